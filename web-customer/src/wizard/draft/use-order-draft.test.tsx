import { act, renderHook, waitFor } from '@testing-library/react';
import { openDB } from 'idb';
import { closeDraftDatabase } from './draft-database';
import { clearDrafts, DRAFT_DATABASE_NAME, loadDraft, putDraftFiles, readDraftFile } from './draft-store';
import { useOrderDraft } from './use-order-draft';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: Uint8Array | undefined) => (value ? new TextDecoder().decode(value) : undefined);

async function renderLoaded() {
  const hook = renderHook(() => useOrderDraft());
  await waitFor(() => expect(hook.result.current.draft).not.toBeNull());
  return hook;
}

beforeEach(() => clearDrafts());
afterAll(() => closeDraftDatabase());

describe('the order draft of this browser', () => {
  it('given nothing stored, when the wizard opens, then the draft is null while loading and then a fresh draft at step 1', async () => {
    const hook = renderHook(() => useOrderDraft());
    expect(hook.result.current.draft).toBeNull();
    await waitFor(() => expect(hook.result.current.draft).toMatchObject({ step: 1, files: [] }));
  });

  it('given a change, when made, then it is stamped, saved at once and still there after a reload', async () => {
    const { result, unmount } = await renderLoaded();
    const before = result.current.draft!.updatedOn;
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => result.current.update((draft) => ({ ...draft, step: 4 })));
    expect(result.current.draft!.step).toBe(4);
    expect(result.current.draft!.updatedOn > before).toBe(true);
    await waitFor(async () => expect((await loadDraft()).step).toBe(4));
    unmount();
    const reloaded = await renderLoaded();
    expect(reloaded.result.current.draft).toEqual(result.current.draft);
  });

  it('given many quick changes, when saved, then the stored draft is the newest', async () => {
    const { result } = await renderLoaded();
    act(() => {
      for (let quantity = 2; quantity <= 20; quantity++) result.current.update((draft) => ({ ...draft, requestDetails: { ...draft.requestDetails, quantity } }));
    });
    await act(() => result.current.save());
    expect((await loadDraft()).requestDetails.quantity).toBe(20);
  });

  it('given files, when added, then their bytes are stored and a same-named file comes back with a replace notice', async () => {
    const { result } = await renderLoaded();
    let notices = await act(() => result.current.addFiles([{ name: 'rover-F_Cu.gtl', bytes: bytes('G04 top*'), use: 'pcbFile' }, { name: 'rover-bom.csv', bytes: bytes('R1;1'), use: 'bomFile' }]));
    expect(notices).toEqual([]);
    expect(result.current.draft).toMatchObject({ stackupChanged: true, requestDetails: { projectName: 'rover' } });
    notices = await act(() => result.current.addFiles([{ name: 'rover-bom.csv', bytes: bytes('R1;2'), use: 'bomFile' }]));
    expect(notices).toEqual([expect.objectContaining({ code: 'fileReplaced', file: 'rover-bom.csv' })]);
    expect(result.current.draft!.files.map((file) => file.name)).toEqual(['rover-F_Cu.gtl', 'rover-bom.csv']);
    expect(text(await result.current.readFile('rover-bom.csv'))).toBe('R1;2');
    expect((await loadDraft()).files).toHaveLength(2);
  });

  it('given a file, when removed, then it leaves the draft and its bytes are deleted', async () => {
    const { result } = await renderLoaded();
    await act(() => result.current.addFiles([{ name: 'notes.txt', bytes: bytes('hi'), use: 'additionalFile' }]));
    const id = result.current.draft!.id;
    await act(() => result.current.removeFile('notes.txt'));
    expect(result.current.draft!.files).toEqual([]);
    expect(await readDraftFile(id, 'notes.txt')).toBeUndefined();
  });

  it('given a file use chosen by hand, when it does not fit, then it is refused and the draft stays; when it fits, it is kept', async () => {
    const { result } = await renderLoaded();
    await act(() => result.current.addFiles([{ name: 'notes.txt', bytes: bytes('hi'), use: 'additionalFile' }, { name: 'parts.csv', bytes: bytes('R1'), use: 'additionalFile' }]));
    expect(await act(() => result.current.setFileUse('notes.txt', 'bomFile'))).toMatchObject({ code: 'EXTENSION_NOT_ALLOWED' });
    expect(await act(() => result.current.setFileUse('parts.csv', 'bomFile'))).toBeNull();
    expect(result.current.draft!.files).toEqual([
      { name: 'notes.txt', size: 2, use: 'additionalFile', assigned: false },
      { name: 'parts.csv', size: 2, use: 'bomFile', assigned: true },
    ]);
    expect((await loadDraft()).files[1]).toMatchObject({ use: 'bomFile', assigned: true });
  });

  it('given a filled draft, when cleared, then it starts over at step 1 and the stored files are gone', async () => {
    const { result } = await renderLoaded();
    await act(() => result.current.addFiles([{ name: 'top.gtl', bytes: bytes('G04*'), use: 'pcbFile' }]));
    act(() => result.current.update((draft) => ({ ...draft, step: 5 })));
    const id = result.current.draft!.id;
    await act(() => result.current.clear());
    expect(result.current.draft).toMatchObject({ step: 1, files: [], requestDetails: { projectName: '' } });
    expect(await readDraftFile(id, 'top.gtl')).toBeUndefined();
    expect(await loadDraft()).toMatchObject({ step: 1, files: [] });
  });

  it('given a stored draft of an older shape, when the wizard opens, then it starts with a fresh draft instead of failing', async () => {
    await putDraftFiles('old', [{ name: 'a.gtl', bytes: bytes('G04*') }]);
    const db = await openDB(DRAFT_DATABASE_NAME, 1);
    await db.put('drafts', { id: 'old', step: 9, pcbFiles: [] }, 'current');
    db.close();
    const { result } = await renderLoaded();
    expect(result.current.draft).toMatchObject({ step: 1, files: [] });
    expect(result.current.draft!.id).not.toBe('old');
    expect(await readDraftFile('old', 'a.gtl')).toBeUndefined();
  });

  it('given a missing file, when read, then nothing comes back', async () => {
    const { result } = await renderLoaded();
    expect(await result.current.readFile('gone.gbr')).toBeUndefined();
  });
});
