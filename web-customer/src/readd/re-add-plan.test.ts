import type { DraftComponent, OrderDraft } from '@pcbm/domain/draft/order-draft';
import { unzipSync } from 'fflate';
import { earlierProducersOf, importedDraft, kindsOf, latestOrderOf, mergePlan, producerProblem, type MergeChoices } from './re-add-plan';
import { reAddVariables } from './send-re-add';
import { testRequest } from './test-request';

const request = testRequest();
const latestKinds = kindsOf(latestOrderOf(request));
const keepAll: MergeChoices = { pcb: 'KEEP', job: 'KEEP', bom: 'KEEP', placement: 'KEEP', preview: 'KEEP' };
const boardFiles = ['top.gtl', 'bottom.gbl', 'drill.drl'];

function draftWith(files: { name: string; use: OrderDraft['files'][number]['use'] }[], extra: Partial<OrderDraft> = {}): { draft: OrderDraft; readFile: (name: string) => Promise<Uint8Array | undefined> } {
  const bytes = new Map(files.map((file) => [file.name, new TextEncoder().encode(`content of ${file.name}`)]));
  const draft = { ...importedDraft(request, new Date('2026-02-01T00:00:00Z')), files: files.map((file) => ({ ...file, size: 20, assigned: false })), ...extra };
  return { draft, readFile: async (name) => bytes.get(name) };
}

const part: DraftComponent = {
  id: 'r1',
  designators: ['R1', 'R2'],
  quantity: 2,
  componentInfo: [{ mpn: 'RC0603', manufacturer: 'Yageo' }],
  description: '',
  package: '0603',
  electricValue: '10k',
  tolerance: '',
  maxVoltage: '',
  genericDeviceType: '',
  mount: 'SMT',
  generic: false,
  doNotPlace: false,
  provided: false,
  detectedComponentType: 'RESISTOR',
};

describe('merging the files of a re-added request', () => {
  test('the latest request\'s files are the kinds to choose for; its additional files are only named', () => {
    expect(latestKinds).toEqual(['pcb', 'job', 'bom', 'placement', 'preview', 'additional']);
  });

  test('when a file has no choice, then Next is refused for that file', () => {
    const { draft } = draftWith([]);
    const plan = mergePlan({ latestKinds, latestBoardFileCount: 3, choices: { pcb: 'KEEP', bom: 'KEEP' }, draft });
    expect(plan.problems.map((problem) => [problem.code, problem.file])).toEqual([
      ['MERGE_CHOICE_MISSING', 'job'],
      ['MERGE_CHOICE_MISSING', 'placement'],
      ['MERGE_CHOICE_MISSING', 'preview'],
    ]);
    expect(mergePlan({ latestKinds, latestBoardFileCount: 3, choices: keepAll, draft }).problems).toEqual([]);
  });

  test('when the board files are replaced, then the new upload must hold as many board files as the latest request', () => {
    const two = draftWith(boardFiles.slice(0, 2).map((name) => ({ name, use: 'pcbFile' })));
    const three = draftWith(boardFiles.map((name) => ({ name, use: 'pcbFile' })));
    const choices: MergeChoices = { ...keepAll, pcb: 'REPLACE' };
    expect(mergePlan({ latestKinds, latestBoardFileCount: 3, choices, draft: two.draft }).problems.map((problem) => problem.code)).toEqual(['PCB_FILE_COUNT_MISMATCH']);
    expect(mergePlan({ latestKinds, latestBoardFileCount: 3, choices, draft: three.draft })).toMatchObject({ replace: ['pcb'], problems: [] });
  });

  test('when a file is to be replaced but nothing new was uploaded for it, then the upload is asked for', () => {
    const { draft } = draftWith([]);
    expect(mergePlan({ latestKinds, latestBoardFileCount: 3, choices: { ...keepAll, placement: 'REPLACE' }, draft }).problems.map((problem) => problem.code)).toEqual(['MERGE_FILE_MISSING']);
  });
});

describe('the new producer', () => {
  test('exactly one must be chosen, and not one the request already went to', () => {
    expect([...earlierProducersOf(request)]).toEqual(['m1', 'm2']);
    expect(producerProblem(request, [])).toBe('noProducer');
    expect(producerProblem(request, ['m3', 'm4'])).toBe('oneProducer');
    expect(producerProblem(request, ['m1'])).toBe('earlierProducer');
    expect(producerProblem(request, ['m2'])).toBe('earlierProducer');
    expect(producerProblem(request, ['m3'])).toBeNull();
  });
});

