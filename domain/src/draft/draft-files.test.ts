import { emptyDraft, file, readyDraft } from './__fixtures__/drafts';
import { withFileLayer, withFiles, withFileUse, withoutFile } from './draft-files';
import type { OrderDraft } from './order-draft';

const uses = (draft: OrderDraft) => draft.files.map((f) => [f.name, f.use]);
const settled = (draft: OrderDraft): OrderDraft => ({ ...draft, stackupChanged: false });

describe('adding files to the draft', () => {
  it('given board files, when added, then the stackup is marked for rebuilding and the project is named from the files', () => {
    const { draft, notices } = withFiles(emptyDraft(), [file('blinky-F_Cu.gtl', 'pcbFile'), file('blinky-B_Cu.gbl', 'pcbFile')]);
    expect(draft.stackupChanged).toBe(true);
    expect(draft.requestDetails.projectName).toBe('blinky');
    expect(notices).toEqual([]);
  });

  it('given a job file, when added, then the stackup is marked for rebuilding', () => {
    expect(withFiles(emptyDraft(), [file('blinky-job.gbrjob', 'jobFile')]).draft.stackupChanged).toBe(true);
  });

  it('given design files and a licence, when added, then the project is named from the design files only', () => {
    const { draft } = withFiles(emptyDraft(), [file('interface-brain-F_Cu.gtl', 'pcbFile'), file('interface-brain_bom.csv', 'bomFile'), file('LICENSE.md', 'additionalFile')]);
    expect(draft.requestDetails.projectName).toBe('interface-brain');
  });

  it('given a project the customer named, when files are added, then the name stays', () => {
    const named = { ...emptyDraft(), requestDetails: { ...emptyDraft().requestDetails, projectName: 'Weather station' } };
    expect(withFiles(named, [file('blinky-F_Cu.gtl', 'pcbFile')]).draft.requestDetails.projectName).toBe('Weather station');
  });

  it('given an additional file only, when added, then the stackup stays as it is', () => {
    expect(withFiles(emptyDraft(), [file('notes.txt', 'additionalFile')]).draft.stackupChanged).toBe(false);
  });

  it('given a file of the same name, when added, then it replaces the earlier one with a fileReplaced notice', () => {
    const first = withFiles(emptyDraft(), [file('notes.txt', 'additionalFile')]).draft;
    const { draft, notices } = withFiles(first, [{ ...file('notes.txt', 'additionalFile'), size: 99 }]);
    expect(draft.files).toEqual([{ name: 'notes.txt', size: 99, use: 'additionalFile', assigned: false }]);
    expect(notices).toEqual([{ code: 'fileReplaced', message: 'notes.txt replaces the file of the same name.', file: 'notes.txt' }]);
  });

  it('given a board file, when a file of the same name replaces it, then the stackup is marked for rebuilding', () => {
    const first = settled(withFiles(emptyDraft(), [file('top.gtl', 'pcbFile')]).draft);
    expect(withFiles(first, [file('top.gtl', 'pcbFile')]).draft.stackupChanged).toBe(true);
  });

  it('given a use chosen by hand, when a file of the same name replaces it, then the chosen use and layer stay', () => {
    const layer = { kind: 'copper', side: 'top' };
    const first = withFiles(emptyDraft(), [file('top.gbr', 'additionalFile')]).draft;
    const chosen = withFileUse(first, 'top.gbr', 'pcbFile');
    if ('refused' in chosen) throw new Error(chosen.refused.message);
    const layered = withFileLayer(chosen.draft, 'top.gbr', layer);
    const { draft } = withFiles(layered, [file('top.gbr', 'additionalFile')]);
    expect(draft.files).toEqual([{ name: 'top.gbr', size: 10, use: 'pcbFile', layer, assigned: true }]);
  });

  it('given a second parts list, when added, then the first becomes an additional file', () => {
    const first = withFiles(emptyDraft(), [file('a-bom.csv', 'bomFile')]).draft;
    const { draft } = withFiles(first, [file('b-bom.csv', 'bomFile')]);
    expect(uses(draft)).toEqual([['a-bom.csv', 'additionalFile'], ['b-bom.csv', 'bomFile']]);
  });

  it('given a parts list chosen by hand, when another parts list is added, then the chosen one keeps the use', () => {
    const first = withFiles(emptyDraft(), [file('parts.csv', 'additionalFile')]).draft;
    const chosen = withFileUse(first, 'parts.csv', 'bomFile');
    if ('refused' in chosen) throw new Error(chosen.refused.message);
    const { draft } = withFiles(chosen.draft, [file('board-bom.csv', 'bomFile')]);
    expect(uses(draft)).toEqual([['parts.csv', 'bomFile'], ['board-bom.csv', 'additionalFile']]);
  });

  it('given an imported parts list, when a new parts list is added, then the stale table is dropped', () => {
    expect(withFiles(readyDraft(), [file('board-bom.csv', 'bomFile')]).draft.bom).toBeNull();
    expect(withFiles(readyDraft(), [file('readme.txt', 'additionalFile')]).draft.bom).not.toBeNull();
  });
});

