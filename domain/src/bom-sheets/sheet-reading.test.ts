import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { utils, write } from '@e965/xlsx';
import { sheetFileProblem } from './sheet-file';
import { readSheet } from './sheet-reading';

const FIXTURES = join(__dirname, '../../../fixtures/pcb');
const fixture = (path: string) => new Uint8Array(readFileSync(join(FIXTURES, path)));
const text = (value: string) => new TextEncoder().encode(value);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const list = (components: number) => text(['Designator,Quantity,MPN,Manufacturer', ...Array.from({ length: components }, (_, i) => `R${i + 1},1,RC0603-${i},Yageo`)].join('\n'));

describe('reading a file for the BOM formatter', () => {
  it('given the KiCad parts list of a real board, then every line becomes a row with its designators, value and package', () => {
    const reading = readSheet({ name: 'interface-brain_bom_jlc.csv', bytes: fixture('colordance-interface-brain/interface-brain_bom_jlc.csv') });
    if (reading.kind !== 'rows') throw new Error(reading.kind);
    expect(reading.rows).toHaveLength(9);
    expect(reading.rows[0]).toMatchObject({ quantity: 37, electricValue: '100nF', package: 'C_0402_1005Metric' });
    expect(reading.rows[0].designators.slice(0, 3)).toEqual(['C1', 'C2', 'C3']);
  });

  it('given the UTF-16 tab-separated EasyEDA parts list, then manufacturer and MPN are read too', () => {
    const reading = readSheet({ name: 'BOM_simplefocmini.csv', bytes: fixture('simplefocmini-easyeda/BOM_simplefocmini_2024-04-26.csv') });
    if (reading.kind !== 'rows') throw new Error(reading.kind);
    expect(reading.rows.find((row) => row.designators.includes('U1'))).toMatchObject({ mpn: 'DRV8313PWPR', manufacturer: 'Texas Instruments', quantity: 1 });
  });

  it('given a workbook, then its first sheet is read', () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Designator', 'Qty', 'MPN'], ['C1, C2', 2, 'CL10B104KB8NNNC'], ['U1', 1, 'DRV8313PWPR']]), 'BOM');
    const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const reading = readSheet({ name: 'list.xlsx', bytes });
    expect(reading.kind === 'rows' && reading.rows.map((row) => [row.quantity, row.designators, row.mpn])).toEqual([[2, ['C1', 'C2'], 'CL10B104KB8NNNC'], [1, ['U1'], 'DRV8313PWPR']]);
  });

  it('given an image renamed .csv, text without a parts list, or an empty file, then it is unreadable', () => {
    expect(readSheet({ name: 'bom.csv', bytes: PNG })).toEqual({ kind: 'unreadable' });
    expect(readSheet({ name: 'bom.csv', bytes: text('Dear team,\nplease find attached.\n') })).toEqual({ kind: 'unreadable' });
    expect(readSheet({ name: 'bom.csv', bytes: new Uint8Array() })).toEqual({ kind: 'unreadable' });
    expect(readSheet({ name: 'bom.xlsx', bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) })).toEqual({ kind: 'unreadable' });
  });

  it('given 300 components, then they are formatted; given 301, then they are counted and refused', () => {
    const reading = readSheet({ name: 'bom.csv', bytes: list(300) });
    expect(reading.kind === 'rows' && reading.rows.length).toBe(300);
    expect(readSheet({ name: 'bom.csv', bytes: list(301) })).toEqual({ kind: 'tooManyComponents', components: 301 });
  });

  it('given a name that is not .xlsx, .xls or .csv, or more than 10 MB, then the file is not read at all', () => {
    expect(sheetFileProblem('bom.pdf', 10)).toBe('Only .xlsx, .xls and .csv files can be formatted.');
    expect(sheetFileProblem('bom', 10)).toBe('Only .xlsx, .xls and .csv files can be formatted.');
    expect(sheetFileProblem('bom.CSV', 10 * 1024 * 1024)).toBeNull();
    expect(sheetFileProblem('bom.xls', 10 * 1024 * 1024 + 1)).toBe('The file is larger than 10 MB.');
  });
});
