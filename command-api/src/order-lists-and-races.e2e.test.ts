import { DEMO_COMPANIES } from './application/demo-seed';
import { quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const [, alpha, beta] = DEMO_COMPANIES.map((c) => c.manufacturerId!);
const address = { recipient: 'Chris Buyer', country: 'AT', addressLine1: 'Ring 1', zipcode: '1010', city: 'Wien' };

interface Connection {
  totalCount: number;
  edges: { cursor: string; node: { id: string; name: string } }[];
  pageInfo: { startCursor: string; endCursor: string; hasNextPage: boolean; hasPreviousPage: boolean };
}

const LIST = `query ($first: Int, $last: Int, $after: String, $before: String) {
  orders(first: $first, last: $last, after: $after, before: $before) {
    totalCount edges { cursor node { id name } } pageInfo { startCursor endCursor hasNextPage hasPreviousPage } } }`;

function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

describe('lists and concurrent answers', () => {
  let server: TestServer;
  let customer: string;
  const names = ['Board A', 'Board B', 'Board C'];
  const created: { id: string; orders: { id: string; manufacturerId: string }[] }[] = [];

  // Three requests with their design data read and pictured: on a busy two-core machine that alone took up to a minute.
  beforeAll(async () => {
    server = await startTestServer();
    customer = await signIn(server.url, 'customer2');
    for (const name of names) {
      created.push(data(await createOrderWithDesign(server.url, { name, manufacturers: [alpha, beta], shippingAddress: address, billingAddress: address }, customer)));
    }
  }, 180_000);
  afterAll(() => server?.close());

  const list = async (variables: Record<string, unknown>) => data<Connection>(await graphql(server.url, LIST, variables, customer));

  test('the customer pages through its requests, newest first, in both directions', async () => {
    const first = await list({ first: 2 });
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e) => e.node.name)).toEqual(['Board C', 'Board B']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const second = await list({ first: 2, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => e.node.name)).toEqual(['Board A']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const back = await list({ last: 1, before: second.pageInfo.startCursor });
    expect(back.edges.map((e) => e.node.name)).toEqual(['Board B']);
    expect(back.pageInfo.hasPreviousPage).toBe(true);

    const oldest = await list({ last: 2 });
    expect(oldest.edges.map((e) => e.node.name)).toEqual(['Board B', 'Board A']);

    const broken = await graphql(server.url, LIST, { first: 2, after: 'not-a-cursor' }, customer);
    expect(broken.errors?.[0].extensions?.code).toBe('INVALID_CURSOR');
  });

  test('the customer filters its requests by white-label shop, up to twenty shops at once', async () => {
    const SHOP_LIST = 'query ($shops: [ID!]) { orders(first: 5, whitelabelFilter: $shops) { totalCount edges { node { name } } } }';
    const shops = (ids: string[]) => graphql<Record<string, Connection>>(server.url, SHOP_LIST, { shops: ids }, customer);
    // The three requests came from the marketplace: no shop holds any of them, however many shops are named.
    expect(data(await shops(['shop-unknown']))).toEqual({ totalCount: 0, edges: [] });
    const twenty = Array.from({ length: 20 }, (_, n) => `shop-${n}`);
    expect(data(await shops([...twenty, ...twenty]))).toEqual({ totalCount: 0, edges: [] });
    expect(data(await shops([])).totalCount).toBe(3);

    const tooMany = await shops([...twenty, 'shop-20']);
    expect(tooMany.errors?.[0].extensions?.code).toBe('INVALID_ARGUMENT');
    expect(tooMany.errors?.[0].message).toBe('Filter by at most 20 shops at once.');
  });

  test('when the customer accepts two producers\' quotes at the same moment, exactly one is accepted', async () => {
    const [orderA, orderB] = [alpha, beta].map((m) => created[0].orders.find((o) => o.manufacturerId === m)!.id);
    const quoteIds: string[] = [];
    for (const [producer, orderId] of [['producer1', orderA], ['producer2', orderB]] as const) {
      const token = await signIn(server.url, producer);
      const response = await graphqlUpload<Record<string, { orders: { quote: { id: string } }[] }>>(
        server.url,
        'mutation ($quote: Upload!, $orderId: ID!) { updateOrderQuote(quote: $quote, orderId: $orderId) { orders { quote { id } } } }',
        { quote: null, orderId },
        { 'variables.quote': quotePdf() },
        token,
      );
      quoteIds.push(data(response).orders[0].quote.id);
    }
    const accept = (orderId: string, quoteId: string) =>
      graphql(server.url, 'mutation ($o: ID!, $q: ID!) { answerOrderQuote(orderId: $o, quoteId: $q, status: ACCEPTED, reason: COSTS) { id } }', { o: orderId, q: quoteId }, customer);
    const results = await Promise.all([accept(orderA, quoteIds[0]), accept(orderB, quoteIds[1])]);
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors![0].extensions?.code).toBe('ORDER_STATUS_UPDATE_ILLEGAL');

    const final = data<{ orders: { status: string; quote: { accepted: boolean } | null }[] }>(
      await graphql(server.url, `{ fetchOrder(orderId: "${created[0].id}") { orders { status quote { accepted } } } }`, {}, customer),
    );
    expect(final.orders.map((o) => o.status).sort()).toEqual(['CANCELED_BY_CUSTOMER', 'WAITING_FOR_PRODUCTION']);
    expect(final.orders.filter((o) => o.quote?.accepted)).toHaveLength(1);
  });
});

describe('production mode', () => {
  test('seeds nothing and has no demo accounts', async () => {
    const server = await startTestServer({ NODE_ENV: 'production' });
    try {
      await expect(signIn(server.url, 'customer1')).rejects.toThrow('sign-in of customer1 failed');
      const { rows } = await server.system.services.db.query('select count(*)::int as n from events');
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await server.close();
    }
  });
});
