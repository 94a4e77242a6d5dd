import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProductEventStore, ensureFileStoreSchema, ensureProductEventStoreSchema, LocalFileStore, type Database, type EventStore } from '@pcbm/platform';

/** What a command handler writes to in a test: the database, the product's event store and a file store in a folder of its own. */
export interface CommandStore {
  readonly db: Database;
  readonly store: EventStore;
  readonly files: LocalFileStore;
}

/**
 * Opens the database before the suite's tests and closes it, and removes the files' folder, after them. The fields
 * of the answer are set once `beforeAll` has run.
 */
export function commandStoreForSuite(open: () => Promise<Database>): CommandStore {
  const opened = {} as { db: Database; store: EventStore; files: LocalFileStore };
  let folder = '';
  beforeAll(async () => {
    opened.db = await open();
    await ensureProductEventStoreSchema(opened.db);
    await ensureFileStoreSchema(opened.db);
    opened.store = createProductEventStore(opened.db);
    folder = await mkdtemp(join(tmpdir(), 'pcbm-commands-'));
    opened.files = new LocalFileStore(opened.db, folder);
  });
  afterAll(async () => {
    await opened.db.close();
    await rm(folder, { recursive: true, force: true });
  });
  return opened;
}
