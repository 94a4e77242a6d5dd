import { utils, write } from '@e965/xlsx';
import { zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeTableText, guessCsvSeparator, parseCsv, readTable, TableReadError, type TableReadErrorCode } from '.';

const FIXTURES = join(__dirname, '../../../../../shared/fixtures/pcb');
const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string, bom = true) => {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[(bom ? 2 : 0) + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[(bom ? 2 : 0) + i * 2 + 1] = text.charCodeAt(i) >> 8;
  }
  return bytes;
};
const utf16be = (text: string) => {
  const le = utf16le(text);
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return le;
};
const spreadsheet = (bookType: 'xlsx' | 'xls' | 'ods', sheets: (string | number | boolean | null)[][][]) => {
  const book = utils.book_new();
  sheets.forEach((rows, index) => utils.book_append_sheet(book, utils.aoa_to_sheet(rows), `Sheet${index + 1}`));
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
};
const failure = (read: () => unknown): TableReadErrorCode | 'no error' => {
  try {
    read();
    return 'no error';
  } catch (error) {
    if (error instanceof TableReadError) return error.code;
    throw error;
  }
};

describe('text decoding', () => {
  test('given UTF-8 with and without a byte order mark, when decoded, then the text is the same', () => {
    expect(decodeTableText(utf8('\ufeffGehäuse;Ω'))).toBe('Gehäuse;Ω');
    expect(decodeTableText(utf8('Gehäuse;Ω'))).toBe('Gehäuse;Ω');
  });

  test('given UTF-16 little and big endian with a byte order mark, when decoded, then the text is read', () => {
    expect(decodeTableText(utf16le('Designator\tMid X\r\n'))).toBe('Designator\tMid X\r\n');
    expect(decodeTableText(utf16be('Bauteil;Drehung µ'))).toBe('Bauteil;Drehung µ');
  });

  test('given UTF-16LE without a byte order mark, when decoded, then the zero bytes give it away', () => {
    expect(decodeTableText(utf16le('Designator,Mid X,Mid Y', false))).toBe('Designator,Mid X,Mid Y');
  });

  test('given Windows-1252 bytes that are not UTF-8, when decoded, then umlauts, µ and the euro sign come out right', () => {
    expect(decodeTableText(Uint8Array.from([0x47, 0x65, 0x68, 0xe4, 0x75, 0x73, 0x65, 0x20, 0xb5, 0x48, 0x20, 0x80]))).toBe('Gehäuse µH €');
  });
});

describe('CSV', () => {
  test('given tab, semicolon and comma separated text, when the separator is guessed, then each is found', () => {
    expect(guessCsvSeparator('Ref\tX\tY\nR1\t1\t2\n')).toBe('\t');
    expect(guessCsvSeparator('Ref;X;Y\nR1;1,5;2,5\nR2;3,0;4,0\n')).toBe(';');
    expect(guessCsvSeparator('"Comment","Designator"\n"100nF","C1,C2,C3"\n"1k","R1"\n')).toBe(',');
  });

  test('given title rows without separators above the header, when the separator is guessed, then the table decides', () => {
    expect(guessCsvSeparator('Stückliste Projekt X, Rev. 2\n\nPos;Menge;Bezeichner\n1;2;R1\n2;1;C1\n')).toBe(';');
  });

  test('given quoted cells with separators, line breaks and doubled quotes, when parsed, then each cell is whole and trimmed', () => {
    expect(parseCsv('a, "b,1" ,"say ""hi"""\r\n"two\nlines",x,\n\nlast', ',')).toEqual([
      ['a', 'b,1', 'say "hi"'],
      ['two\nlines', 'x', ''],
      [''],
      ['last'],
    ]);
  });

  test('given an unterminated quote, when parsed, then the rest of the text is the cell rather than an error', () => {
    expect(parseCsv('a,"open\nstill', ',')).toEqual([['a', 'open\nstill']]);
  });
});

