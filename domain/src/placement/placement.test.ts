import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTable } from '../tables';
import { importCpl, unitIn } from '.';

const FIXTURES = join(__dirname, '../../../fixtures/pcb');
const table = (rows: string[][]) => ({ rows });
const codes = (result: { problems: readonly { code: string }[] }) => result.problems.map((p) => p.code);

describe('placement import', () => {
  test('given values with unit suffixes and side letters, then positions are in mm with 3 decimals', () => {
    const result = importCpl(table([
      ['Designator', 'Mid X', 'Mid Y', 'Layer', 'Rotation'],
      ['C1', '-1.65mm', '120mil', 'T', '180'],
      ['C2', '0.5in', '-19.8104mm', 'B', '90'],
    ]));
    expect(result.placements.map((p) => [p.designator, p.xPos, p.yPos, p.side, p.rotation])).toEqual([
      ['C1', -1.65, 3.048, 'top', 180],
      ['C2', 12.7, -19.81, 'bottom', 90],
    ]);
    expect(result.valid).toBe(true);
  });

  test('given a unit in the header and decimal commas, then both are honoured', () => {
    const result = importCpl(table([
      ['Ref', 'PosX (mil)', 'PosY (mil)', 'Rot', 'Seite'],
      ['R1', '1000,5', '-250,25', '90,0', 'oben'],
      ['R2', '2000,0', '100,75', '0,0', 'unten'],
      ['R3', '10', '20', '270', ''],
    ]));
    expect(result.placements.map((p) => [p.xPos, p.yPos, p.rotation, p.side])).toEqual([
      [25.413, -6.356, 90, 'top'],
      [50.8, 2.559, 0, 'bottom'],
      [0.254, 0.508, 270, 'top'],
    ]);
  });

  test('units are recognised in headers and values', () => {
    expect(['X (mm)', 'x[um]', 'Center-X(mil)', 'X inch', '12.5mm', '3um', 'Rotation'].map(unitIn)).toEqual(['mm', 'um', 'mil', 'inch', 'mm', 'um', null]);
  });

  test('the mandatory columns are reported when missing; the side is only a warning', () => {
    expect(codes(importCpl(table([['Designator', 'Mid X', 'Foo', 'Bar'], ['R1', '1', '2', '3']])))).toEqual(['yPosMissing', 'rotationMissing', 'sideMissing']);
    expect(codes(importCpl(table([['Designator', 'X', 'Y', 'Rotation'], ['R1', '1', '2', '0'], ['R2', '3', '4', '90']])))).toEqual(['sideMissing']);
    expect(codes(importCpl(table([['nothing', 'here']])))).toEqual(['headerRowMissing']);
  });

  test('numbers that do not parse, parts not in the parts list, outside the board, and near-zero positions', () => {
    const result = importCpl(
      table([
        ['Designator', 'X', 'Y', 'Rotation', 'Side'],
        ['R1', 'abc', '2', '0', 'top'],
        ['R2', '60', '5', '0', 'top'],
        ['R3', '5', '5', '0', 'sideways'],
      ]),
      { bomDesignators: ['R1', 'R3'], outline: { minX: 0, minY: 0, maxX: 50, maxY: 30 } },
    );
    expect(codes(result)).toEqual(['numberInvalid', 'designatorNotInBom', 'outOfBoard', 'sideInvalid']);
    expect(result.problems.map((problem) => problem.designator)).toEqual(['R1', 'R2', 'R2', 'R3']);
    const nearZero = importCpl(table([['Designator', 'X', 'Y', 'Rotation'], ['R1', '0.1', '0.2', '0'], ['R2', '0.3', '0.1', '0'], ['R3', '0.2', '0.4', '0']]));
    expect(codes(nearZero)).toContain('nearZero');
  });

  test('given parts of the parts list without a placement, when imported, then each is named once, and do-not-place parts are not asked for', () => {
    const result = importCpl(table([['Designator', 'X', 'Y', 'Rotation', 'Side'], ['R1', '1', '2', '0', 'top'], ['C1', '3', '4', '90', 'top']]), {
      bomDesignators: ['R1', 'C1', 'C2', 'U1', 'J1'],
      // J1 is marked do-not-place in the parts list; c2 is named twice, in another case.
      placedBomDesignators: ['R1', 'C1', 'C2', 'c2', 'U1'],
    });
    expect(result.valid).toBe(true);
    expect(result.problems.map((problem) => [problem.code, problem.designator, problem.severity])).toEqual([
      ['designatorNotPlaced', 'C2', 'warning'],
      ['designatorNotPlaced', 'U1', 'warning'],
    ]);
    expect(result.problems[0].message).toBe('C2 is in the parts list but not placed.');
  });

  test('the real KiCad (JLC) and EasyEDA placement lists', () => {
    const kicad = importCpl(readTable({ name: 'cpl.csv', bytes: readFileSync(join(FIXTURES, 'colordance-interface-brain/interface-brain_cpl_jlc.csv')) }));
    expect(kicad.valid).toBe(true);
    expect(kicad.placements[0]).toMatchObject({ designator: 'C1', xPos: 27.5, yPos: -32.5, rotation: 0, side: 'bottom' });
    const easyeda = importCpl(readTable({ name: 'pnp.csv', bytes: readFileSync(join(FIXTURES, 'simplefocmini-easyeda/Pick and Place/PickAndPlace_simplefocmini_2024-04-26.csv')) }));
    expect(easyeda.placements).toHaveLength(13);
    expect(easyeda.placements[0]).toMatchObject({ designator: 'C1', xPos: -1.65, yPos: -19.81, rotation: 180, side: 'top' });
  });
});

describe('placement import options chosen by the customer', () => {
  const table = { rows: [['Ref', 'X', 'Y', 'Rot', 'Side'], ['R1', '1,5', '2,25', '90', 'top'], ['R2', '100', '200', '0', 'bottom']] };
  it('given positions in mil and a decimal comma chosen, when imported, then they are converted with those choices', () => {
    const result = importCpl(table, { unit: 'mil', decimalSeparator: 'comma' });
    expect(result.placements.map((p) => [p.xPos, p.yPos])).toEqual([[0.038, 0.057], [2.54, 5.08]]);
  });
  it('given nothing chosen, when imported, then mm and the guessed separator apply', () => {
    expect(importCpl(table).placements[0].xPos).toBe(1.5);
  });
});
