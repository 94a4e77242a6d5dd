import { planReAddFiles, type FileChoice, type MergeableFile } from './re-add-files';

const latest = { kinds: ['pcb', 'job', 'bom', 'placement', 'preview', 'additional'] as MergeableFile[], boardFileCount: 9 };
const choices = (entries: Record<string, FileChoice>) => new Map(Object.entries(entries) as [MergeableFile, FileChoice][]);
const keepAll = { pcb: 'KEEP', job: 'KEEP', bom: 'KEEP', placement: 'KEEP', preview: 'KEEP' } as const;

describe('merging files when re-adding a request', () => {
  test('given a choice for every file, when all are kept, then the first-uploaded files are copied', () => {
    expect(planReAddFiles(latest, choices(keepAll), { kinds: [], boardFileCount: 0 })).toEqual({ keep: ['pcb', 'job', 'bom', 'placement', 'preview'], replace: [], problems: [] });
  });

  test('when a file has no choice, then the merge is refused for it', () => {
    const { problems } = planReAddFiles(latest, choices({ pcb: 'KEEP' }), { kinds: [], boardFileCount: 0 });
    expect(problems.map((p) => [p.code, p.file])).toEqual([
      ['MERGE_CHOICE_MISSING', 'job'],
      ['MERGE_CHOICE_MISSING', 'bom'],
      ['MERGE_CHOICE_MISSING', 'placement'],
      ['MERGE_CHOICE_MISSING', 'preview'],
    ]);
  });

  test('when the PCB files are replaced, then the new upload must hold as many board files as the latest request', () => {
    const plan = planReAddFiles(latest, choices({ ...keepAll, pcb: 'REPLACE' }), { kinds: ['pcb'], boardFileCount: 8 });
    expect(plan.problems.map((p) => p.code)).toEqual(['PCB_FILE_COUNT_MISMATCH']);
    expect(planReAddFiles(latest, choices({ ...keepAll, pcb: 'REPLACE' }), { kinds: ['pcb'], boardFileCount: 9 })).toMatchObject({ replace: ['pcb'], problems: [] });
  });

  test('when a replaced file is not uploaded, then it is asked for', () => {
    expect(planReAddFiles(latest, choices({ ...keepAll, bom: 'REPLACE' }), { kinds: [], boardFileCount: 0 }).problems.map((p) => p.code)).toEqual(['MERGE_FILE_MISSING']);
  });

  test('additional files can only be added; a file the latest request lacked is simply added', () => {
    expect(planReAddFiles(latest, choices({ ...keepAll, additional: 'REPLACE' }), { kinds: [], boardFileCount: 0 }).problems.map((p) => p.code)).toEqual(['ADDITIONAL_FILES_ONLY_ADDED']);
    const withoutPlacement = { kinds: ['pcb', 'bom'] as MergeableFile[], boardFileCount: 9 };
    expect(planReAddFiles(withoutPlacement, choices({ pcb: 'KEEP', bom: 'KEEP' }), { kinds: ['placement'], boardFileCount: 0 })).toEqual({ keep: ['pcb', 'bom'], replace: ['placement'], problems: [] });
  });
});