describe('readTable', () => {
  test('given the EasyEDA pick-and-place file (UTF-16LE, tabs, quoted), when read, then header and values are clean', () => {
    const path = join(FIXTURES, 'simplefocmini-easyeda/Pick and Place/PickAndPlace_simplefocmini_2024-04-26.csv');
    const { rows } = readTable({ name: 'PickAndPlace.csv', bytes: readFileSync(path) });
    expect(rows).toHaveLength(14);
    expect(rows[0].slice(0, 4)).toEqual(['Designator', 'Footprint', 'Mid X', 'Mid Y']);
    expect(rows[8]).toEqual(['R1', 'R0603', '12.19mm', '-6.48mm', '12.19mm', '-6.48mm', '12.95mm', '-6.48mm', 'T', '180', '10kΩ']);
  });

  test('given a semicolon CSV in Windows-1252 with title rows, when read, then umlauts and quoted designator lists survive', () => {
    const bytes = readFileSync(join(__dirname, '../__fixtures__/tables/stueckliste-de.csv'));
    const { rows } = readTable({ name: 'stueckliste-de.csv', bytes });
    expect(rows[0][0]).toBe('Stückliste Steuerplatine SP-100');
    expect(rows[3]).toEqual(['Pos.', 'Bauteilbezeichner', 'Menge', 'Hersteller', 'Herstellerteilenummer', 'Beschreibung', 'Gehäuse', 'Nicht bestücken', 'Beigestellt']);
    expect(rows[5][1]).toBe('C1, C2; C5');
  });

  test.each(['xlsx', 'xls', 'ods'] as const)('given a %s file with two sheets, when read, then the first sheet comes as texts', (bookType) => {
    const bytes = spreadsheet(bookType, [
      [['Parts list'], [], ['Designator', 'Qty', 'MPN', 'DNP'], ['R1, R2', 2, 12345678901234, true], ['C1', 1, 'GRM188', false], [], []],
      [['second sheet']],
    ]);
    const { rows } = readTable({ name: `bom.${bookType}`, bytes });
    expect(rows).toEqual([['Parts list'], [], ['Designator', 'Qty', 'MPN', 'DNP'], ['R1, R2', '2', '12345678901234', 'TRUE'], ['C1', '1', 'GRM188', 'FALSE']]);
  });

  test('given an xlsx saved under a .csv name, when read, then the content decides', () => {
    const bytes = spreadsheet('xlsx', [[['Ref', 'X'], ['R1', 1.5]]]);
    expect(readTable({ name: 'export.csv', bytes }).rows).toEqual([['Ref', 'X'], ['R1', '1.5']]);
  });

  test('given tab-separated text saved as .xls, as older exporters do, when read, then it is read as text', () => {
    expect(readTable({ name: 'bom.xls', bytes: utf8('Ref\tValue\nR1\t10k\n') }).rows).toEqual([['Ref', 'Value'], ['R1', '10k']]);
  });

  test('given trailing blank lines, when read, then they are dropped but blank lines inside are kept', () => {
    expect(readTable({ name: 'a.csv', bytes: utf8('Ref,X\n\nR1,1\n\n\n') }).rows).toEqual([['Ref', 'X'], [''], ['R1', '1']]);
  });

  test('given an empty file, when read, then the table has no rows', () => {
    expect(readTable({ name: 'empty.csv', bytes: new Uint8Array() }).rows).toEqual([]);
  });

  test('given files that are no tables, when read, then a TableReadError names the reason', () => {
    expect(failure(() => readTable({ name: 'bom.pdf', bytes: utf8('%PDF-1.7') }))).toBe('unsupportedFileType');
    expect(failure(() => readTable({ name: 'bom.xlsx', bytes: utf8('just text') }))).toBe('tableNotParsable');
    expect(failure(() => readTable({ name: 'bom.xlsx', bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }))).toBe('tableNotParsable');
    expect(failure(() => readTable({ name: 'bom.csv', bytes: Uint8Array.from([0x41, 0x00, 0x00, 0x00, 0x42, 0x2c, 0x43]) }))).toBe('tableNotParsable');
    expect(failure(() => readTable({ name: 'huge.csv', bytes: new Uint8Array(10 * 1024 * 1024) }))).toBe('tableTooLarge');
  });

  test('given a zip whose entries unpack to more than 100 MB, when read as xlsx, then it is refused before unpacking', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(101 * 1024 * 1024) }, { level: 9 });
    const error = (() => {
      try {
        readTable({ name: 'bomb.xlsx', bytes: bomb });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(TableReadError);
    expect(error).toMatchObject({ code: 'tableTooLarge', fileName: 'bomb.xlsx', message: 'bomb.xlsx is too large to read as a table (the spreadsheet unpacks to more than 100 MB).' });
  });

  test('given more than 1,000 filled columns, when read, then the table is refused as too large', () => {
    expect(failure(() => readTable({ name: 'wide.csv', bytes: utf8(Array.from({ length: 1001 }, (_, i) => `c${i}`).join(',')) }))).toBe('tableTooLarge');
  });
});
