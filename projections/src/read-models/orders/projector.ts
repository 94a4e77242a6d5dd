import { domainEventOf, evolveSuperOrder, idOfStream, isEventOf, SUPER_ORDER_EVENTS, type OrderState, type SuperOrderEvent, type SuperOrderState } from '@pcbm/domain';
import { sendStatement, type EventProcessor, type RecordedEvent, type ResetOptions, type SqlClient } from '@pcbm/platform';
import { READ_MODEL_BATCHES_PER_COMMIT } from '../batches-per-commit';
import { READ_MODELS } from '../read-model-names';
import { UNCOUNTED_REMOVALS_SETTING } from './list-counts';
import { eventsOfStreams } from '../../stream-events';

const parse = (document: SuperOrderState | string): SuperOrderState => (typeof document === 'string' ? JSON.parse(document) : document);

async function loadDocuments(tx: SqlClient, ids: readonly string[]): Promise<Map<string, SuperOrderState>> {
  const { rows } = await tx.query<{ id: string; document: SuperOrderState | string }>('select id, document from super_orders where id = any($1)', [ids]);
  return new Map(rows.map((row) => [row.id, parse(row.document)]));
}

/**
 * Writes the documents with one statement. A document is stored as the JSON text it is sent as (`json`, checked but
 * not taken apart): it is only ever read back whole, and building jsonb of it was most of the statement's work. The
 * documents travel as one JSON array, which the driver sends as it is (an array of texts it would escape character
 * by character), beside arrays of the columns the lists sort and filter by.
 */
async function saveDocuments(tx: SqlClient, states: readonly SuperOrderState[]): Promise<void> {
  await sendStatement(
    tx,
    `insert into super_orders (id, name, placed_by_id, as_company_id, from_whitelabel_id, created_on, updated_on, document)
     select * from rows from (unnest($1::text[]), unnest($2::text[]), unnest($3::text[]), unnest($4::text[]), unnest($5::text[]),
       unnest($6::timestamptz[]), unnest($7::timestamptz[]), json_array_elements($8::json))
     on conflict (id) do update set name = excluded.name, updated_on = excluded.updated_on, document = excluded.document`,
    [
      states.map((state) => state.id),
      states.map((state) => state.name),
      states.map((state) => state.placedById),
      states.map((state) => state.asCompanyId),
      states.map((state) => state.fromWhitelabelId),
      states.map((state) => state.createdOn),
      states.map((state) => state.updatedOn),
      JSON.stringify(states),
    ],
    { name: 'save-super-order-documents' },
  );
}

/** Whether the order's row (status, deadline, last change) differs from what the stored document had. */
const orderRowChanged = (order: OrderState, stored: OrderState | undefined) =>
  !stored || stored.status !== order.status || stored.responseDeadline !== order.responseDeadline || stored.updatedOn !== order.updatedOn;

/** Writes the orders that are new or changed since the stored documents, with one statement. */
async function saveOrders(tx: SqlClient, states: readonly SuperOrderState[], stored: ReadonlyMap<string, SuperOrderState>): Promise<void> {
  const orders = states.flatMap((state) => {
    const before = new Map(stored.get(state.id)?.orders.map((order) => [order.id, order]));
    return state.orders.filter((order) => orderRowChanged(order, before.get(order.id))).map((order) => ({ state, order }));
  });
  if (orders.length === 0) return;
  await sendStatement(
    tx,
    `insert into orders (id, super_order_id, manufacturer_id, status, response_deadline, from_whitelabel_id, created_on, updated_on, super_order_created_on)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[])
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
      orders.map(({ state }) => state.createdOn),
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
  batchesPerCommit: READ_MODEL_BATCHES_PER_COMMIT,
  handles: eventsOfStreams('superOrder'),
  handle(event: RecordedEvent, tx: SqlClient) {
    return this.handleBatch!([event], tx);
  },
  async handleBatch(events: readonly RecordedEvent[], tx: SqlClient) {
    const histories = new Map<string, SuperOrderEvent[]>();
    // A request whose history in this batch starts with its stream's first event has no document stored yet, so only
    // the others are looked up (in a rebuild, where a request's events mostly lie together, hardly any).
    const begun = new Set<string>();
    for (const event of events) {
      const id = idOfStream(event.streamId, 'superOrder');
      if (id === null) continue;
      const stored = domainEventOf(event);
      if (!isEventOf(SUPER_ORDER_EVENTS, stored)) continue;
      const history = histories.get(id);
      if (history) history.push(stored);
      else {
        histories.set(id, [stored]);
        if (event.streamPosition === 1) begun.add(id);
      }
    }
    if (histories.size === 0) return;
    const stored = [...histories.keys()].filter((id) => !begun.has(id));
    const loaded = stored.length > 0 ? await loadDocuments(tx, stored) : new Map<string, SuperOrderState>();
    const states = [...histories].flatMap(([id, history]) => {
      const state = history.reduce<SuperOrderState | null>((document, event) => evolveSuperOrder(document, event) ?? document, loaded.get(id) ?? null);
      return state && state !== loaded.get(id) ? [state] : [];
    });
    if (states.length === 0) return;
    await saveDocuments(tx, states);
    await saveOrders(tx, states, loaded);
  },
  async reset(tx: SqlClient, options?: ResetOptions) {
    if (options?.replacing) {
      // Row by row, so readers keep the old rows until the rebuild commits; the lists are not recounted for each one.
      await tx.query(`select set_config('${UNCOUNTED_REMOVALS_SETTING}', 'on', true)`);
      await tx.query('delete from orders');
      await tx.query('delete from super_orders');
      await tx.query(`select set_config('${UNCOUNTED_REMOVALS_SETTING}', 'off', true)`);
    }
    // Emptied at once: deleting row by row would recount the lists for every row.
    else await tx.query('truncate orders, super_orders');
    await tx.query('delete from super_order_counts');
  },
};
