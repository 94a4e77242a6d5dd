import type { Database } from './database';
import { reachableDatabases } from '../testing/databases';
import { upkeepTables } from './table-upkeep';

describe.each(reachableDatabases())('table upkeep on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  // A server's own autovacuum stays away from these tables, so only the upkeep under test cleans them.
  const createTable = (name: string) => db.query(`create table ${name} (id integer primary key, amount integer not null) with (autovacuum_enabled = false)`);
  const named = (tables: readonly string[]) => tables.map((table) => table.split('.').pop());
  const statsOf = async (table: string) =>
    (
      await db.query<{ dead: number; vacuumed: boolean; analyzed: boolean }>(
        `select n_dead_tup::integer as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
         from pg_stat_user_tables where relname = $1 and schemaname = any(current_schemas(false))`,
        [table],
      )
    ).rows[0];

  /** Waits until the statistics count `rows` changed rows of `table`: a writer's counts reach them up to a second after it commits. */
  async function counted(table: string, rows: number): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows: found } = await db.query<{ changed: number }>(
        `select (n_tup_ins + n_tup_upd + n_tup_del)::integer as changed from pg_stat_user_tables where relname = $1 and schemaname = any(current_schemas(false))`,
        [table],
      );
      if ((found[0]?.changed ?? 0) >= rows) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the statistics never counted ${rows} changed rows of ${table}`);
  }

  test('given a table whose every row was updated twice and a table left alone, when the upkeep runs, then only the first is vacuumed and analyzed, its dead rows are gone, and the next round has nothing to do', async () => {
    await createTable('changed_amounts');
    await createTable('quiet_amounts');
    await db.query('insert into quiet_amounts select n, 0 from generate_series(1, 20) n');
    await db.query('insert into changed_amounts select n, 0 from generate_series(1, 2000) n');
    await counted('changed_amounts', 2000);
    await upkeepTables(db);
    await db.query('update changed_amounts set amount = amount + 1');
    await db.query('update changed_amounts set amount = amount + 1');
    await counted('changed_amounts', 6000);

    const done = await upkeepTables(db);

    expect(named(done.vacuumed)).toEqual(['changed_amounts']);
    expect(named(done.analyzed)).toEqual(['changed_amounts']);
    expect(await statsOf('changed_amounts')).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    expect(await upkeepTables(db)).toEqual({ vacuumed: [], analyzed: [] });
    expect((await db.query<{ total: number }>('select sum(amount)::integer as total from changed_amounts')).rows[0].total).toBe(4000);
  });

  test('given a table only inserted into, when the upkeep runs, then it is vacuumed (for its visibility map) and analyzed', async () => {
    await createTable('appended_amounts');
    await db.query('insert into appended_amounts select n, n from generate_series(1, 3000) n');
    await counted('appended_amounts', 3000);

    const done = await upkeepTables(db);

    expect(named(done.vacuumed)).toEqual(['appended_amounts']);
    expect(named(done.analyzed)).toEqual(['appended_amounts']);
    expect(await statsOf('appended_amounts')).toEqual({ dead: 0, vacuumed: true, analyzed: true });
  });
});
