import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { LOCAL_DATABASES } from '@pcbm/web-kit/auth/local-data';

/** The browser database of the order draft and its files; signing out deletes it (web-kit's LOCAL_DATABASES). */
export const DRAFT_DATABASE_NAME = LOCAL_DATABASES[0];
const VERSION = 1;

export interface DraftDatabase extends DBSchema {
  /** The one current draft, under CURRENT_DRAFT_KEY; checked by the draft's schema when read. */
  drafts: { key: string; value: unknown };
  /** File bytes keyed by `${draftId}/${name}`. */
  files: { key: string; value: unknown };
}

export const CURRENT_DRAFT_KEY = 'current';

let opened: Promise<IDBPDatabase<DraftDatabase>> | null = null;

/** The open database (opened once); another tab upgrading or a sign-out deleting it makes it let go. */
export function draftDatabase(): Promise<IDBPDatabase<DraftDatabase>> {
  opened ??= openDB<DraftDatabase>(DRAFT_DATABASE_NAME, VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('drafts')) db.createObjectStore('drafts');
      if (!db.objectStoreNames.contains('files')) db.createObjectStore('files');
    },
    blocking() {
      void closeDraftDatabase();
    },
    terminated() {
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Closes the database; the next use opens it again. */
export async function closeDraftDatabase(): Promise<void> {
  const open = opened;
  opened = null;
  if (open) (await open.catch(() => null))?.close();
}
