import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

interface FixtureRow {
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
}
const fixture = JSON.parse(readFileSync(join(__dirname, 'testing/fixtures/super-order-v1.events.json'), 'utf8')) as { streamId: string; rows: FixtureRow[] };
const superOrderId = fixture.streamId.replace('superOrder-', '');

function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

describe('events stored in old shapes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.system.services;
    await db.transaction(async (tx) => {
      for (const [index, row] of fixture.rows.entries()) {
        await tx.query(
          `insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
          [fixture.streamId, index + 1, randomUUID(), row.event_type, row.schema_version, JSON.stringify(row.data), JSON.stringify(row.metadata), (row.data as { occurredAt: string }).occurredAt],
        );
      }
    });
  }, 60_000);
  afterAll(() => server?.close());

  test('replay into today\'s read models without loss', async () => {
    const customer = await signIn(server.url, 'customer1');
    let superOrder: { name: string; orders: Record<string, unknown>[] } | undefined;
    for (let i = 0; i < 100 && !superOrder; i++) {
      const response = await graphql<Record<string, typeof superOrder>>(
        server.url,
        `{ fetchOrder(orderId: "${superOrderId}") { name orders { id manufacturerId status quantity pcbVersion isPanel separateBoard bulkPrices
            requiredOperations optionalOperations requiredCertificates ipcClass type additionalNotes cancelReason
            quote { status filename fileId } } } }`,
        {},
        customer,
      );
      superOrder = response.data?.fetchOrder;
      if (!superOrder) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(superOrder!.name).toBe('Legacy LED driver');
    expect(superOrder!.orders).toEqual([
      {
        id: '5e1d0c1e-0000-4000-8000-00000000b001',
        manufacturerId: '6d1f0c1e-0000-4000-8000-000000000301',
        status: 'WAITING_FOR_PRODUCTION',
        quantity: 250,
        pcbVersion: 'V3',
        isPanel: true,
        separateBoard: false,
        bulkPrices: [500, 1000],
        requiredOperations: ['Assembly'],
        optionalOperations: ['AOI2D'],
        requiredCertificates: ['ISO9001'],
        ipcClass: 'CLASS2',
        type: 'SERIES',
        additionalNotes: 'Lead-free only',
        cancelReason: null,
        quote: { status: 'ACCEPTED', filename: 'Angebot-4711.pdf', fileId: '5e1d0c1e-0000-4000-8000-00000000f001' },
      },
      expect.objectContaining({ id: '5e1d0c1e-0000-4000-8000-00000000b002', status: 'CANCELED_BY_CUSTOMER', cancelReason: 'RESPONSE_TIME', quote: null }),
    ]);
  });

  test('today\'s aggregate decides on them, and the auditor sees current shapes with the stored version', async () => {
    const producer = await signIn(server.url, 'producer1');
    const started = data<{ orders: { status: string }[] }>(
      await graphql(server.url, 'mutation { updateOrderStatus(orderId: "5e1d0c1e-0000-4000-8000-00000000b001", status: IN_PRODUCTION) { orders { status } } }', {}, producer),
    );
    expect(started.orders).toEqual([{ status: 'IN_PRODUCTION' }]);
    const refused = await graphql(server.url, 'mutation { updateOrderStatus(orderId: "5e1d0c1e-0000-4000-8000-00000000b002", status: IN_PRODUCTION) { id } }', {}, await signIn(server.url, 'producer2'));
    expect(refused.errors?.[0].extensions?.code).toBe('ORDER_STATUS_UPDATE_ILLEGAL');

    const history = data<{ type: string; schemaVersion: number; storedSchemaVersion: number; data: Record<string, unknown> }[]>(
      await graphql(server.url, `{ fetchOrderHistory(superOrderId: "${superOrderId}") { type schemaVersion storedSchemaVersion data } }`, {}, await signIn(server.url, 'admin')),
    );
    expect(history.map((e) => [e.type, e.storedSchemaVersion, e.schemaVersion])).toEqual([
      ['SuperOrderCreated', 1, 3],
      ['QuoteOffered', 1, 2],
      ['OrderCanceledByCustomer', 1, 2],
      ['QuoteAccepted', 1, 1],
      ['OrderProductionStarted', 1, 1],
    ]);
    expect(history[0].data).not.toHaveProperty('manufacturers');
    expect(history[1].data.file).toEqual({ fileId: '5e1d0c1e-0000-4000-8000-00000000f001', filename: 'Angebot-4711.pdf' });
    expect(history[2].data.acceptedOrderId).toBeNull();

    const { rows } = await server.system.services.db.query<{ schema_version: number }>(
      'select schema_version from events where stream_id = $1 order by stream_position',
      [fixture.streamId],
    );
    expect(rows.map((r) => r.schema_version)).toEqual([1, 1, 1, 1, 1]);
  });
});
