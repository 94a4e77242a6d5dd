import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import { drillFile } from '../board/__fixtures__/gerber-builders';
import { DEFAULT_BOARD_THICKNESS, type StackupRow } from '../board/board-specification';
import { exportGerberJob } from '../board/gerber-job';
import { REQUEST_JOB_FILE_NAME } from '../draft/request-job';
import { compareComponents } from './component-changes';
import { MAX_ROWS } from '../tables/read-table';
import { checkComponentRows, checkOrderDesignData, MAX_FINDINGS_NAMED, MAX_SUBJECT_LENGTH, type OrderComponentRow } from './order-design-data';

const FIXTURE = resolve(__dirname, '../../../fixtures/pcb/colordance-interface-brain');
const gerber = join(FIXTURE, 'gerber');
const boardFiles = readdirSync(gerber).filter((name) => !name.endsWith('.gbrjob'));
const pcb = { name: 'board.zip', bytes: zipSync(Object.fromEntries(boardFiles.map((name) => [name, new Uint8Array(readFileSync(join(gerber, name)))]))) };
const job = { name: 'interface-brain-job.gbrjob', bytes: new Uint8Array(readFileSync(join(gerber, 'interface-brain-job.gbrjob'))) };
const placement = { name: 'placement.csv', bytes: new Uint8Array(readFileSync(join(FIXTURE, 'interface-brain_cpl_jlc.csv'))) };
const text = (name: string, body: string) => ({ name, bytes: new TextEncoder().encode(body) });
/** The job a request sends: a two-layer board with the given stackup rows. */
const sentJob = (materialStackup: StackupRow[]) =>
  text(REQUEST_JOB_FILE_NAME, exportGerberJob({ header: {}, generalSpecs: { boardThickness: DEFAULT_BOARD_THICKNESS, layerNumber: 2 }, materialStackup, designRules: [], filesAttributes: [] }));

