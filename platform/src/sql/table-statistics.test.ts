import type { Database } from './database';
import { reachableDatabases } from '../testing/databases';
import { analyzeStaleTables } from './table-statistics';

describe.each(reachableDatabases())('table statistics on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.query('create table if not exists listed_things (id integer primary key, owner text not null)');
    await db.query('create table if not exists few_things (id integer primary key)');
  });
  afterAll(() => db.close());

  const analyzed = async (table: string) =>
    (
      await db.query<{ analyzed: boolean }>(
        'select last_analyze is not null as analyzed from pg_stat_user_tables where relname = $1 and schemaname = any(current_schemas(false))',
        [table],
      )
    ).rows[0]?.analyzed;

  test('given a table filled with thousands of rows and one with a few, when stale tables are analyzed, then only the filled one is, and only once', async () => {
    await db.query(`insert into listed_things select n, 'owner-' || (n % 7) from generate_series(1, 5000) n`);
    await db.query('insert into few_things select n from generate_series(1, 10) n');
    // The statistics collector counts the changes when the writing transaction ends; it may take a moment to show them.
    const tables = (names: string[]) => names.map((name) => name.split('.').pop());
    let names: string[] = [];
    for (let attempt = 0; attempt < 50 && !tables(names).includes('listed_things'); attempt++) {
      names = await analyzeStaleTables(db);
      if (!tables(names).includes('listed_things')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(tables(names)).toEqual(['listed_things']);
    expect(await analyzed('listed_things')).toBe(true);
    expect(await analyzeStaleTables(db)).toEqual([]);
  });
});