describe('removing files from the draft', () => {
  it('given a board file, when removed, then the stackup is marked for rebuilding', () => {
    const draft = settled(withFiles(emptyDraft(), [file('x.gtl', 'pcbFile')]).draft);
    expect(withoutFile(draft, 'x.gtl')).toMatchObject({ files: [], stackupChanged: true });
  });

  it('given the parts list, when removed, then its table goes with it', () => {
    expect(withoutFile(readyDraft(), 'board-bom.csv').bom).toBeNull();
  });

  it('given an additional file, when removed, then the stackup stays as it is', () => {
    const draft = settled(withFiles(emptyDraft(), [file('notes.txt', 'additionalFile')]).draft);
    expect(withoutFile(draft, 'notes.txt')).toMatchObject({ files: [], stackupChanged: false });
  });

  it('given an unknown name, when removed, then the draft is unchanged', () => {
    const draft = readyDraft();
    expect(withoutFile(draft, 'missing.txt')).toBe(draft);
  });
});

describe('choosing a file use by hand', () => {
  it('given a text file, when chosen as the parts list, then it is refused with the allowed types', () => {
    const draft = withFiles(emptyDraft(), [file('notes.txt', 'additionalFile')]).draft;
    expect(withFileUse(draft, 'notes.txt', 'bomFile')).toEqual({
      refused: expect.objectContaining({ code: 'EXTENSION_NOT_ALLOWED', message: 'notes.txt cannot be used this way. Allowed file types: xlsx, xls, csv, ods.' }),
    });
  });

  it('given two job files, when the second is chosen as the job, then the first becomes an additional file and the stackup is rebuilt', () => {
    const draft = settled(withFiles(emptyDraft(), [file('a.gbrjob', 'jobFile'), file('b.gbrjob', 'additionalFile')]).draft);
    const result = withFileUse(draft, 'b.gbrjob', 'jobFile');
    if ('refused' in result) throw new Error(result.refused.message);
    expect(result.draft.files).toEqual([
      { name: 'a.gbrjob', size: 10, use: 'additionalFile', assigned: false },
      { name: 'b.gbrjob', size: 10, use: 'jobFile', assigned: true },
    ]);
    expect(result.draft.stackupChanged).toBe(true);
  });

  it('given a placement file, when chosen as an additional file, then the stackup stays and the placement is dropped', () => {
    const added = withFiles(emptyDraft(), [file('pos.csv', 'cplFile')]).draft;
    const draft = { ...added, placement: { markers: null, unit: 'mm' as const, decimalSeparator: 'point' as const } };
    const result = withFileUse(draft, 'pos.csv', 'additionalFile');
    if ('refused' in result) throw new Error(result.refused.message);
    expect(result.draft).toMatchObject({ stackupChanged: false, placement: null, files: [{ name: 'pos.csv', use: 'additionalFile', assigned: true }] });
  });

  it('given a board file, when it becomes an additional file, then the stackup is rebuilt', () => {
    const draft = settled(withFiles(emptyDraft(), [file('top.gtl', 'pcbFile')]).draft);
    const result = withFileUse(draft, 'top.gtl', 'additionalFile');
    expect('draft' in result && result.draft.stackupChanged).toBe(true);
  });

  it('given a file, when its own use is chosen again, then only the hand choice is recorded', () => {
    const draft = settled(withFiles(emptyDraft(), [file('top.gtl', 'pcbFile')]).draft);
    const result = withFileUse(draft, 'top.gtl', 'pcbFile');
    expect('draft' in result && result.draft).toMatchObject({ stackupChanged: false, files: [{ name: 'top.gtl', assigned: true }] });
  });
});