/** The parts list rows of the fixture's placement list, one per designator. */
const placedDesignators = new TextDecoder()
  .decode(placement.bytes)
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(',')[0]?.replace(/"/g, '').trim())
  .filter((d): d is string => !!d);
const bom: OrderComponentRow[] = placedDesignators.map((designator) => ({ designators: [designator], quantity: 1, mpn: `MPN-${designator}` }));

describe('the server check of an order\'s design data', () => {
  test('given a board with two blind drill files, one laser-drilled, when checked, then it is not refused as drawing one layer twice', () => {
    const encode = (body: string) => new TextEncoder().encode(body);
    const files = Object.fromEntries(boardFiles.map((name) => [name, new Uint8Array(readFileSync(join(gerber, name)))]));
    files['board-1-2-laser.drl'] = encode(drillFile([[20, 20]], 'Plated,1,2,Blind,Laser'));
    files['board-1-2.drl'] = encode(drillFile([[30, 20]], 'Plated,1,2,Blind'));
    const check = checkOrderDesignData({ pcb: { name: 'board.zip', bytes: zipSync(files) }, job, placement, bom });
    expect(check.problems).toEqual([]);
    expect(check.boardFileCount).toBe(boardFiles.length + 2);
  });

  test('given a board file whose name and content say nothing, when the sent job names its layer, then the choice counts and the board is whole', () => {
    const easyeda = resolve(__dirname, '../../../fixtures/pcb/simplefocmini-easyeda/Gerber');
    const files = Object.fromEntries(
      readdirSync(easyeda)
        .filter((name) => !name.endsWith('.txt'))
        .map((name) => [name === 'Gerber_TopSolderMaskLayer.GTS' ? 'layer7.gbr' : name, new Uint8Array(readFileSync(join(easyeda, name)))]),
    );
    const board = { name: 'board.zip', bytes: zipSync(files) };
    expect(checkOrderDesignData({ pcb: board, bom }).problems.map((p) => p.code)).toEqual(['SOLDERMASK_MISSING']);

    const chosen = sentJob([{ type: 'SolderMask', fileName: 'layer7.gbr', layer: { kind: 'soldermask', side: 'top' }, active: true }]);
    expect(checkOrderDesignData({ pcb: board, job: chosen, bom }).problems).toEqual([]);
  });

  test('given a drill whose blind pair was chosen for a larger board, when the sent job names it, then the order is refused with DRILL_SPAN_OUTSIDE_BOARD', () => {
    const files = Object.fromEntries(boardFiles.map((name) => [name, new Uint8Array(readFileSync(join(gerber, name)))]));
    files['b-3-4.drl'] = new TextEncoder().encode(drillFile([[20, 20]]));
    const stale = sentJob([{ type: 'Drill', fileName: 'b-3-4.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 3, to: 4 } }, active: true }]);
    const check = checkOrderDesignData({ pcb: { name: 'board.zip', bytes: zipSync(files) }, job: stale, bom });
    expect(check.problems).toEqual([{ code: 'DRILL_SPAN_OUTSIDE_BOARD', message: 'b-3-4.drl joins L3–L4, but the board has 2 copper layers.', file: 'b-3-4.drl' }]);
  });

  test('given a PCB archive refused as a bomb, then the refusal is the problem, not missing Gerber files', () => {
    const bomb = { name: 'board.zip', bytes: zipSync({ 'top.gtl': new Uint8Array(11 * 1024 * 1024) }, { level: 9 }) };
    expect(checkOrderDesignData({ pcb: bomb, bom }).problems.map((p) => p.code)).toEqual(['ZIP_TOO_LARGE']);
  });

  test('given the KiCad board, its job, a placement list and matching parts rows, then nothing stops the order', () => {
    const check = checkOrderDesignData({ pcb, job, placement, bom });
    expect(check.problems).toEqual([]);
    expect(check.boardFileCount).toBe(boardFiles.length);
  });

  test('without Gerber files or without a parts list the order is refused', () => {
    expect(checkOrderDesignData({ bom }).problems.map((p) => p.code)).toContain('GERBER_MISSING');
    expect(checkOrderDesignData({ pcb, job, bom: null }).problems.map((p) => [p.code, p.message])).toContainEqual(['NO_COMPONENT_TABLE', 'no component table']);
  });

  test('a job file that is not JSON is refused with the reader\'s message', () => {
    const check = checkOrderDesignData({ pcb, job: text('broken.gbrjob', '{ not json'), bom });
    expect(check.problems.find((p) => p.code === 'JOB_UNREADABLE')?.message).toMatch(/^Failed to read Gerber Job JSON/);
  });

  test('a job or placement list with a wrong file type is refused', () => {
    expect(checkOrderDesignData({ pcb, job: text('job.txt', '{}'), bom }).problems.map((p) => p.code)).toContain('EXTENSION_NOT_ALLOWED');
    expect(checkOrderDesignData({ pcb, bom, originalBom: text('parts.exe', 'x') }).problems.map((p) => p.code)).toContain('EXTENSION_NOT_ALLOWED');
  });

  test('placements of designators missing from the parts list are warnings the order keeps', () => {
    const check = checkOrderDesignData({ pcb, job, placement, bom: bom.slice(1) });
    expect(check.problems).toEqual([]);
    expect(check.warnings.some((w) => w.file === 'placement.csv')).toBe(true);
    // The designator goes with the warning, so a request page can name the parts in the reader's language.
    expect(check.warnings.find((w) => w.code === 'designatorNotInBom')).toMatchObject({ file: 'placement.csv', subject: placedDesignators[0] });
  });

  test('parts of the parts list the placement list leaves out are warnings naming them; a do-not-place part is not one', () => {
    const extra: OrderComponentRow[] = [
      { designators: ['TP1'], quantity: 1, mpn: 'TESTPOINT' },
      { designators: ['X9'], quantity: 1, mpn: 'HEADER', doNotPlace: true },
    ];
    const check = checkOrderDesignData({ pcb, job, placement, bom: [...bom, ...extra] });
    expect(check.problems).toEqual([]);
    expect(check.warnings.filter((w) => w.code === 'designatorNotPlaced')).toEqual([
      { code: 'designatorNotPlaced', message: 'TP1 is in the parts list but not placed.', file: 'placement.csv', subject: 'TP1' },
    ]);
  });

  test('parts rows: designators are required, valid and unique; a missing MPN is a warning', () => {
    expect(checkComponentRows([{ designators: [], quantity: 1, mpn: 'X' }]).problems.map((p) => p.code)).toEqual(['designatorMissing']);
    expect(checkComponentRows([{ designators: ['1R'], quantity: 1, mpn: 'X' }]).problems.map((p) => p.code)).toEqual(['designatorInvalid']);
    expect(checkComponentRows([{ designators: ['R1'], quantity: 1, mpn: 'X' }, { designators: ['r1'], quantity: 1, mpn: 'Y' }]).problems.map((p) => p.code)).toEqual(['designatorDuplicate']);
    const missing = checkComponentRows([{ designators: ['R1', 'R2'], quantity: 2, mpn: 'n/a' }, { designators: ['C1'], quantity: 1, generic: true }]);
    expect(missing.problems).toEqual([]);
    expect(missing.warnings.map((w) => [w.code, w.subject])).toEqual([['mpnMissing', 'R1, R2'], ['genericWithoutDescription', 'C1']]);
  });

  test('given a parts list of more rows than a table is read to, when checked, then it is refused with one problem before any row is looked at', () => {
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => ({ designators: [`R${i + 1}`], quantity: 1, mpn: '' }));
    expect(checkComponentRows(rows)).toEqual({ problems: [{ code: 'tooManyComponents', message: 'A parts list has at most 50,000 rows; this one has 50,001.' }], warnings: [] });
  });

  test('given a thousand rows without an MPN, when checked, then the first hundred are named and one warning counts the rest', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ designators: [`R${i + 1}`], quantity: 1, mpn: '' }));
    const { problems, warnings } = checkComponentRows(rows);
    expect(problems).toEqual([]);
    expect(warnings).toHaveLength(MAX_FINDINGS_NAMED + 1);
    expect(warnings[0]).toEqual({ code: 'mpnMissing', message: 'MPN not found for R1.', subject: 'R1' });
    expect(warnings[MAX_FINDINGS_NAMED]).toEqual({ code: 'mpnMissing', message: '900 more of these.', more: 900 });
  });

  test('given a placement list of a thousand parts missing from the parts list, when checked, then the order keeps a hundred and counts the rest', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `X${i + 1},10,10,0,top`);
    const long = { name: 'placement.csv', bytes: new TextEncoder().encode(['Designator,Mid X,Mid Y,Rotation,Layer', ...rows].join('\n')) };
    const { warnings } = checkOrderDesignData({ pcb, job, placement: long, bom });
    const notInBom = warnings.filter((w) => w.code === 'designatorNotInBom');
    expect(notInBom).toHaveLength(MAX_FINDINGS_NAMED + 1);
    expect(notInBom[0]).toMatchObject({ subject: 'X1', file: 'placement.csv' });
    expect(notInBom[MAX_FINDINGS_NAMED]).toEqual({ code: 'designatorNotInBom', message: '900 more of these.', more: 900 });
  });

  test('given a parts-list row of many designators without an MPN, when checked, then its subject is cut to a readable length', () => {
    const designators = Array.from({ length: 200 }, (_, i) => `R${i + 1}`);
    const [warning] = checkComponentRows([{ designators, quantity: 200, mpn: '' }]).warnings;
    expect(warning.subject).toHaveLength(MAX_SUBJECT_LENGTH);
    expect(warning.subject!.endsWith('…')).toBe(true);
  });

  test('comparing parts lists counts added, removed and changed components by designator', () => {
    const before = [{ designators: ['R1'], quantity: 1, mpn: 'A' }, { designators: ['R2'], quantity: 1, mpn: 'B' }, { designators: ['C1'], quantity: 1, mpn: 'C' }];
    const after = [{ designators: ['R1'], quantity: 1, mpn: 'A' }, { designators: ['R2'], quantity: 1, mpn: 'B2' }, { designators: ['U1'], quantity: 1, mpn: 'U' }, { designators: ['U2'], quantity: 1, mpn: 'U' }];
    expect(compareComponents(before, after)).toEqual({ added: 2, removed: 1, changed: 1 });
  });
});
