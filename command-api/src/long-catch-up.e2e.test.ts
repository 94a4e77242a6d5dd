import { DEMO_COMPANIES } from './application/demo-seed';
import { appendCustomerTexts } from './testing/chat-messages';
import { graphql, signIn } from './testing/graphql-client';
import { createOrderWithDesign, CUSTOMER_ADDRESS, resultOf } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

/** More than two of a read model's batches: a catch-up commits several of them together where it can. */
const MESSAGES = 1_200;
const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = CUSTOMER_ADDRESS;

interface Page {
  totalCount: number;
  edges: { node: { text: string | null } }[];
}

describe('a read model with more than a batch to catch up', () => {
  let server: TestServer;
  let customer: string;
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer();
    customer = await signIn(server.url, 'customer1');
    const created = resultOf<{ orders: { id: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Busy board', manufacturers: [alpha], shippingAddress: address, billingAddress: address }, customer, 'orders { id }'),
    );
    orderId = created.orders[0].id;
  }, 60_000);
  afterAll(() => server?.close());

  /** The chat's last messages as the customer sees them (the product adds its own announcements beside theirs). */
  const lastMessages = async (): Promise<Page> =>
    resultOf<Page>(await graphql(server.url, `{ fetchMessages(chatId: "${orderId}", last: 3) { totalCount edges { node { text } } } }`, {}, customer));
  const textMessages = async (): Promise<number> => {
    const { rows } = await server.system.services.db.query<{ count: number }>(`select count(*)::int as count from chat_messages where chat_id = $1 and kind = 'text'`, [orderId]);
    return rows[0].count;
  };

  test('given a chat that gained more messages at once than a batch holds, then the running product projects every one of them and goes on serving', async () => {
    await appendCustomerTexts(server.system, orderId, MESSAGES);

    for (let i = 0; i < 600 && (await textMessages()) < MESSAGES; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await textMessages()).toBe(MESSAGES);
    const page = await lastMessages();
    expect(page.totalCount).toBeGreaterThanOrEqual(MESSAGES);
    expect(page.edges.map((edge) => edge.node.text)).toContain(`Message ${MESSAGES}`);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 90_000);
});
