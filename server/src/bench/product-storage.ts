import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgDatabase } from '@pcbm/platform';

/** Where one run keeps its data: a fresh folder, and a fresh PostgreSQL database when DATABASE_URL is set. */
export interface ProductStorage {
  readonly dataDir: string;
  /** The run's own database, or none for the embedded PGlite in dataDir. */
  readonly databaseUrl: string | null;
  remove(): Promise<void>;
}

/** Creates the run's storage; with `serverUrl` (DATABASE_URL) a database `pcbm_load_<time>` on that server. */
export async function createProductStorage(serverUrl: string | undefined): Promise<ProductStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pcbm-load-'));
  if (!serverUrl) return { dataDir, databaseUrl: null, remove: () => rm(dataDir, { recursive: true, force: true }) };
  const name = `pcbm_load_${Date.now()}`;
  const admin = new PgDatabase(serverUrl, 1);
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.toString(),
    async remove() {
      const cleanup = new PgDatabase(serverUrl, 1);
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
