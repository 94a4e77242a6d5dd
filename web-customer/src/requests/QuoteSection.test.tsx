import { fireEvent, screen, within } from '@testing-library/react';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { requestOrderOf } from '@pcbm/web-kit/requests/testing/request-order';
import { Client, Provider } from 'urql';
import { never } from 'wonka';
import { renderWithStrings } from '../testing/render-step';
import { QuoteSection } from './QuoteSection';

const noNetwork = new Client({ url: '/graphql', exchanges: [() => () => never] });

const offered = requestOrderOf({
  status: 'QUOTE_OFFERED',
  quote: { id: 'q1', status: 'OFFERED', accepted: false, createdOn: '2026-11-21T10:00:00.000Z', answeredOn: null, filename: 'quote-1.pdf', reason: null, file: null },
});

function renderQuote(order: RequestOrder, locale: 'en' | 'de' = 'en') {
  return renderWithStrings(
    <Provider value={noNetwork}>
      <QuoteSection order={order} otherProducers={2} onChanged={() => undefined} />
    </Provider>,
    locale,
  );
}

describe('the customer’s answers to a quote', () => {
  it('given an offered quote, when shown, then its three answers speak of the quote and each says what it does', () => {
    renderQuote(offered);
    const answers = screen.getByRole('group', { name: 'Your answer to the quote' });
    expect(within(answers).getAllByRole('button').map((button) => button.textContent)).toEqual(['Accept quote', 'Decline this quote', 'Withdraw request from this producer']);
    expect(within(answers).getByRole('button', { name: 'Accept quote' })).toHaveAccessibleDescription(
      'Binding: the producer prepares production, and the request to the 2 other producers is withdrawn.',
    );
    expect(within(answers).getByRole('button', { name: 'Decline this quote' })).toHaveAccessibleDescription('The producer may send you a new quote for the same request.');
    expect(within(answers).getByRole('button', { name: 'Withdraw request from this producer' })).toHaveAccessibleDescription(
      'Ends the request here for good, with no new quote. You can ask another manufacturer.',
    );
  });

  it('given an offered quote, when the customer declines it, then the question says the request stays and a new quote may come', () => {
    renderQuote(offered);
    fireEvent.click(screen.getByRole('button', { name: 'Decline this quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this quote?' });
    expect(dialog).toHaveTextContent('The request stays with this producer, who may send you a new quote.');
    expect(within(dialog).getByRole('button', { name: 'Decline this quote' })).toBeInTheDocument();
  });

  it('given an offered quote, when the customer withdraws the request, then the question is the one of withdrawing it from this producer', () => {
    renderQuote(offered);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request from this producer' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the request from this producer?' });
    expect(dialog).toHaveTextContent('Withdrawing cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
  });

  it('given an offered quote in German, when shown, then the answers are German and say “Angebot” throughout', () => {
    renderQuote(offered, 'de');
    const answers = screen.getByRole('group', { name: 'Deine Antwort auf das Angebot' });
    expect(within(answers).getAllByRole('button').map((button) => button.textContent)).toEqual(['Angebot annehmen', 'Dieses Angebot ablehnen', 'Anfrage bei diesem Hersteller zurückziehen']);
  });

  it('given a declined quote, when shown, then it says the quote was declined', () => {
    renderQuote(requestOrderOf({ status: 'WAITING_FOR_QUOTE', quote: { ...offered.quote!, status: 'DECLINED' } }));
    expect(screen.getByText(/^This quote was declined \(offered on/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your answer to the quote' })).toBeNull();
  });
});
