import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { PgDatabase } from '../sql/pg-database';
import { PgliteDatabase } from '../sql/pglite-database';

export interface DatabaseUnderTest {
  readonly name: string;
  open(): Promise<Database>;
}

/** A fresh schema on the PostgreSQL server of `url`, so parallel suites never see each other's tables. */
export async function isolatedPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new PgDatabase(url, 1);
  await admin.query(`create schema ${schema}`);
  await admin.close();
  const isolated = new URL(url);
  isolated.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: isolated.toString(),
    async drop() {
      const cleanup = new PgDatabase(url, 1);
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.close();
    },
  };
}

/** Every database adapter reachable here: PGlite always, PostgreSQL (in a fresh schema) when DATABASE_URL is set. */
export function reachableDatabases(): DatabaseUnderTest[] {
  const databases: DatabaseUnderTest[] = [{ name: 'PGlite', open: () => PgliteDatabase.open() }];
  const url = process.env.DATABASE_URL;
  if (url) {
    databases.push({
      name: 'PostgreSQL',
      open: async () => {
        const schema = await isolatedPostgres(url);
        const db = new PgDatabase(schema.url, 60);
        return Object.assign(db, {
          close: async () => {
            await PgDatabase.prototype.close.call(db);
            await schema.drop();
          },
        });
      },
    });
  }
  return databases;
}
