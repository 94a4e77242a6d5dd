import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionOf, fakeAdminApi, type FakeHandler } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';
import { LED_MATRIX, PRODUCERS, REQUESTS, SENSOR_BOARD_EXPORT, SENSOR_BOARD_EXPORT_TEXT, SENSOR_BOARD_HISTORY, SHOPS } from './request-fixtures';

type Request = (typeof REQUESTS)[number];

/** The fake API's answers: lists filter like the server (an order in the status, to the producer, or both). */
function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    AdminRequests: (variables) => {
      const filter = (variables.filter ?? {}) as { status?: string; manufacturerId?: string };
      const matching = REQUESTS.filter((request: Request) =>
        request.orders.some((order) => (!filter.status || order.status === filter.status) && (!filter.manufacturerId || order.manufacturerId === filter.manufacturerId)),
      );
      return { data: { adminGetAllRequests: connectionOf(matching) } };
    },
    AdminRequest: (variables) => {
      const request = REQUESTS.find((candidate) => candidate.id === variables.orderId || candidate.orders.some((order) => order.id === variables.orderId));
      return request ? { data: { fetchOrder: request } } : { errorCode: 'ORDER_NOT_FOUND' };
    },
    AdminProducers: () => ({ data: { adminGetAllManufacturersWithCompanyName: PRODUCERS } }),
    AdminRequestShops: () => ({ data: { adminGetAllWhitelabelShops: connectionOf(SHOPS) } }),
    AdminRequestHistory: () => ({ data: { fetchOrderHistory: SENSOR_BOARD_HISTORY } }),
    AdminRequestHistoryExport: () => ({ data: { exportOrderHistory: SENSOR_BOARD_EXPORT } }),
    ...overrides,
  };
}

const api = (overrides: Record<string, FakeHandler> = {}) => fakeAdminApi(handlers(overrides));

const callsOf = (fake: ReturnType<typeof api>, name: string) => fake.calls.filter((call) => call.name === name).map((call) => call.variables);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

