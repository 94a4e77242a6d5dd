import { CURRENT_EVENT_VERSIONS, superOrderStreamId } from '@pcbm/domain';
import { createProductEventStore, ensureProductEventStoreSchema, loadConfig, openDatabase, type NewEvent } from '@pcbm/platform';
import { CUSTOMER_ID, superOrderHistory, type SeededSuperOrder } from './super-order-histories';
import type { ProductStorage } from './product-storage';

const BATCH = 500;
const metadata = { correlationId: 'load-bench-seed', causationId: 'load-bench-seed', command: 'CreateOrder', actor: { kind: 'USER' as const, userId: CUSTOMER_ID } };

export interface SeededOrders {
  readonly superOrders: readonly SeededSuperOrder[];
  readonly events: number;
  readonly seconds: number;
  /** `select version()` of the database the product runs on. */
  readonly databaseVersion: string;
}

/**
 * Appends `count` super order histories straight into the product's event store, 500 requests per transaction,
 * while the product is stopped (PGlite has one process at a time). Each request is created one second after the
 * previous one, so the lists' newest-first order is the seeding order reversed.
 */
export async function seedSuperOrders(storage: ProductStorage, count: number): Promise<SeededOrders> {
  const db = await openDatabase(loadConfig({ DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) }));
  const started = performance.now();
  try {
    await ensureProductEventStoreSchema(db);
    const store = createProductEventStore(db);
    const base = Date.now() - count * 1000;
    const superOrders: SeededSuperOrder[] = [];
    let events = 0;
    for (let start = 0; start < count; start += BATCH) {
      await db.transaction(async (tx) => {
        for (let n = start; n < Math.min(start + BATCH, count); n++) {
          const history = superOrderHistory(n, new Date(base + n * 1000).toISOString());
          const stored: NewEvent[] = history.events.map((event) => ({ type: event.type, schemaVersion: CURRENT_EVENT_VERSIONS[event.type], data: event.data, metadata }));
          await store.appendInTransaction(tx, superOrderStreamId(history.seeded.superOrderId), stored, 0);
          superOrders.push(history.seeded);
          events += stored.length;
        }
      });
    }
    const { rows } = await db.query<{ version: string }>('select version() as version');
    return { superOrders, events, seconds: (performance.now() - started) / 1000, databaseVersion: rows[0].version };
  } finally {
    await db.close();
  }
}
