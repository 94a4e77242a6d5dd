import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { detailOrder, FakeProducerApi, offeredQuote } from '../testing/fake-producer-api';
import { renderProducer } from '../testing/render-producer';
import { ProducerRequestPage } from './ProducerRequestPage';
import { QUOTE_MAX_BYTES } from './quote-file';

function openRequest(api: FakeProducerApi, locale: 'en' | 'de' = 'en') {
  return renderProducer(<ProducerRequestPage />, api, { route: '/request/:orderId', path: '/request/o1', locale });
}

const pdf = (name = 'quote.pdf') => new File(['%PDF-1.7\n%âãÏÓ\n1 0 obj\n'], name, { type: 'application/pdf' });

describe('a request on the producer’s dashboard', () => {
  it('given a request waiting for a quote, when it opens, then it names the project and customer, counts down and offers the quote upload and rejection', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ responseDeadline: new Date(Date.now() + 50 * 3_600_000).toISOString() });
    openRequest(api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sensor board' })).toBeInTheDocument();
    expect(screen.getByText(/From Buyer GmbH/)).toBeInTheDocument();
    expect(api.variablesOf('ProducerRequest')[0]).toEqual({ orderId: 'o1' });
    expect(screen.getByRole('tab', { name: 'Request', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/You have 2 days and \d+ hours left to answer/)).toBeInTheDocument();
    // The next step is sending the quote; rejecting the request comes after it, as a lesser button.
    const next = screen.getByRole('region', { name: 'Next step' });
    const upload = within(next).getByRole('button', { name: 'Upload quote (PDF)' });
    const reject = within(next).getByRole('button', { name: 'Reject request' });
    expect(upload).toHaveClass('MuiButton-contained');
    expect(reject).toHaveClass('MuiButton-text');
    expect(upload.compareDocumentPosition(reject) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set in production' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Your quote' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What was requested' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Files' })).toBeInTheDocument();
  });

  it('given the upload, when the chosen file is not a PDF by its type or by its first bytes, then the page refuses it and sends nothing', async () => {
    const api = new FakeProducerApi();
    openRequest(api);
    const input = await screen.findByLabelText('Upload quote (PDF)', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');

    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('“notes.txt” is not a PDF.');

    fireEvent.change(input, { target: { files: [new File(['PK\u0003\u0004 zip'], 'renamed.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(/“renamed.pdf” is not a PDF/)).toBeInTheDocument();
    expect(api.sentNamed('UploadQuote')).toEqual([]);
  });

  it('given the upload, when the PDF is larger than 10 MB, then the page refuses it and sends nothing', async () => {
    const api = new FakeProducerApi();
    openRequest(api);
    const input = await screen.findByLabelText('Upload quote (PDF)', { selector: 'input' });
    const big = new File([new TextEncoder().encode('%PDF-'), new Uint8Array(QUOTE_MAX_BYTES)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('“big.pdf” is larger than 10 MB.');
    expect(api.sentNamed('UploadQuote')).toEqual([]);
  });

  it('given a PDF, when it is uploaded, then the file is sent for the order and the page shows the offered quote', async () => {
    const api = new FakeProducerApi();
    openRequest(api);
    const file = pdf('offer-2026.pdf');
    fireEvent.change(await screen.findByLabelText('Upload quote (PDF)', { selector: 'input' }), { target: { files: [file] } });

    await waitFor(() => expect(api.sentNamed('UploadQuote')).toHaveLength(1));
    const variables = api.variablesOf('UploadQuote')[0];
    expect(variables.orderId).toBe('o1');
    expect(variables.quote).toBe(file);
    expect(await screen.findByText('Your quote was sent to the customer.')).toBeInTheDocument();
    expect(await screen.findByText(/Offered on .*, waiting for the customer's answer\./)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your quote' })).getByRole('button', { name: 'Withdraw quote' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next step' })).getByRole('button', { name: 'Upload a new quote (PDF)' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Sensor board' });
    expect(within(heading.parentElement!).getByText('Quote sent')).toBeInTheDocument();
    expect(api.variablesOf('ProducerRequest').length).toBeGreaterThan(1);
  });

  it('given an offered quote, when the producer withdraws it and confirms, then the withdrawal is sent for that quote', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ status: 'QUOTE_OFFERED', quote: offeredQuote() });
    openRequest(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your quote?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(api.variablesOf('WithdrawQuote')).toEqual([{ orderId: 'o1', quoteId: 'q1' }]));
    expect(await screen.findByText('You withdrew the quote. The request is waiting for a quote again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw your quote?' })).toBeNull());
  });

  it('given a request, when the producer rejects it with a reason, then the rejection is sent with the reason and the page says it was rejected', async () => {
    const api = new FakeProducerApi();
    openRequest(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this request?' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument();
    expect(api.sentNamed('ProducerStatus')).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Technical expertise' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Anything to add? (optional)' }), { target: { value: 'We do not do 12 layers.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));

    await waitFor(() =>
      expect(api.variablesOf('ProducerStatus')).toEqual([{ orderId: 'o1', status: 'CANCELED_BY_PRODUCER', reason: 'TECHNICAL_EXPERTISE', reasonText: 'We do not do 12 layers.' }]),
    );
    expect(await screen.findByText(/You rejected this request\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload quote (PDF)' })).toBeNull();
  });

  it('given an accepted quote, when the producer sets the order in production, then that status is sent and shipping comes next', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ status: 'WAITING_FOR_PRODUCTION', quote: offeredQuote({ status: 'ACCEPTED', accepted: true }) });
    openRequest(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Set in production' }));

    await waitFor(() => expect(api.variablesOf('ProducerStatus')).toEqual([{ orderId: 'o1', status: 'IN_PRODUCTION' }]));
    expect(await screen.findByText('The order is in production. The customer has been told.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload quote (PDF)' })).toBeNull();
  });

  describe('the reload offered when the request changed', () => {
    const prompt = () => screen.queryByText('This request has changed. Load it again to see the news?');
    const later = (ms: number) => new Date(Date.parse(detailOrder().updatedOn) + ms).toISOString();

    it('given the page shows a request, when a live notice tells of a newer change, then a reload is offered', async () => {
      const api = new FakeProducerApi();
      api.order = detailOrder({ status: 'WAITING_FOR_PRODUCTION', quote: offeredQuote({ status: 'ACCEPTED', accepted: true }) });
      openRequest(api);
      await screen.findByRole('button', { name: 'Set in production' });
      act(() => api.notify({ status: 'CANCELED_BY_CUSTOMER', updatedOn: later(60_000) }));
      expect(await screen.findByText('This request has changed. Load it again to see the news?')).toBeInTheDocument();
    });

    it('given the producer’s own step, when its live notice comes before the step’s answer, then no reload is offered, neither then nor once the page has loaded the order again', async () => {
      const api = new FakeProducerApi();
      api.order = detailOrder({ status: 'WAITING_FOR_PRODUCTION', quote: offeredQuote({ status: 'ACCEPTED', accepted: true }) });
      openRequest(api);
      const release = api.hold('ProducerStatus');
      fireEvent.click(await screen.findByRole('button', { name: 'Set in production' }));
      await waitFor(() => expect(api.sentNamed('ProducerStatus')).toHaveLength(1));

      act(() => api.notify({ status: 'IN_PRODUCTION', updatedOn: new Date().toISOString() }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(prompt()).toBeNull();

      act(release);
      expect(await screen.findByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(prompt()).toBeNull();
    });

    it('given the producer’s own step was refused, when a live notice tells of a newer change, then a reload is offered', async () => {
      const api = new FakeProducerApi();
      api.order = detailOrder({ status: 'IN_PRODUCTION' });
      api.failWith.ProducerStatus = 'ORDER_STATUS_UPDATE_ILLEGAL';
      openRequest(api);
      fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Error' })).getByRole('button'));
      act(() => api.notify({ status: 'CANCELED_BY_CUSTOMER', updatedOn: later(60_000) }));
      expect(await screen.findByText('This request has changed. Load it again to see the news?')).toBeInTheDocument();
    });
  });

  it('given an order in production, when it is marked as shipped, then that status is sent', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ status: 'IN_PRODUCTION', quote: offeredQuote({ status: 'ACCEPTED', accepted: true }) });
    openRequest(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    expect(screen.queryByRole('button', { name: 'Reject request' })).toBeNull();

    await waitFor(() => expect(api.variablesOf('ProducerStatus')).toEqual([{ orderId: 'o1', status: 'SHIPPED' }]));
    expect(await screen.findByText('Marked as shipped. The customer has been told.')).toBeInTheDocument();
  });

  it('given the server refuses a step, when it answers, then the refusal’s code is told in words and nothing is claimed', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ status: 'IN_PRODUCTION' });
    api.failWith.ProducerStatus = 'ORDER_STATUS_UPDATE_ILLEGAL';
    openRequest(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));

    const flash = await screen.findByRole('dialog', { name: 'Error' });
    expect(flash).toHaveTextContent('The order cannot change to this status now.');
    expect(screen.queryByText('Marked as shipped. The customer has been told.')).toBeNull();
  });

  it('given a received order with the customer’s rating, when it opens, then the four ratings and the comment are shown read-only', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({
      status: 'DONE',
      quote: offeredQuote({ status: 'ACCEPTED', accepted: true }),
      feedback: { productionQuality: 5, completionTime: 4, customerSupport: 3, platform: 5, comment: 'Boards arrived early.' },
    });
    openRequest(api);
    const rating = await screen.findByRole('region', { name: "The customer's rating" });
    expect(within(rating).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(within(rating).getAllByRole('img', { name: '5 of 5 stars' })).toHaveLength(2);
    expect(within(rating).getByText('Boards arrived early.')).toBeInTheDocument();
    expect(within(rating).queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload|Withdraw|Reject|Set in production|Mark as shipped/ })).toBeNull();
  });

  it('given a received order, when it opens in German, then its status is the producer’s word for it and the day it came in is not called received', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ status: 'DONE', quote: offeredQuote({ status: 'ACCEPTED', accepted: true }) });
    openRequest(api, 'de');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sensor board' });
    expect(within(heading.parentElement!).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText(/Eingegangen am/)).toBeInTheDocument();
    expect(screen.queryByText('Erhalten')).toBeNull();
  });

  it('given a request the customer withdrew, when it opens in German, then the cancel notice and its reason show and no step is offered', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ status: 'CANCELED_BY_CUSTOMER', cancelReason: 'COSTS' });
    openRequest(api, 'de');
    expect(await screen.findByText(/Der Kunde hat diese Anfrage zurückgezogen\. Grund: Kosten\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anfrage ablehnen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dein Angebot' })).toBeNull();
  });

  it('given unread messages, when the chat tab is opened from the address, then the producer’s chat shows and the Request tab leads back', async () => {
    const api = new FakeProducerApi();
    api.order = detailOrder({ unreadMessages: { chatId: 'o1', amount: 3 } });
    renderProducer(<ProducerRequestPage />, api, { route: '/request/:orderId', path: '/request/o1?tab=chat' });
    expect(await screen.findByRole('tab', { name: 'Chat', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(api.variablesOf('ChatByOrder')).toContainEqual({ orderId: 'o1' });

    fireEvent.click(screen.getByRole('tab', { name: 'Request' }));
    expect(await screen.findByRole('tab', { name: 'Chat (3 unread messages)', selected: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your quote' })).toBeInTheDocument();
  });
});
