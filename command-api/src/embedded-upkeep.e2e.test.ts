import { DEMO_COMPANIES } from './application/demo-seed';
import { appendCustomerTexts } from './testing/chat-messages';
import { signIn } from './testing/graphql-client';
import { createOrderWithDesign, CUSTOMER_ADDRESS, resultOf } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const MESSAGES = 1_500;
const alpha = DEMO_COMPANIES[1].manufacturerId!;

// PostgreSQL's own autovacuum looks after its tables; the embedded PGlite has none, so the product does.
const embedded = !process.env.DATABASE_URL;

(embedded ? describe : describe.skip)('the embedded database kept up by the product', () => {
  let server: TestServer;
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer({ TABLE_UPKEEP_MS: '1000' });
    const customer = await signIn(server.url, 'customer1');
    const created = resultOf<{ orders: { id: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Chatty board', manufacturers: [alpha], shippingAddress: CUSTOMER_ADDRESS, billingAddress: CUSTOMER_ADDRESS }, customer, 'orders { id }'),
    );
    orderId = created.orders[0].id;
  }, 60_000);
  afterAll(() => server?.close());

  const chatMessagesTable = async () =>
    (
      await server.system.services.db.query<{ messages: number; vacuumed: boolean; analyzed: boolean }>(
        `select n_live_tup::integer as messages, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
         from pg_stat_user_tables where relname = 'chat_messages' and schemaname = any(current_schemas(false))`,
      )
    ).rows[0];

  test('given a chat that gained many messages, when the product runs on, then it vacuums and analyzes the messages table by itself within seconds and goes on serving', async () => {
    await appendCustomerTexts(server.system, orderId, MESSAGES);

    let table = await chatMessagesTable();
    for (let i = 0; i < 300 && !(table?.vacuumed && table.analyzed); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      table = await chatMessagesTable();
    }
    expect(table).toEqual({ messages: expect.any(Number), vacuumed: true, analyzed: true });
    expect(table.messages).toBeGreaterThanOrEqual(MESSAGES);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 90_000);
});
