import { read, utils } from '@e965/xlsx';
import { decodeText } from '../upload/text-decoding';
import { extensionOf } from '../upload/file-use';
import { parseCsv } from './csv';
import { TableError, type Table } from './table';

const SPREADSHEETS = ['xlsx', 'xls', 'ods'];
const isZipOrOle = (bytes: Uint8Array) =>
  (bytes[0] === 0x50 && bytes[1] === 0x4b) || (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0);

/** At most this many rows are read from a spreadsheet. */
/** The most rows a table is read to; a parts list sent as rows may have no more either. */
export const MAX_ROWS = 50_000;

/** Reads the first sheet of an xlsx, xls or ods file, or a CSV file, as a table of texts. */
export function readTable(file: { readonly name: string; readonly bytes: Uint8Array }): Table {
  try {
    if (SPREADSHEETS.includes(extensionOf(file.name)) || isZipOrOle(file.bytes)) {
      const book = read(file.bytes, { type: 'array', cellFormula: false, cellHTML: false, cellStyles: false, sheetRows: MAX_ROWS, dense: true });
      const sheet = book.Sheets[book.SheetNames[0]];
      if (!sheet) throw new Error('no sheet');
      const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
      return { rows: rows.map((row) => row.map((cell) => String(cell ?? '').trim())) };
    }
    return { rows: parseCsv(decodeText(file.bytes)) };
  } catch {
    throw new TableError(file.name);
  }
}
