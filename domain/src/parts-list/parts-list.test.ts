import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { utils, write } from '@e965/xlsx';
import { readTable } from '../tables';
import { designatorsOf, detectComponentType, importBom, isValidDesignator, MAX_RANGE_DESIGNATORS, moveRowMarker } from '.';

const FIXTURES = join(__dirname, '../../../fixtures/pcb');
const table = (rows: string[][]) => ({ rows });
const codes = (result: { problems: readonly { code: string }[] }) => result.problems.map((p) => p.code);

describe('designators', () => {
  test('letters followed by digits; parts joined by - or _ are each checked', () => {
    expect(isValidDesignator('R12')).toBe(true);
    expect(isValidDesignator('U1_A1')).toBe(true);
    expect(isValidDesignator('12R')).toBe(false);
    expect(isValidDesignator('U1_A')).toBe(false);
  });

  test('several per cell, separated by spaces, commas or semicolons, with ranges expanded', () => {
    expect(designatorsOf('R1-R4, C7;C8 D1')).toEqual({ designators: ['R1', 'R2', 'R3', 'R4', 'C7', 'C8', 'D1'], invalid: [], unexpanded: [] });
    expect(designatorsOf('R1 ? 5X')).toEqual({ designators: ['R1'], invalid: ['?', '5X'], unexpanded: [] });
  });

  test('given a budget nearly spent, when a cell holds more ranges than it covers, then those past it are left unexpanded and the budget keeps what is left', () => {
    const budget = { left: 10 };
    expect(designatorsOf('R1-R4 C1-C8 D1-D6 Q1', budget)).toEqual({ designators: ['R1', 'R2', 'R3', 'R4', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'Q1'], invalid: [], unexpanded: ['C1-C8'] });
    expect(budget.left).toBe(0);
  });

  test('given a parts list whose ranges stand for more than a parts list may name, when it is imported, then the ranges past the limit are problems and the rest is read', () => {
    // 25 rows of 1,000 designators each, in one short cell apiece; the last row's cell holds two ranges.
    const rows = Array.from({ length: 25 }, (_, i) => [`R${i * 1000 + 1}-R${i * 1000 + 1000}${i === 24 ? ' C1-C9' : ''}`, `PART-${i}`]);
    const result = importBom({ rows: [['Designator', 'MPN'], ...rows] });
    expect(result.components.reduce((sum, component) => sum + component.designators.length, 0)).toBe(MAX_RANGE_DESIGNATORS);
    const unexpanded = result.problems.filter((problem) => problem.message.includes('was not expanded'));
    expect(unexpanded).toHaveLength(5);
    expect(unexpanded[0]).toMatchObject({ code: 'rangeNotExpanded', severity: 'problem', row: 21, message: 'The range "R20001-R21000" in row 22 was not expanded: the ranges of a parts list may stand for at most 20,000 designators.' });
    expect(unexpanded[4].message).toBe('The range "R24001-R25000" and 1 more in row 26 was not expanded: the ranges of a parts list may stand for at most 20,000 designators.');
    expect(result.valid).toBe(false);
    expect(result.problems.filter((problem) => problem.code === 'designatorMissing')).toEqual([]);
  });

  test('the component type follows the first letter', () => {
    expect(['R1', 'C2', 'D3', 'F4', 'L5', 'J6', 'X7', 'LED1', 'Q2', 'U3'].map(detectComponentType)).toEqual([
      'RESISTOR', 'CAPACITOR', 'DIODE', 'FUSE', 'INDUCTOR', 'CONNECTOR', 'UNKNOWN', 'DIODE', 'TRANSISTOR', 'CHIP',
    ]);
  });
});