// react-admin keeps a list's filters in the browser's storage: each test starts without them. It scrolls to the top
// on each page, which jsdom does not do.
beforeEach(() => {
  localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('the requests of the console', () => {
  it('given two requests, when the admin opens the console, then its start page lists them with customer, company, producers with their status, type, quantity and shop', async () => {
    const fake = api();
    renderAdmin(fake, '/');
    const sensor = await rowOf('Sensor board v2');
    expect(within(sensor).getByText('Chris Buyer')).toBeInTheDocument();
    expect(within(sensor).getByText('customer1 · chris@buyer.test')).toBeInTheDocument();
    expect(within(sensor).getByText('Buyer Boards GmbH')).toBeInTheDocument();
    expect(within(within(sensor).getByText('Acme PCB').closest('li')!).getByText('Quote received')).toBeInTheDocument();
    expect(within(within(sensor).getByText('Beta Boards').closest('li')!).getByText('Waiting for a quote')).toBeInTheDocument();
    expect(within(within(sensor).getByText('Gamma Circuits').closest('li')!).getByText('Rejected by the producer')).toBeInTheDocument();
    expect(within(sensor).getByText('Prototype')).toBeInTheDocument();
    expect(within(sensor).getByText('50')).toBeInTheDocument();
    expect(within(sensor).getByText('Marketplace')).toBeInTheDocument();
    const led = await rowOf('LED matrix');
    expect(within(led).getByText('Series')).toBeInTheDocument();
    expect(within(led).getByText('1,000')).toBeInTheDocument();
    expect(await within(led).findByText('boards.acme.example')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Producers and status' })).toBeInTheDocument();
    expect(callsOf(fake, 'AdminRequests')[0]).toEqual({ first: 25 });
  });

  it("given the list, when the admin chooses an order status and a producer, then the API is asked for the requests with that producer's order in that status and only they show", async () => {
    const user = userEvent.setup();
    const fake = api();
    renderAdmin(fake, '/requests');
    await rowOf('LED matrix');
    await user.click(screen.getByRole('combobox', { name: 'Order status' }));
    await user.click(await screen.findByRole('option', { name: 'Quote received' }));
    await waitFor(() => expect(callsOf(fake, 'AdminRequests').at(-1)).toEqual({ first: 25, filter: { status: 'QUOTE_OFFERED' } }));
    await waitFor(() => expect(screen.queryByText('LED matrix')).not.toBeInTheDocument());

    await user.type(screen.getByRole('combobox', { name: 'Producer' }), 'Acme');
    await user.click(await screen.findByRole('option', { name: 'Acme PCB' }));
    await waitFor(() => expect(callsOf(fake, 'AdminRequests').at(-1)).toEqual({ first: 25, filter: { status: 'QUOTE_OFFERED', manufacturerId: 'm1' } }));
    expect(await screen.findByText('Sensor board v2')).toBeInTheDocument();
  });

  it('given the producer filter, when the admin opens it, then it offers every producer by company name, alphabetically', async () => {
    const user = userEvent.setup();
    renderAdmin(api(), '/requests');
    await rowOf('Sensor board v2');
    await user.click(screen.getByRole('combobox', { name: 'Producer' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Acme PCB', 'Beta Boards', 'Gamma Circuits']);
  });

  it('given a link to the list of shipped orders, when no request matches, then the API is asked for that status and the admin is told none matches', async () => {
    const fake = api();
    renderAdmin(fake, `/requests?filter=${encodeURIComponent(JSON.stringify({ status: 'SHIPPED' }))}`);
    expect(await screen.findByText('Nothing matches the current filters.')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminRequests').at(-1)).toEqual({ first: 25, filter: { status: 'SHIPPED' } });
  });

  it('given a request, when the admin clicks its row, then its page shows who placed it for which company, from where, when, and the addresses', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderAdmin(fake, '/requests');
    await user.click(await screen.findByText('Sensor board v2'));
    expect(await screen.findByRole('link', { name: 'Chris Buyer' })).toHaveAttribute('href', '/users/u1/show');
    expect(screen.getByText('customer1 · chris@buyer.test')).toBeInTheDocument();
    expect(screen.getByText('Buyer Boards GmbH')).toBeInTheDocument();
    expect(screen.getByText('Marketplace')).toBeInTheDocument();
    expect(screen.getByText('Shipping address')).toBeInTheDocument();
    expect(screen.getAllByText(/Hauptstraße 1/).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Orders (3)' })).toBeInTheDocument();
    expect(callsOf(fake, 'AdminRequest')).toContainEqual({ orderId: 'r1' });
  });

  it('given a request to three producers, when the admin opens its orders, then each shows its status, type, quantity, deadline, quotes and why it was cancelled', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-06T09:00:00.000Z'), advanceTimers: true });
    try {
      renderAdmin(api(), '/requests/r1/show/orders');
      const acme = await screen.findByRole('region', { name: 'Acme PCB' });
      expect(within(acme).getAllByText('Quote received').length).toBeGreaterThan(0);
      expect(within(acme).getByText('Prototype')).toBeInTheDocument();
      expect(within(acme).getByText('50 boards')).toBeInTheDocument();
      expect(within(acme).getByText('quote-acme-v2.pdf')).toBeInTheDocument();
      expect(within(acme).getByText(/^Offered on/)).toBeInTheDocument();
      expect(within(acme).getByText('quote-acme.pdf')).toBeInTheDocument();
      expect(within(acme).getByText(/The producer withdrew this quote/)).toBeInTheDocument();
      expect(within(acme).getByRole('button', { name: 'Download quote-acme-v2.pdf' })).toBeInTheDocument();
      expect(within(acme).queryByRole('button', { name: 'Download quote-acme.pdf' })).not.toBeInTheDocument();

      const beta = screen.getByRole('region', { name: 'Beta Boards' });
      expect(within(beta).getByText(/\(3 days and 0 hours left\)/)).toBeInTheDocument();
      expect(within(beta).getByText('No quote yet')).toBeInTheDocument();

      const gamma = screen.getByRole('region', { name: 'Gamma Circuits' });
      expect(within(gamma).getAllByText('Rejected by the producer').length).toBeGreaterThan(0);
      expect(within(gamma).getByText('Costs: “Too small a batch”')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('given a received order the customer rated, when the admin opens the orders, then the four ratings and the comment show', async () => {
    renderAdmin(api(), `/requests/${LED_MATRIX.id}/show/orders`);
    const acme = await screen.findByRole('region', { name: 'Acme PCB' });
    expect(within(acme).getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    expect(within(acme).getAllByRole('img', { name: '5 of 5 stars' })).toHaveLength(2);
    expect(within(acme).getByText('Solid work.')).toBeInTheDocument();
    expect(within(acme).getAllByText('Received').length).toBeGreaterThan(0);
  });

  it('given an order, when the admin opens its details, then everything requested shows', async () => {
    const user = userEvent.setup();
    renderAdmin(api(), '/requests/r1/show/orders');
    const acme = await screen.findByRole('region', { name: 'Acme PCB' });
    await user.click(within(acme).getByRole('button', { name: 'Everything requested from Acme PCB, and the files' }));
    expect(await within(acme).findByText('What was requested')).toBeInTheDocument();
    expect(within(acme).getByText('120 SMT, 4 THT (16 THT pins)')).toBeInTheDocument();
  });
});

describe('the history of a request', () => {
  it('given a request with four events, when the admin opens its history, then each shows in order with when, what happened in plain words, who and why', async () => {
    const fake = api();
    renderAdmin(fake, '/requests/r1/show/history');
    const timeline = await screen.findByRole('list', { name: 'What happened' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Request “Sensor board v2” sent to Acme PCB, Beta Boards, Gamma Circuits',
      'Acme PCB offered a quote: quote-acme.pdf',
      'Gamma Circuits rejected the request',
      'Recorded event OrderExpiredReminderSent',
    ]);
    expect(within(items[0]).getByText('By customer1 (Buyer Boards GmbH)')).toBeInTheDocument();
    expect(within(items[0]).getByText(/^2 Nov 2026/)).toHaveAttribute('datetime', '2026-11-02T09:00:00.000Z');
    expect(within(items[2]).getByText('By gamma-sales (Gamma Circuits)')).toBeInTheDocument();
    expect(within(items[2]).getByText('Why: Costs: “Too small a batch”')).toBeInTheDocument();
    expect(within(items[3]).getByText('By the system')).toBeInTheDocument();
    expect(within(items[1]).getByText('AddQuote')).toBeInTheDocument();
    // urql reads a query once while rendering and once when subscribed; each time for this request.
    expect(callsOf(fake, 'AdminRequestHistory').length).toBeGreaterThan(0);
    expect(new Set(callsOf(fake, 'AdminRequestHistory').map((variables) => JSON.stringify(variables)))).toEqual(new Set([JSON.stringify({ superOrderId: 'r1' })]));
  });

  it('given the history, when the admin chooses newest first, then the last event comes first', async () => {
    const user = userEvent.setup();
    renderAdmin(api(), '/requests/r1/show/history');
    await screen.findByRole('list', { name: 'What happened' });
    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    const first = within(screen.getByRole('list', { name: 'What happened' })).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading')).toHaveTextContent('Recorded event OrderExpiredReminderSent');
  });

  it('given the history, when the admin downloads it, then the signed file the API made is saved under the request’s name', async () => {
    const user = userEvent.setup();
    const fake = api();
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:history';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob! });
    });
    try {
      renderAdmin(fake, '/requests/r1/show/history');
      await user.click(await screen.findByRole('button', { name: 'Download signed history' }));
      expect(await screen.findByText('The signed history was downloaded.')).toBeInTheDocument();
      expect(callsOf(fake, 'AdminRequestHistoryExport')).toEqual([{ superOrderId: 'r1' }]);
      expect(saved.map((file) => file.name)).toEqual(['Sensor-board-v2_order-history-r1-2026-11-20T10-00-00-000Z.jsonl']);
      expect(saved[0].blob.type).toBe('application/x-ndjson');
      expect(await saved[0].blob.text()).toBe(SENSOR_BOARD_EXPORT_TEXT);
    } finally {
      click.mockRestore();
    }
  });

  it('given the API refuses the export, when the admin downloads the history, then the reason shows and nothing is saved', async () => {
    const user = userEvent.setup();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderAdmin(api({ AdminRequestHistoryExport: () => ({ errorCode: 'USER_NOT_AUTHORIZED' }) }), '/requests/r1/show/history');
      await user.click(await screen.findByRole('button', { name: 'Download signed history' }));
      expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });
});

describe('the requests in German', () => {
  it('given the console in German, when the admin opens the requests and a history, then columns, statuses and events speak German', async () => {
    const user = userEvent.setup();
    renderAdmin(api(), '/requests', 'de');
    const sensor = await rowOf('Sensor board v2');
    expect(screen.getByRole('columnheader', { name: 'Aufgegeben von' })).toBeInTheDocument();
    expect(within(sensor).getByText('Angebot erhalten')).toBeInTheDocument();
    expect(within(sensor).getByText('Vom Hersteller abgelehnt')).toBeInTheDocument();
    expect(within(sensor).getByText('Marktplatz')).toBeInTheDocument();
    await user.click(sensor);
    await user.click(await screen.findByRole('tab', { name: 'Verlauf' }));
    const timeline = await screen.findByRole('list', { name: 'Was geschah' });
    expect(within(timeline).getByText('Gamma Circuits hat die Anfrage abgelehnt')).toBeInTheDocument();
    expect(within(timeline).getByText('Grund: Kosten: „Too small a batch“')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signierten Verlauf herunterladen' })).toBeInTheDocument();
  });
});

