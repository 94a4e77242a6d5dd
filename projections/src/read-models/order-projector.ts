import { evolveSuperOrder, upcast, type SuperOrderEvent, type SuperOrderState } from '@pcbm/domain';
import type { EventProcessor, RecordedEvent, SqlClient } from '@pcbm/platform';

const SUPER_ORDER_STREAM = 'superOrder-';

async function loadDocument(tx: SqlClient, id: string): Promise<SuperOrderState | null> {
  const { rows } = await tx.query<{ document: SuperOrderState | string }>('select document from super_orders where id = $1', [id]);
  if (!rows[0]) return null;
  return typeof rows[0].document === 'string' ? JSON.parse(rows[0].document) : rows[0].document;
}

async function saveDocument(tx: SqlClient, state: SuperOrderState): Promise<void> {
  await tx.query(
    `insert into super_orders (id, name, placed_by_id, as_company_id, from_whitelabel_id, created_on, updated_on, document)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
     on conflict (id) do update set name = excluded.name, updated_on = excluded.updated_on, document = excluded.document`,
    [state.id, state.name, state.placedById, state.asCompanyId, state.fromWhitelabelId, state.createdOn, state.updatedOn, JSON.stringify(state)],
  );
  for (const order of state.orders) {
    await tx.query(
      `insert into orders (id, super_order_id, manufacturer_id, status, response_deadline, from_whitelabel_id, created_on, updated_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (id) do update set status = excluded.status, response_deadline = excluded.response_deadline,
         updated_on = excluded.updated_on`,
      [order.id, state.id, order.manufacturerId, order.status, order.responseDeadline, state.fromWhitelabelId, order.createdOn, order.updatedOn],
    );
  }
}

/**
 * The customers', producers' and admins' views of requests: one document per super order (the
 * decider's own state, so the API shows exactly what the rules decide on) plus one row per
 * producer's order for the producers' lists.
 */
export const orderProjector: EventProcessor = {
  name: 'orders',
  async handle(event: RecordedEvent, tx: SqlClient) {
    if (!event.streamId.startsWith(SUPER_ORDER_STREAM)) return;
    const superOrderId = event.streamId.slice(SUPER_ORDER_STREAM.length);
    const domainEvent = upcast(event.type, event.schemaVersion, event.data) as SuperOrderEvent;
    const next = evolveSuperOrder(await loadDocument(tx, superOrderId), domainEvent);
    if (next) await saveDocument(tx, next);
  },
  async reset(tx: SqlClient) {
    await tx.query('delete from orders');
    await tx.query('delete from super_orders');
  },
};
