import { act, fireEvent, screen, within } from '@testing-library/react';
import { FakeProducerApi, listRequest } from '../testing/fake-producer-api';
import { renderProducer } from '../testing/render-producer';
import { PAGE_SIZE, REFRESH_MS, RequestsPage } from './RequestsPage';

const listOf = () => screen.getByRole('list', { name: 'Requests sent to you' });
const rowNamed = (name: string) => within(listOf()).getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the requests sent to a producer', () => {
  it('given requests from a company and from a person, when the dashboard opens, then each row tells who, what, how many, where it stands and links to it', async () => {
    const api = new FakeProducerApi();
    const deadline = new Date(Date.now() + (3 * 24 + 5) * 3_600_000 + 60_000).toISOString();
    api.requests = [
      listRequest(1, { name: 'Sensor board', company: 'Buyer GmbH', order: { quantity: 25, unreadMessages: { chatId: 'o1', amount: 2 }, responseDeadline: deadline } }),
      listRequest(2, { name: 'Motor driver', company: null, person: ['Alex', 'Smith'], whitelabel: 'shop-1', order: { status: 'IN_PRODUCTION', type: 'SERIES', quantity: 1 } }),
    ];
    renderProducer(<RequestsPage />, api);

    expect(screen.getByRole('heading', { level: 1, name: 'Requests sent to you' })).toBeInTheDocument();
    const sensor = within(await screen.findByRole('list', { name: 'Requests sent to you' })).getByRole('heading', { name: 'Sensor board' }).closest('li') as HTMLElement;
    expect(sensor).toHaveTextContent('Buyer GmbH');
    expect(sensor).toHaveTextContent('25 boards · Prototype · Version V1 · via bee market');
    expect(within(sensor).getByText('Waiting for a quote')).toBeInTheDocument();
    expect(within(sensor).getByText('3 d 5 h left to answer')).toBeInTheDocument();
    expect(within(sensor).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(sensor).getByRole('link')).toHaveAttribute('href', '/request/o1');

    const motor = rowNamed('Motor driver');
    expect(motor).toHaveTextContent('Alex Smith');
    expect(motor).toHaveTextContent('1 board · Series · Version V1 · via bee connect');
    expect(within(motor).getByText('In production')).toBeInTheDocument();
    expect(within(motor).queryByText(/left to answer/)).toBeNull();
    expect(screen.getByText('2 requests')).toBeInTheDocument();
    expect(api.variablesOf('ProducerRequests')[0]).toEqual({ first: PAGE_SIZE, after: null, filter: 'ALL' });
  });

  it('given two requests of the same name and customer, when listed, then their quantity, version, date and reference tell them apart', async () => {
    const api = new FakeProducerApi();
    api.requests = [
      { ...listRequest(1, { name: 'interface-brain', company: 'Clara Kunde GmbH', order: { quantity: 25, pcbVersion: 'V2' } }), id: '3f9c2a71-5d0e-4b8a-9c1f-0a2b3c4d5e6f' },
      { ...listRequest(2, { name: 'interface-brain', company: 'Clara Kunde GmbH', order: { quantity: 1, pcbVersion: ' ' } }), id: '8b7e1d44-2c3a-4f5e-8d9c-6b5a4f3e2d1c' },
    ];
    renderProducer(<RequestsPage />, api);

    const [newer, older] = within(await screen.findByRole('list', { name: 'Requests sent to you' })).getAllByRole('heading', { name: 'interface-brain' }).map((heading) => heading.closest('li') as HTMLElement);
    expect(newer).toHaveTextContent('25 boards · Prototype · Version V2 · via bee market');
    expect(newer).toHaveTextContent('Ref. 3f9c2a71');
    expect(newer).toHaveTextContent(/Received .+ · 20 Nov 2026/);
    expect(within(newer).getByText('3f9c2a71')).toHaveAttribute('title', '3f9c2a71-5d0e-4b8a-9c1f-0a2b3c4d5e6f');
    // A request without a version says nothing of one.
    expect(older).toHaveTextContent('1 board · Prototype · via bee market');
    expect(older).not.toHaveTextContent('Version');
    expect(older).toHaveTextContent('Ref. 8b7e1d44');
    expect(older).toHaveTextContent(/Received .+ · 20 Nov 2026/);
    // The exact time is on the date, for a pointer resting on it.
    expect(newer.querySelector('time')).toHaveAttribute('dateTime', api.requests[0].orders[0].createdOn);
    expect(newer.querySelector('time')?.getAttribute('title')).toMatch(/^20 Nov 2026, \d{1,2}:\d{2}/);
  });

  it('given requests in the statuses the customer names from its side, when listed, then the producer reads its own words', async () => {
    const api = new FakeProducerApi();
    api.requests = [
      listRequest(1, { name: 'Sensor board', order: { status: 'QUOTE_OFFERED' } }),
      listRequest(2, { name: 'Motor driver', order: { status: 'DONE' } }),
      listRequest(3, { name: 'Power supply', order: { status: 'CANCELED_BY_PRODUCER' } }),
    ];
    renderProducer(<RequestsPage />, api, { locale: 'de' });

    const list = await screen.findByRole('list', { name: 'An dich gesendete Anfragen' });
    const row = (name: string) => within(list).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(await within(list).findByText('Angebot gesendet')).toBeInTheDocument();
    expect(within(row('Motor driver')).getByText('Abgeschlossen')).toBeInTheDocument();
    expect(within(row('Power supply')).getByText('Von dir abgelehnt')).toBeInTheDocument();
    expect(row('Sensor board')).toHaveTextContent(/Eingegangen .+ · 20\.11\.2026 · Ref\. s1/);
    expect(row('Sensor board')).toHaveTextContent('10 Platinen · Prototyp · Version V1');
    expect(screen.queryByText('Angebot erhalten')).toBeNull();
  });

  it('given the filter, when bee market and then bee connect are chosen, then the list asks for that origin from the first page', async () => {
    const api = new FakeProducerApi();
    api.requests = [listRequest(1, { name: 'Sensor board' }), listRequest(2, { name: 'Shop board', whitelabel: 'shop-1' })];
    renderProducer(<RequestsPage />, api);
    await screen.findByRole('heading', { name: 'Shop board' });

    fireEvent.click(screen.getByRole('button', { name: 'bee market' }));
    expect(await screen.findByText('1 request')).toBeInTheDocument();
    expect(api.variablesOf('ProducerRequests').at(-1)).toEqual({ first: PAGE_SIZE, after: null, filter: 'MARKETPLACE' });
    expect(within(listOf()).queryByRole('heading', { name: 'Shop board' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'bee connect' }));
    expect(await within(listOf()).findByRole('heading', { name: 'Shop board' })).toBeInTheDocument();
    expect(screen.getByText('Requests from your bee connect shop:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'boards.alpha.example' })).toHaveAttribute('href', 'https://boards.alpha.example');
    expect(api.variablesOf('ProducerRequests').at(-1)).toEqual({ first: PAGE_SIZE, after: null, filter: 'WHITELABEL' });
    expect(within(listOf()).queryByRole('heading', { name: 'Sensor board' })).toBeNull();
  });

  it('given a producer without shops, when bee connect is chosen, then it says no licence was found', async () => {
    const api = new FakeProducerApi();
    api.shops = [];
    api.requests = [listRequest(1)];
    renderProducer(<RequestsPage />, api);
    await screen.findByRole('heading', { name: 'Project-1' });
    fireEvent.click(screen.getByRole('button', { name: 'bee connect' }));
    expect(await screen.findByText(/No bee connect licence found/)).toBeInTheDocument();
    expect(screen.queryByText(/requests? from your bee connect shop/i)).toBeNull();
  });

  it('given a producer with a shop but no requests from it yet, when bee connect is chosen, then it names the shop and says none came yet, not that a licence is missing', async () => {
    const api = new FakeProducerApi();
    api.requests = [listRequest(1)];
    renderProducer(<RequestsPage />, api);
    await screen.findByRole('heading', { name: 'Project-1' });
    fireEvent.click(screen.getByRole('button', { name: 'bee connect' }));
    expect(await screen.findByText('No requests from bee connect yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'boards.alpha.example' })).toBeInTheDocument();
    expect(screen.queryByText(/No bee connect licence found/)).toBeNull();
  });

  it('given more requests than a page, when show more is pressed, then the next page is asked for after the last cursor and added', async () => {
    const api = new FakeProducerApi();
    api.requests = Array.from({ length: PAGE_SIZE + 5 }, (_, index) => listRequest(index + 1));
    renderProducer(<RequestsPage />, api);
    await screen.findByRole('heading', { name: 'Project-1' });
    expect(within(listOf()).getAllByRole('link')).toHaveLength(PAGE_SIZE);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(listOf()).findByRole('heading', { name: `Project-${PAGE_SIZE + 5}` })).toBeInTheDocument();
    expect(within(listOf()).getAllByRole('link')).toHaveLength(PAGE_SIZE + 5);
    expect(api.variablesOf('ProducerRequests').at(-1)).toEqual({ first: PAGE_SIZE, after: String(PAGE_SIZE), filter: 'ALL' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('given loaded requests, when searching for a customer or a project, then only matching rows stay and a miss says so', async () => {
    const api = new FakeProducerApi();
    api.requests = [listRequest(1, { name: 'Sensor board', company: 'Acme Labs' }), listRequest(2, { name: 'Motor driver', company: 'Buyer GmbH' })];
    renderProducer(<RequestsPage />, api);
    await screen.findByRole('heading', { name: 'Sensor board' });
    const search = screen.getByRole('searchbox', { name: 'Search by project or customer' });

    fireEvent.change(search, { target: { value: 'acme' } });
    expect(within(listOf()).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Sensor board']);
    fireEvent.change(search, { target: { value: 'motor' } });
    expect(within(listOf()).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Motor driver']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No loaded request matches “nothing like it”.')).toBeInTheDocument();
  });

  it('given the open dashboard, when 30 seconds pass, then the list is fetched again from the network and shows what changed', async () => {
    jest.useFakeTimers();
    try {
      const api = new FakeProducerApi();
      api.requests = [listRequest(1, { name: 'Sensor board' })];
      renderProducer(<RequestsPage />, api);
      await screen.findByRole('heading', { name: 'Sensor board' });
      const before = api.sentNamed('ProducerRequests').length;
      api.requests = [listRequest(0, { name: 'Fresh request' }), listRequest(1, { name: 'Sensor board', order: { status: 'IN_PRODUCTION' } })];

      await act(async () => {
        jest.advanceTimersByTime(REFRESH_MS);
      });
      expect(api.sentNamed('ProducerRequests').length).toBeGreaterThan(before);
      expect(api.sentNamed('ProducerRequests').at(-1)?.context.requestPolicy).toBe('network-only');
      expect(await within(listOf()).findByRole('heading', { name: 'Fresh request' })).toBeInTheDocument();
      expect(within(rowNamed('Sensor board')).getByText('In production')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('given no requests, when the dashboard opens in German, then the German heading and the empty state show', async () => {
    renderProducer(<RequestsPage />, new FakeProducerApi(), { locale: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'An dich gesendete Anfragen' })).toBeInTheDocument();
    expect(await screen.findByText(/Noch keine Anfragen\./)).toBeInTheDocument();
  });
});
