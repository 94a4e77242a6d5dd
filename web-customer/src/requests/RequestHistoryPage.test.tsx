import { signedIn } from '@pcbm/web-kit/consent/testing/render-with-site';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { SiteContext } from '@pcbm/web-kit/site/site-context';
import type { Operation } from '@urql/core';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { fromValue } from 'wonka';
import { CUSTOMER_STRINGS } from '../all-strings';
import { RequestHistoryPage } from './RequestHistoryPage';
import type { MyRequest } from './request-operations';

type Order = MyRequest['orders'][number];

const order = (id: string, producer: string, fields: Partial<Order> = {}): Order =>
  ({
    id,
    status: 'WAITING_FOR_QUOTE',
    type: 'PROTOTYPE',
    quantity: 10,
    pcbVersion: 'V1',
    updatedOn: '2026-11-20T08:00:00.000Z',
    unreadMessages: { chatId: id, amount: 0 },
    responseDeadline: null,
    manufacturer: { id: `m-${producer}`, company: { id: `c-${producer}`, name: producer } },
    preview: null,
    ...fields,
  }) as Order;

const request = (id: string, orders: Order[], fields: Partial<MyRequest> = {}): MyRequest =>
  ({ id, name: 'interface-brain', createdOn: '2026-11-20T08:00:00.000Z', updatedOn: '2026-11-20T08:00:00.000Z', fromWhitelabelId: null, asCompany: null, orders, ...fields }) as MyRequest;

function renderHistory(requests: MyRequest[], locale: 'en' | 'de' = 'en') {
  const sent: Operation[] = [];
  const client = fakeClient((operation) => {
    sent.push(operation);
    const orders = { __typename: 'SuperOrderConnection', totalCount: requests.length, pageInfo: { hasNextPage: false, endCursor: null }, edges: requests.map((node) => ({ node })) };
    return fromValue({ operation, data: { orders }, stale: false, hasNext: false });
  });
  render(
    <I18nextProvider i18n={createI18n(CUSTOMER_STRINGS, locale)}>
      <MemoryRouter>
        <Provider value={client}>
          <SiteContext.Provider value={signedIn()}>
            <RequestHistoryPage />
          </SiteContext.Provider>
        </Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return sent;
}

const cardsNamed = async (list: string, name: string) =>
  within(await screen.findByRole('list', { name: list }))
    .getAllByRole('heading', { name })
    .map((heading) => heading.closest('li') as HTMLElement);

describe('the customer’s request history', () => {
  it('given two requests of the same name, when listed, then quantity, type, version, date, reference and producers tell them apart', async () => {
    const sent = renderHistory([
      request('3f9c2a71-5d0e-4b8a-9c1f-0a2b3c4d5e6f', [order('o1', 'Alpha Boards', { quantity: 25, pcbVersion: 'V2' }), order('o2', 'Gamma PCB', { quantity: 25, pcbVersion: 'V2' })]),
      request('8b7e1d44-2c3a-4f5e-8d9c-6b5a4f3e2d1c', [order('o3', 'Alpha Boards', { quantity: 1, type: 'SERIES', pcbVersion: '' })], { createdOn: '2026-11-20T07:00:00.000Z' }),
    ]);

    const [first, second] = await cardsNamed('My requests', 'interface-brain');
    expect(first).toHaveTextContent('25 boards · Prototype · Version V2');
    expect(first).toHaveTextContent(/Sent .+ · 20 Nov 2026 · Ref\. 3f9c2a71/);
    expect(within(first).getByText('3f9c2a71')).toHaveAttribute('title', '3f9c2a71-5d0e-4b8a-9c1f-0a2b3c4d5e6f');
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T08:00:00.000Z');
    expect(first.querySelector('time')?.getAttribute('title')).toMatch(/^20 Nov 2026, \d{1,2}:\d{2}/);
    const producers = within(first).getByRole('list', { name: 'Sent to 2 producers' });
    expect(within(producers).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Alpha BoardsWaiting for a quote', 'Gamma PCBWaiting for a quote']);
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/request/3f9c2a71-5d0e-4b8a-9c1f-0a2b3c4d5e6f');

    // Without a version the card says nothing of one.
    expect(second).toHaveTextContent('1 board · Series');
    expect(second).not.toHaveTextContent('Version');
    expect(second).toHaveTextContent('Ref. 8b7e1d44');
    expect(within(second).getByRole('list', { name: 'Sent to 1 producer' })).toHaveTextContent('Alpha Boards');
    // The cards ask nothing of their own: the page's one list query holds it all.
    expect(new Set(sent.map((operation) => operation.key)).size).toBe(1);
  });

  it('given a request changed for one of its producers, when listed, then each producer’s row says what was asked of it', async () => {
    renderHistory([request('5a5a5a5a-0000-4000-8000-000000000000', [order('o1', 'Alpha Boards', { quantity: 25, unreadMessages: { chatId: 'o1', amount: 4 } }), order('o2', 'Gamma PCB', { quantity: 50 })])]);

    const [card] = await cardsNamed('My requests', 'interface-brain');
    const rows = within(within(card).getByRole('list', { name: 'Sent to 2 producers' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Alpha Boards');
    expect(rows[0]).toHaveTextContent('25 boards · Prototype · Version V1');
    // What is new is said: messages in that producer's chat.
    expect(rows[0]).toHaveTextContent('4 unread messages');
    expect(rows[1]).not.toHaveTextContent('unread');
    expect(rows[1]).toHaveTextContent('Gamma PCB');
    expect(rows[1]).toHaveTextContent('50 boards · Prototype · Version V1');
  });

  it('given a request in German, when listed, then its facts read German', async () => {
    renderHistory([request('3f9c2a71-5d0e-4b8a-9c1f-0a2b3c4d5e6f', [order('o1', 'Alpha Boards', { quantity: 1 })])], 'de');

    const [card] = await cardsNamed('Meine Anfragen', 'interface-brain');
    expect(card).toHaveTextContent('1 Leiterplatte · Prototyp · Version V1');
    expect(card).toHaveTextContent(/Gesendet .+ · 20\.11\.2026 · Ref\. 3f9c2a71/);
    expect(within(card).getByRole('list', { name: 'An 1 Hersteller gesendet' })).toBeInTheDocument();
  });
});
