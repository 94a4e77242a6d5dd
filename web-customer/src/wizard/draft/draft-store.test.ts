import { newOrderDraft } from '@pcbm/domain/draft/order-draft';
import { closeDraftDatabase, draftDatabase } from './draft-database';
import { clearDrafts, DRAFT_DATABASE_NAME, deleteDraftFiles, loadDraft, putDraftFiles, readDraftFile, saveDraft } from './draft-store';
import { DraftStoreError } from './draft-store-errors';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: Uint8Array | undefined) => (value ? new TextDecoder().decode(value) : undefined);
const storeRaw = async (store: 'drafts' | 'files', key: string, value: unknown) => (await draftDatabase()).put(store, value, key);

beforeEach(() => clearDrafts());
afterAll(() => closeDraftDatabase());

describe('the stored draft', () => {
  it('given the database, when opened, then it is named for order drafts', async () => {
    expect(DRAFT_DATABASE_NAME).toBe('pcbm-order-drafts');
    expect((await draftDatabase()).name).toBe('pcbm-order-drafts');
  });

  it('given nothing stored, when loaded, then a fresh draft at step 1 comes back', async () => {
    const draft = await loadDraft();
    expect(draft).toMatchObject({ step: 1, files: [] });
    expect(draft.id).toMatch(/\S{8,}/);
  });

  it('given a saved draft, when loaded, then it is the same draft', async () => {
    const draft = { ...newOrderDraft('d1', new Date('2026-05-01T10:00:00Z')), step: 3 };
    await saveDraft(draft);
    expect(await loadDraft()).toEqual(draft);
  });

  it('given a stored draft of an older shape, when loaded, then a fresh draft comes back and the old files are dropped', async () => {
    await storeRaw('drafts', 'current', { id: 'old', step: 'two', pcbFiles: ['a.gtl'] });
    await putDraftFiles('old', [{ name: 'a.gtl', bytes: bytes('G04*') }]);
    const draft = await loadDraft();
    expect(draft).toMatchObject({ step: 1, files: [] });
    expect(draft.id).not.toBe('old');
    expect(await readDraftFile('old', 'a.gtl')).toBeUndefined();
  });

  it('given a value that is no draft at all, when loaded, then a fresh draft comes back', async () => {
    await storeRaw('drafts', 'current', 'garbage');
    await expect(loadDraft()).resolves.toMatchObject({ step: 1 });
  });

  it('given an invalid draft, when saved, then it is refused with the request store text', async () => {
    const invalid = { ...newOrderDraft('d1', new Date()), step: 42 };
    await expect(saveDraft(invalid)).rejects.toThrow(DraftStoreError);
    await expect(saveDraft(invalid)).rejects.toThrow(/^Error storing the request/);
  });
});

describe('the stored files', () => {
  it('given files put for a draft, when read, then their bytes come back; an unknown name gives nothing', async () => {
    await putDraftFiles('d1', [{ name: 'top.gtl', bytes: bytes('G04 top*') }, { name: 'gerbers/bottom.gbl', bytes: bytes('G04 bottom*') }]);
    expect(text(await readDraftFile('d1', 'top.gtl'))).toBe('G04 top*');
    expect(text(await readDraftFile('d1', 'gerbers/bottom.gbl'))).toBe('G04 bottom*');
    expect(await readDraftFile('d1', 'missing.gtl')).toBeUndefined();
    expect(await readDraftFile('d2', 'top.gtl')).toBeUndefined();
  });

  it('given a file of the same name, when put, then it overwrites the earlier bytes', async () => {
    await putDraftFiles('d1', [{ name: 'bom.csv', bytes: bytes('old') }]);
    await putDraftFiles('d1', [{ name: 'bom.csv', bytes: bytes('new') }]);
    expect(text(await readDraftFile('d1', 'bom.csv'))).toBe('new');
  });

  it('given files of two drafts, when one draft’s files are deleted by name or all, then the other draft keeps its files', async () => {
    await putDraftFiles('d1', [{ name: 'a.csv', bytes: bytes('a') }, { name: 'b.csv', bytes: bytes('b') }, { name: 'c.csv', bytes: bytes('c') }]);
    await putDraftFiles('d10', [{ name: 'a.csv', bytes: bytes('other') }]);
    await deleteDraftFiles('d1', ['a.csv']);
    expect(await readDraftFile('d1', 'a.csv')).toBeUndefined();
    expect(text(await readDraftFile('d1', 'b.csv'))).toBe('b');
    await deleteDraftFiles('d1');
    expect(await readDraftFile('d1', 'c.csv')).toBeUndefined();
    expect(text(await readDraftFile('d10', 'a.csv'))).toBe('other');
  });

  it('given a draft and files, when everything is cleared, then nothing is left', async () => {
    await saveDraft(newOrderDraft('d1', new Date()));
    await putDraftFiles('d1', [{ name: 'a.csv', bytes: bytes('a') }]);
    await clearDrafts();
    expect(await readDraftFile('d1', 'a.csv')).toBeUndefined();
    expect((await loadDraft()).id).not.toBe('d1');
  });

  it('given bytes kept as base64 text or a blob, when read, then the bytes come back', async () => {
    await storeRaw('files', 'd1/a.txt', btoa('hello'));
    await storeRaw('files', 'd1/b.txt', new Blob([bytes('blob')]));
    expect(text(await readDraftFile('d1', 'a.txt'))).toBe('hello');
    expect(text(await readDraftFile('d1', 'b.txt'))).toBe('blob');
  });

  it('given an unreadable stored value, when read, then the local file store texts name the reason', async () => {
    await storeRaw('files', 'd1/a.txt', '%%% not base64 %%%');
    await storeRaw('files', 'd1/b.txt', 42);
    await expect(readDraftFile('d1', 'a.txt')).rejects.toThrow('Invalid Base64 string');
    await expect(readDraftFile('d1', 'b.txt')).rejects.toThrow('Stored value is neither a string nor a blob');
  });

  it('given signing out deletes the database while it is open, when the wizard is used again, then it starts with a fresh draft', async () => {
    await saveDraft(newOrderDraft('d1', new Date()));
    const outcome = await new Promise<string>((resolve) => {
      const request = indexedDB.deleteDatabase(DRAFT_DATABASE_NAME);
      request.onsuccess = () => resolve('deleted');
      request.onblocked = () => resolve('blocked');
    });
    expect(outcome).toBe('deleted');
    const draft = await loadDraft();
    expect(draft.id).not.toBe('d1');
    await saveDraft(draft);
    expect((await loadDraft()).id).toBe(draft.id);
  });
});