describe("reAddOrder's variables", () => {
  const noPicture = async () => null;

  test('when every file is kept, then only the choices go along, with the new additional files and the imported settings', async () => {
    const { draft, readFile } = draftWith([{ name: 'assembly-notes.pdf', use: 'additionalFile' }]);
    const plan = mergePlan({ latestKinds, latestBoardFileCount: 3, choices: keepAll, draft });
    const variables = await reAddVariables({ request, draft, readFile, plan, manufacturer: 'm3', keptBoardFiles: null, drawPreview: noPicture });
    expect(variables.order).toMatchObject({
      superOrderId: 'so-1',
      manufacturer: 'm3',
      quantity: 25,
      pcbVersion: 'V2',
      ipcClass: 'CLASS2',
      requiredOperations: ['AOI2D'],
      additionalNotes: 'Lead-free, please.',
      shippingAddress: { recipient: 'Ada Lovelace', city: 'München', country: 'DE' },
      files: [
        { file: 'pcb', choice: 'KEEP' },
        { file: 'job', choice: 'KEEP' },
        { file: 'bom', choice: 'KEEP' },
        { file: 'placement', choice: 'KEEP' },
        { file: 'preview', choice: 'KEEP' },
      ],
    });
    expect(variables.order).not.toHaveProperty('name');
    expect(variables.order).not.toHaveProperty('smtPartCount');
    expect([variables.pcb, variables.job, variables.bom, variables.originalBom, variables.placement, variables.preview]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(variables.additionalFiles?.map((file) => (file as File).name)).toEqual(['assembly-notes.pdf']);
  });

  test('when the board files and the parts list are replaced, then they are uploaded (board files zipped) and the rest is kept', async () => {
    const { draft, readFile } = draftWith(
      [...boardFiles.map((name) => ({ name, use: 'pcbFile' as const })), { name: 'bom-v3.csv', use: 'bomFile' }, { name: 'datasheet.pdf', use: 'additionalFile' }],
      { bom: { markers: null, components: [part], edited: false } },
    );
    const plan = mergePlan({ latestKinds, latestBoardFileCount: 3, choices: { ...keepAll, pcb: 'REPLACE', bom: 'REPLACE' }, draft });
    expect(plan.problems).toEqual([]);
    const variables = await reAddVariables({ request, draft, readFile, plan, manufacturer: 'm3', keptBoardFiles: null, drawPreview: noPicture });
    expect(variables.order.files).toEqual([
      { file: 'job', choice: 'KEEP' },
      { file: 'placement', choice: 'KEEP' },
      { file: 'preview', choice: 'KEEP' },
      { file: 'pcb', choice: 'REPLACE' },
      { file: 'bom', choice: 'REPLACE' },
    ]);
    expect(variables.order).toMatchObject({ smtPartCount: 2, thtPartCount: 0 });
    const pcb = variables.pcb as File;
    expect(pcb.name).toBe('Sensor-board_Gerber.zip');
    expect(Object.keys(unzipSync(new Uint8Array(await pcb.arrayBuffer()))).sort()).toEqual([...boardFiles].sort());
    expect(variables.bom).toEqual([expect.objectContaining({ designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603', manufacturer: 'Yageo' })]);
    expect((variables.originalBom as File).name).toBe('bom-v3.csv');
    expect([variables.job, variables.placement, variables.preview]).toEqual([undefined, undefined, undefined]);
    expect(variables.additionalFiles?.map((file) => (file as File).name)).toEqual(['datasheet.pdf']);
  });

  test('when the picture is replaced, then it is drawn from the board files that are sent', async () => {
    const { draft, readFile } = draftWith([]);
    const plan = mergePlan({ latestKinds, latestBoardFileCount: 3, choices: { ...keepAll, preview: 'REPLACE' }, draft });
    const drawn: string[][] = [];
    const variables = await reAddVariables({
      request,
      draft,
      readFile,
      plan,
      manufacturer: 'm3',
      keptBoardFiles: [{ name: 'top.gtl', bytes: new Uint8Array([1]) }],
      drawPreview: async (files, color) => {
        drawn.push([...files.map((file) => file.name), color]);
        return new Blob(['png'], { type: 'image/png' });
      },
    });
    // The request's stackup names no mask colour: the picture is green, as boards mostly are.
    expect(drawn).toEqual([['top.gtl', 'green']]);
    expect((variables.preview as File).name).toBe('preview.png');
    expect(variables.order.files).toContainEqual({ file: 'preview', choice: 'REPLACE' });
  });
});
