import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDatabase, PgliteDatabase, type Database } from '@pcbm/platform';

/** The database a bench measures on, what to call it in the figures, and how to clear it away afterwards. */
export interface BenchDatabase {
  readonly db: Database;
  readonly label: string;
  close(): Promise<void>;
}

const serverVersion = async (db: Database) =>
  (await db.query<{ version: string }>("select current_setting('server_version') as version")).rows[0].version;

/** Runs every measurement in its own schema so nothing else in the database is touched. */
function isolatedUrl(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * With `url`, a schema of its own in that PostgreSQL database (dropped afterwards); without, the embedded default as
 * `npm start` runs it: PGlite keeping its data in a folder (a temporary one, removed afterwards).
 */
export async function openBenchDatabase(url: string | undefined): Promise<BenchDatabase> {
  if (!url) {
    const folder = await mkdtemp(join(tmpdir(), 'pcbm-bench-'));
    const db = await PgliteDatabase.open(folder);
    return {
      db,
      label: `PGlite (PostgreSQL ${await serverVersion(db)}, embedded, data in a folder)`,
      close: async () => {
        await db.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_${Date.now()}`;
  const admin = new PgDatabase(url, 1);
  await admin.query(`create schema ${schema}`);
  const db = new PgDatabase(isolatedUrl(url, schema), 10);
  return {
    db,
    label: `PostgreSQL ${await serverVersion(db)}`,
    close: async () => {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