describe('parts list import', () => {
  test('given German headers below title rows, then header, first and last row and the columns are found', () => {
    const result = importBom(table([
      ['Stückliste Motorsteuerung', '', '', ''],
      ['Stand: 2026-11-01', '', '', ''],
      ['Pos.', 'Bauteilbezeichner', 'Menge', 'Hersteller', 'Herstellerteilenummer', 'Beschreibung', 'Nicht bestücken'],
      ['1', 'R1-R4', '4', 'Yageo', 'RC0603FR-0710KL', 'Widerstand 10k', ''],
      ['2', 'C1; C2', '2', 'Murata', 'GRM188R71C104KA01D', 'Kondensator 100n', 'nein'],
      ['3', 'J1', '1', '', 'n/a', 'Stiftleiste', 'ja'],
      ['', '', '', '', '', '', ''],
      ['Summe', '', '7', '', '', '', ''],
    ]));
    expect(result.markers).toMatchObject({ headerRow: 2, firstRow: 3, lastRow: 5 });
    expect(Object.values(result.markers!.columns)).toEqual(['itemIndex', 'designator', 'quantity', 'manufacturer', 'mpn', 'description', 'doNotPlace']);
    expect(result.components.map((c) => [c.designators.join(' '), c.quantity, c.mpn, c.manufacturer, c.doNotPlace])).toEqual([
      ['R1 R2 R3 R4', 4, 'RC0603FR-0710KL', 'Yageo', false],
      ['C1 C2', 2, 'GRM188R71C104KA01D', 'Murata', false],
      ['J1', 1, '', '', true],
    ]);
    expect(result.valid).toBe(true);
  });

  test('a quantity that does not match the designators is reported', () => {
    const result = importBom(table([['Designator', 'MPN', 'Qty'], ['R1-R3', 'A', '2'], ['C1', 'B', '1']]));
    expect(result.problems).toContainEqual(expect.objectContaining({ code: 'quantityMismatch', row: 1, column: 2, severity: 'warning' }));
  });

  test('alternatives, generic and provided parts, and empty-MPN keywords', () => {
    const result = importBom(table([
      ['Designator', 'MPN', 'Manufacturer', 'Alternative MPN 1', 'Alternative Manufacturer 1', 'Generic', 'Provided', 'Value'],
      ['R1', 'none', '', '', '', 'true', '', '10k'],
      ['U1', 'STM32F103C8T6', 'ST', 'GD32F103C8T6', 'GigaDevice', '', '1', ''],
      ['C1', '-', '', '', '', '', '', ''],
    ]));
    expect(result.components.map((c) => ({ mpn: c.mpn, generic: c.generic, provided: c.provided, alternatives: c.alternatives }))).toEqual([
      { mpn: '', generic: true, provided: false, alternatives: [] },
      { mpn: 'STM32F103C8T6', generic: false, provided: true, alternatives: [{ mpn: 'GD32F103C8T6', manufacturer: 'GigaDevice' }] },
      { mpn: '', generic: false, provided: false, alternatives: [] },
    ]);
    expect(codes(result)).toEqual(['mpnEmpty']);
  });

  test('missing columns and rows are each reported with the spec\'s codes', () => {
    expect(codes(importBom(table([['foo', 'bar'], ['1', '2']])))).toEqual(['headerRowMissing']);
    expect(codes(importBom(table([['Designator', 'Value'], ['R1', '1k'], ['R2', '2k']])))).toEqual(['mpnMissing']);
    expect(codes(importBom(table([['MPN', 'Manufacturer'], ['A', 'B'], ['C', 'D']])))).toEqual(expect.arrayContaining(['designatorMissing', 'firstRowMissing', 'lastRowMissing']));
    expect(codes(importBom(table([['Designator', 'MPN', 'Alternative Manufacturer 1'], ['R1', 'A', 'X'], ['R2', 'B', '']])))).toEqual(['alternativeManufacturerWithoutMpn']);
    expect(codes(importBom(table([['Designator', 'MPN'], ['R1', 'A']])))).toEqual(['tooFewRows']);
    expect(codes(importBom(table([])))).toEqual(['emptyTable']);
  });

  test('markers move only where the import can still read the table', () => {
    const markers = { headerRow: 1, firstRow: 2, lastRow: 8 };
    expect(moveRowMarker(markers, 'headerRow', 0, 10)).toEqual({ markers: { headerRow: 0, firstRow: 2, lastRow: 8 } });
    expect(moveRowMarker(markers, 'headerRow', 2, 10)).toHaveProperty('refused');
    expect(moveRowMarker(markers, 'firstRow', 1, 10)).toHaveProperty('refused');
    expect(moveRowMarker(markers, 'firstRow', 9, 10)).toHaveProperty('refused');
    expect(moveRowMarker(markers, 'lastRow', 1, 10)).toHaveProperty('refused');
    expect(moveRowMarker(markers, 'lastRow', 12, 10)).toHaveProperty('refused');
    const moved = importBom(table([['Designator', 'MPN'], ['R1', 'A'], ['R2', 'B'], ['R3', 'C']]), {
      headerRow: 0,
      firstRow: 2,
      lastRow: 3,
      columns: { 0: 'designator', 1: 'mpn' },
    });
    expect(moved.components.map((c) => c.designators[0])).toEqual(['R2', 'R3']);
  });

  test('the real KiCad and EasyEDA parts lists', () => {
    const kicad = importBom(readTable({ name: 'bom.csv', bytes: readFileSync(join(FIXTURES, 'colordance-interface-brain/interface-brain_bom_jlc.csv')) }));
    expect(kicad.valid).toBe(true);
    expect(kicad.components).toHaveLength(9);
    expect(kicad.components[0]).toMatchObject({ mpn: 'C307331', electricValue: '100nF', package: 'C_0402_1005Metric', quantity: 37 });
    const easyeda = importBom(readTable({ name: 'BOM.csv', bytes: readFileSync(join(FIXTURES, 'simplefocmini-easyeda/BOM_simplefocmini_2024-04-26.csv')) }));
    expect(easyeda.valid).toBe(true);
    expect(easyeda.components).toHaveLength(7);
    expect(easyeda.components.find((c) => c.designators.includes('R1'))).toMatchObject({ designators: ['R1', 'R2', 'R3', 'R4'], quantity: 4, mpn: '0603WAF4701T5E', manufacturer: 'UniOhm' });
  });
});

describe('reading tables', () => {
  const rows = [['Designator', 'MPN', 'Qty'], ['R1', 'RC0603', '1'], ['C1', 'GRM188', '1']];
  test.each(['xlsx', 'xls', 'ods'] as const)('a %s spreadsheet is read from its first sheet', (bookType) => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Parts');
    const bytes = new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
    expect(readTable({ name: `bom.${bookType}`, bytes }).rows).toEqual(rows);
  });

  test('CSV with semicolons, quotes and UTF-16LE with BOM', () => {
    const csv = 'Designator;MPN;Description\n"R1";"A";"say ""hi""; twice"\n';
    expect(readTable({ name: 'b.csv', bytes: new TextEncoder().encode(csv) }).rows).toEqual([['Designator', 'MPN', 'Description'], ['R1', 'A', 'say "hi"; twice']]);
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('A\tB\n1\t2\n').flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(readTable({ name: 'b.csv', bytes: utf16 }).rows).toEqual([['A', 'B'], ['1', '2']]);
  });

  test('a broken spreadsheet is reported, not thrown as an internal error', () => {
    expect(() => readTable({ name: 'bom.xlsx', bytes: new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]) })).toThrow('bom.xlsx could not be read as a table.');
  });
});
