import { ensureProductEventStoreSchema } from '../event-store/product-event-store';
import { ensureFileStoreSchema } from '../file-store/schema';
import { ensureMailOutboxSchema } from '../mail/schema';
import { isolatedPostgres, reachableDatabases } from '../testing/databases';
import { PgDatabase } from './pg-database';
import type { Database } from './database';
import { whileSettingUpSchema } from './schema-setup';

const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

/** Runs `setUp` in each database at once, noting when each began and ended. */
async function setUpAtOnce(databases: readonly Database[], setUp: (db: Database) => Promise<void>) {
  const spans: { began: number; ended: number }[] = [];
  const results = await Promise.allSettled(
    databases.map((db) =>
      whileSettingUpSchema(db, async () => {
        const began = performance.now();
        await setUp(db);
        spans.push({ began, ended: performance.now() });
      }),
    ),
  );
  return { results, spans: spans.sort((a, b) => a.began - b.began) };
}

const overlapping = (spans: readonly { began: number; ended: number }[]) => spans.some((span, index) => index > 0 && span.began < spans[index - 1].ended);

onPostgres('setting up the schema on PostgreSQL from several processes at once', () => {
  let schema: Awaited<ReturnType<typeof isolatedPostgres>>;
  let processes: PgDatabase[] = [];
  beforeEach(async () => {
    schema = await isolatedPostgres(databaseUrl!);
    processes = [0, 1, 2].map(() => new PgDatabase(schema.url, 4));
  });
  afterEach(async () => {
    for (const db of processes) await db.close();
    await schema.drop();
  });

  test('given an empty schema, when three processes create the tables at once, then each takes its turn, none fails, and every table is there', async () => {
    const { results, spans } = await setUpAtOnce(processes, async (db) => {
      await ensureProductEventStoreSchema(db);
      await ensureFileStoreSchema(db);
      await ensureMailOutboxSchema(db);
    });
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(spans).toHaveLength(3);
    expect(overlapping(spans)).toBe(false);
    const { rows } = await processes[0].query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema = current_schema() and table_name in ('events', 'stored_files', 'mail_outbox')",
    );
    expect(rows[0].tables).toBe(3);
  });

  test('given a process that holds the turn, when another asks for it, then it waits until the turn is released and goes on', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const firstBegan = new Promise<void>((resolve) => (began = resolve));
    const first = whileSettingUpSchema(processes[0], () => {
      began();
      return held;
    });
    await firstBegan;
    let secondRan = false;
    const second = whileSettingUpSchema(processes[1], async () => void (secondRan = true));
    await new Promise((wait) => setTimeout(wait, 400));
    expect(secondRan).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(secondRan).toBe(true);
  });

  test('given a setup that fails, when it ends, then the turn is released for the next process', async () => {
    await expect(whileSettingUpSchema(processes[0], () => Promise.reject(new Error('no room left')))).rejects.toThrow('no room left');
    await expect(whileSettingUpSchema(processes[1], async () => 'set up')).resolves.toBe('set up');
  });
});

describe.each(reachableDatabases().filter(({ name }) => name === 'PGlite'))('setting up the schema on $name', ({ open }) => {
  test('given two setups in the one process of the embedded database, when they run at once, then they take turns', async () => {
    const db = await open();
    try {
      const { results, spans } = await setUpAtOnce([db, db], async (setUpDb) => {
        await ensureMailOutboxSchema(setUpDb);
        await new Promise((wait) => setTimeout(wait, 50));
      });
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(overlapping(spans)).toBe(false);
    } finally {
      await db.close();
    }
  });
});
