import { orderDraftSchema, type OrderDraft } from '@pcbm/domain/draft/order-draft';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The browser database of drafts and their files; signing out deletes it (web-kit's LOCAL_DATABASES). */
export const DRAFT_DATABASE_NAME = 'pcbm-order-drafts';
const CURRENT = 'current';

interface DraftDatabase extends DBSchema {
  drafts: { key: string; value: unknown };
  files: { key: string; value: Uint8Array };
}

let opened: Promise<IDBPDatabase<DraftDatabase>> | null = null;

function database(): Promise<IDBPDatabase<DraftDatabase>> {
  opened ??= openDB<DraftDatabase>(DRAFT_DATABASE_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('drafts');
      db.createObjectStore('files');
    },
    // Another tab or a sign-out wants the database gone: let go of it.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

const fileKey = (draftId: string, name: string) => `${draftId}/${name}`;

/** The stored draft; anything unreadable or of an older shape is dropped (never a crash). */
export async function loadDraft(): Promise<OrderDraft | null> {
  try {
    const stored = await (await database()).get('drafts', CURRENT);
    const parsed = orderDraftSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.error('Error retrieving the request from the request store', error);
    return null;
  }
}

export async function saveDraft(draft: OrderDraft): Promise<void> {
  try {
    await (await database()).put('drafts', draft, CURRENT);
  } catch (error) {
    throw new Error(`Error storing the request: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function putDraftFiles(draftId: string, files: readonly { name: string; bytes: Uint8Array }[]): Promise<void> {
  const db = await database();
  const transaction = db.transaction('files', 'readwrite');
  await Promise.all([...files.map((file) => transaction.store.put(file.bytes, fileKey(draftId, file.name))), transaction.done]);
}

export async function readDraftFile(draftId: string, name: string): Promise<Uint8Array | undefined> {
  try {
    const value = await (await database()).get('files', fileKey(draftId, name));
    return value instanceof Uint8Array ? value : undefined;
  } catch (error) {
    console.error('Failed to read a file from the local file store', error);
    return undefined;
  }
}

/** Deletes stored files of a draft: the named ones, or all. */
export async function deleteDraftFiles(draftId: string, names?: readonly string[]): Promise<void> {
  const db = await database();
  const range = IDBKeyRange.bound(`${draftId}/`, `${draftId}/\uffff`);
  const keys = names ? names.map((name) => fileKey(draftId, name)) : await db.getAllKeys('files', range);
  const transaction = db.transaction('files', 'readwrite');
  await Promise.all([...keys.map((key) => transaction.store.delete(key)), transaction.done]);
}

/** Drops every draft and file. */
export async function clearDrafts(): Promise<void> {
  const db = await database();
  const transaction = db.transaction(['drafts', 'files'], 'readwrite');
  await Promise.all([transaction.objectStore('drafts').clear(), transaction.objectStore('files').clear(), transaction.done]);
}
