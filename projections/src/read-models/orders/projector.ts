import { domainEventOf, evolveSuperOrder, idOfStream, isEventOf, isStreamOf, SUPER_ORDER_EVENTS, type SuperOrderState } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-model-names';

const parse = (document: SuperOrderState | string): SuperOrderState => (typeof document === 'string' ? JSON.parse(document) : document);

async function loadDocuments(tx: SqlClient, ids: readonly string[]): Promise<Map<string, SuperOrderState>> {
  const { rows } = await tx.query<{ id: string; document: SuperOrderState | string }>('select id, document from super_orders where id = any($1)', [ids]);
  return new Map(rows.map((row) => [row.id, parse(row.document)]));
}

/** Writes the documents and their orders with one statement each, however many there are. */
async function saveDocuments(tx: SqlClient, states: readonly SuperOrderState[]): Promise<void> {
  await tx.query(
    `insert into super_orders (id, name, placed_by_id, as_company_id, from_whitelabel_id, created_on, updated_on, document)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::jsonb[])
     on conflict (id) do update set name = excluded.name, updated_on = excluded.updated_on, document = excluded.document`,
    [
      states.map((s) => s.id),
      states.map((s) => s.name),
      states.map((s) => s.placedById),
      states.map((s) => s.asCompanyId),
      states.map((s) => s.fromWhitelabelId),
      states.map((s) => s.createdOn),
      states.map((s) => s.updatedOn),
      states.map((s) => JSON.stringify(s)),
    ],
  );
  const orders = states.flatMap((state) => state.orders.map((order) => ({ state, order })));
  await tx.query(
    `insert into orders (id, super_order_id, manufacturer_id, status, response_deadline, from_whitelabel_id, created_on, updated_on)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::timestamptz[], $8::timestamptz[])
     on conflict (id) do update set status = excluded.status, response_deadline = excluded.response_deadline,
       updated_on = excluded.updated_on`,
    [
      orders.map(({ order }) => order.id),
      orders.map(({ state }) => state.id),
      orders.map(({ order }) => order.manufacturerId),
      orders.map(({ order }) => order.status),
      orders.map(({ order }) => order.responseDeadline),
      orders.map(({ state }) => state.fromWhitelabelId),
      orders.map(({ order }) => order.createdOn),
      orders.map(({ order }) => order.updatedOn),
    ],
  );
}

/**
 * The customers', producers' and admins' views of requests: one document per super order (the
 * decider's own state, so the API shows exactly what the rules decide on) plus one row per
 * producer's order for the producers' lists. A batch loads and writes each document once.
 */
export const orderProjector: EventProcessor = {
  name: READ_MODELS.orders,
  handle(event: RecordedEvent, tx: SqlClient) {
    return this.handleBatch!([event], tx);
  },
  async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
    const relevant = events.filter((event) => isStreamOf(event.streamId, 'superOrder'));
    if (relevant.length === 0) return;
    const idOf = (event: RecordedEvent) => idOfStream(event.streamId, 'superOrder')!;
    const documents = await loadDocuments(tx, [...new Set(relevant.map(idOf))]);
    const changed = new Set<string>();
    for (const event of relevant) {
      const id = idOf(event);
      const stored = domainEventOf(event);
      if (!isEventOf(SUPER_ORDER_EVENTS, stored)) continue;
      const next = evolveSuperOrder(documents.get(id) ?? null, stored);
      if (!next) continue;
      documents.set(id, next);
      changed.add(id);
    }
    if (changed.size > 0) await saveDocuments(tx, [...changed].map((id) => documents.get(id)!));
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from orders');
    await tx.query('delete from super_orders');
  },
};
