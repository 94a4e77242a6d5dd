import { randomUUID } from 'node:crypto';
import { CURRENT_EVENT_VERSIONS, companyStreamId, superOrderStreamId, type DomainEvent } from '@pcbm/domain';
import { ensureEventStoreSchema, ensurePersonalDataSchema, ProcessorRunner, SharedLogReads, SqlEventStore, type Database, type EventProcessor, type SqlClient } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { superOrderHistory } from '../bench/order-history-fixture';
import { ensureReadModelSchema, readModelProjectors } from '.';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const stamp = (events: DomainEvent[]) => events.map((e) => ({ type: e.type, schemaVersion: CURRENT_EVENT_VERSIONS[e.type], data: e.data, metadata }));

async function dump(db: SqlClient): Promise<Record<string, unknown[]>> {
  const tables = ['super_orders', 'orders', 'super_order_counts', 'users', 'companies', 'company_members', 'manufacturers', 'company_ndas', 'export_settings', 'deleted_companies', 'account_counts'];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) result[table] = (await db.query(`select * from ${table} order by 1, 2`)).rows;
  return result;
}

describe.each(reachableDatabases())('read models on $name', ({ open }) => {
  let db: Database;
  let runners: ProcessorRunner[];
  let store: SqlEventStore;
  const superOrderIds = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    await ensureReadModelSchema(db);
    await ensurePersonalDataSchema(db);
    store = new SqlEventStore(db);
    runners = readModelProjectors.map((projector) => new ProcessorRunner(db, store, projector, { batchSize: 4 }));
    const at = '2026-11-22T10:00:00.000Z';
    for (const id of superOrderIds) await store.append(superOrderStreamId(id), stamp(superOrderHistory(id, at)), 0);
    const companyId = randomUUID();
    await store.append(
      companyStreamId(companyId),
      stamp([
        { type: 'CompanyCreated', data: { companyId, name: 'ACME', legalName: 'ACME GmbH', industry: null, billingAddress: null, shippingAddress: null, vatNumber: null, createdById: null, occurredAt: at } },
        { type: 'CompanyMemberAdded', data: { companyId, userId: 'u1', occurredAt: at } },
      ]),
      0,
    );
    const deletedId = randomUUID();
    await store.append(
      companyStreamId(deletedId),
      stamp([
        { type: 'CompanyCreated', data: { companyId: deletedId, name: 'Gone', legalName: 'Gone GmbH', industry: null, billingAddress: null, shippingAddress: null, vatNumber: null, createdById: 'u2', occurredAt: at } },
        { type: 'CompanyMemberAdded', data: { companyId: deletedId, userId: 'u2', occurredAt: at } },
        { type: 'CompanyNdaSigned', data: { companyId: deletedId, fileId: 'nda', signedById: 'u2', locale: 'en', occurredAt: at } },
        { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: deletedId, settings: { format: 'Excel', unit: 'Mil', bomColumnOrder: ['MPN'] }, occurredAt: at } },
        { type: 'CompanyDeleted', data: { companyId: deletedId, deletedById: 'u2', occurredAt: at } },
      ]),
      0,
    );
    for (const runner of runners) await runner.catchUp();
  });
  afterAll(() => db.close());

  test('given a request accepted at one producer and in production, then the read models show it', async () => {
    const { rows } = await db.query<{ status: string }>(
      'select o.status from orders o where o.super_order_id = $1 order by o.status',
      [superOrderIds[0]],
    );
    expect(rows.map((r) => r.status)).toEqual(['CANCELED_BY_CUSTOMER', 'IN_PRODUCTION']);
    const { rows: members } = await db.query('select company_id, user_id from company_members');
    expect(members).toHaveLength(1);
  });

  test('given a company deleted, then only its name is left of it', async () => {
    const dumped = await dump(db);
    expect(dumped.companies.map((row) => (row as { name: string }).name)).toEqual(['ACME']);
    expect(dumped.deleted_companies).toEqual([expect.objectContaining({ name: 'Gone' })]);
    expect(dumped.company_ndas).toEqual([]);
    expect(dumped.export_settings).toEqual([]);
  });

  test('a rebuild from position zero produces identical read models', async () => {
    const before = await dump(db);
    expect(before.super_orders).toHaveLength(3);
    expect(before.deleted_companies).toHaveLength(1);
    for (const runner of runners) await runner.rebuild();
    expect(await dump(db)).toEqual(before);
  });

  test('a replacement in one transaction produces identical read models, list counts included', async () => {
    const before = await dump(db);
    const log = new SharedLogReads(store, db, { readAhead: db.connections > 1 });
    for (const projector of readModelProjectors) await new ProcessorRunner(db, log, projector, { batchSize: 4 }).replace();
    expect(await dump(db)).toEqual(before);
  });

  test('given each read model held in its replacement after its rows were deleted, then a reader on another connection sees every old row', async () => {
    if (db.connections < 2) return;
    const before = await dump(db);
    for (const projector of readModelProjectors) {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let reached: () => void = () => undefined;
      const deleted = new Promise<void>((resolve) => (reached = resolve));
      const held: EventProcessor = {
        ...projector,
        async reset(tx, options) {
          await projector.reset(tx, options);
          reached();
          await gate;
        },
      };
      const replacing = new ProcessorRunner(db, store, held, { batchSize: 4 }).replace();
      await deleted;
      // A table emptied by truncation would make the reader wait for the replacement; it gives up after a second.
      const seen = await db.transaction(async (tx) => {
        await tx.query("set local lock_timeout = '1s'");
        return dump(tx);
      });
      release();
      await replacing;
      expect(seen).toEqual(before);
    }
  });
});
