import { newOrderDraft, orderDraftSchema, type OrderDraft } from '@pcbm/domain/draft/order-draft';
import { CURRENT_DRAFT_KEY, draftDatabase } from './draft-database';
import { DRAFT_STORE_MESSAGES as MESSAGES, storeOperation } from './draft-store-errors';
import { bytesOfStoredValue } from './stored-bytes';

export { DRAFT_DATABASE_NAME } from './draft-database';

export interface StoredDraftFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const fileKey = (draftId: string, name: string) => `${draftId}/${name}`;
const draftFileKeys = (draftId: string) => IDBKeyRange.bound(`${draftId}/`, `${draftId}/\uffff`);

function newDraftId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new, empty draft with a new id. */
export const freshDraft = (now = new Date()): OrderDraft => newOrderDraft(newDraftId(), now);

/**
 * The stored draft. None stored, or one that is unreadable or of an older shape, gives a fresh draft
 * (the old one and its files are dropped); only a failing database is an error.
 */
export async function loadDraft(): Promise<OrderDraft> {
  const stored = await storeOperation(MESSAGES.retrieving, async () => (await draftDatabase()).get('drafts', CURRENT_DRAFT_KEY));
  if (stored === undefined) return freshDraft();
  const parsed = orderDraftSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  await clearDrafts().catch((error: unknown) => console.error(error));
  return freshDraft();
}

/** Stores the draft as the current one (it is checked by its schema first, so what is read back is valid). */
export async function saveDraft(draft: OrderDraft): Promise<void> {
  await storeOperation(MESSAGES.storing, async () => {
    const valid = orderDraftSchema.parse(draft);
    await (await draftDatabase()).put('drafts', valid, CURRENT_DRAFT_KEY);
  });
}

/** Stores files' bytes for a draft; a file of the same name is overwritten. */
export async function putDraftFiles(draftId: string, files: readonly StoredDraftFile[]): Promise<void> {
  await storeOperation(MESSAGES.storingFile, async () => {
    const transaction = (await draftDatabase()).transaction('files', 'readwrite');
    await Promise.all([...files.map((file) => transaction.store.put(file.bytes, fileKey(draftId, file.name))), transaction.done]);
  });
}

/** A stored file's bytes, or undefined when there is none of that name. */
export async function readDraftFile(draftId: string, name: string): Promise<Uint8Array | undefined> {
  const value = await storeOperation(MESSAGES.gettingFile, async () => (await draftDatabase()).get('files', fileKey(draftId, name)));
  if (value === undefined) return undefined;
  return storeOperation(MESSAGES.readingFile, () => bytesOfStoredValue(value));
}

/** Deletes stored files of a draft: the named ones, or all. */
export async function deleteDraftFiles(draftId: string, names?: readonly string[]): Promise<void> {
  await storeOperation(MESSAGES.deletingFile, async () => {
    const transaction = (await draftDatabase()).transaction('files', 'readwrite');
    const deletions = names ? names.map((name) => transaction.store.delete(fileKey(draftId, name))) : [transaction.store.delete(draftFileKeys(draftId))];
    await Promise.all([...deletions, transaction.done]);
  });
}

/** Drops the draft and every stored file (starting over, and signing out). */
export async function clearDrafts(): Promise<void> {
  await storeOperation(MESSAGES.dropping, async () => {
    const transaction = (await draftDatabase()).transaction(['drafts', 'files'], 'readwrite');
    await Promise.all([transaction.objectStore('drafts').clear(), transaction.objectStore('files').clear(), transaction.done]);
  });
}
