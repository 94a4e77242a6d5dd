import type { Database } from '../sql/database';
import { PgDatabase } from '../sql/pg-database';
import { PgliteDatabase } from '../sql/pglite-database';

export interface DatabaseUnderTest {
  readonly name: string;
  open(): Promise<Database>;
}

/** Every database adapter reachable here: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function reachableDatabases(): DatabaseUnderTest[] {
  const databases: DatabaseUnderTest[] = [{ name: 'PGlite', open: () => PgliteDatabase.open() }];
  const url = process.env.DATABASE_URL;
  if (url) databases.push({ name: 'PostgreSQL', open: async () => new PgDatabase(url, 60) });
  return databases;
}
