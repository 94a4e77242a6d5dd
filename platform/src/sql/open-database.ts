import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/config';
import type { Database } from './database';
import { PgDatabase } from './pg-database';
import { PgliteDatabase } from './pglite-database';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pgdata. */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (config.DATABASE_URL) return new PgDatabase(config.DATABASE_URL);
  await mkdir(config.DATA_DIR, { recursive: true });
  return PgliteDatabase.open(join(config.DATA_DIR, 'pgdata'));
}
