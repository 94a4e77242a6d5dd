import { read, type CellObject } from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, MAX_UNPACKED_SPREADSHEET_BYTES } from './table-limits';
import { tableNotParsable, tableTooLarge } from './table-read-error';

/** xlsx and ods files are zip archives. */
export const isZipContainer = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
/** xls files are OLE compound documents. */
export const isOleContainer = (bytes: Uint8Array) => bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/** Refuses a zip whose entries declare more unpacked bytes than allowed, without unpacking anything. */
function checkUnpackedSize(fileName: string, bytes: Uint8Array): void {
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw tableNotParsable(fileName);
  }
  if (unpacked > MAX_UNPACKED_SPREADSHEET_BYTES) throw tableTooLarge(fileName, 'the spreadsheet unpacks to more than 100 MB');
}

/** A cell's text as the spreadsheet shows it; whole numbers never in exponent form, since part numbers can be numeric. */
function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'n' && typeof cell.v === 'number' && Number.isInteger(cell.v) && (cell.w === undefined || /e/i.test(cell.w))) {
    return String(cell.v);
  }
  return (cell.w ?? String(cell.v)).trim();
}

/** Cells up to the last filled one. */
function rowTexts(cells: readonly (CellObject | undefined)[] | undefined): string[] {
  if (!cells) return [];
  let last = cells.length - 1;
  while (last >= 0 && cellText(cells[last]) === '') last--;
  const texts = new Array<string>(last + 1);
  for (let column = 0; column <= last; column++) texts[column] = cellText(cells[column]);
  return texts;
}

/**
 * Reads the first sheet of an xlsx, xls or ods file. Formulas, styles, macros and rich text are not
 * read (cached cell values only), nothing is evaluated, and rows, columns and unpacked size are capped.
 */
export function readSpreadsheet(fileName: string, bytes: Uint8Array): string[][] {
  if (isZipContainer(bytes)) checkUnpackedSize(fileName, bytes);
  let data: (CellObject | undefined)[][];
  try {
    const book = read(bytes, {
      type: 'array',
      dense: true,
      sheets: 0,
      sheetRows: MAX_TABLE_ROWS + 1,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
      bookDeps: false,
      bookFiles: false,
    });
    const sheet = book.Sheets[book.SheetNames[0]];
    data = sheet?.['!data'] ?? [];
  } catch {
    throw tableNotParsable(fileName);
  }
  if (data.length > MAX_TABLE_ROWS) throw tableTooLarge(fileName, `more than ${MAX_TABLE_ROWS} rows`);
  const rows = new Array<string[]>(data.length);
  for (let row = 0; row < data.length; row++) {
    rows[row] = rowTexts(data[row]);
    if (rows[row].length > MAX_TABLE_COLUMNS) throw tableTooLarge(fileName, `more than ${MAX_TABLE_COLUMNS} columns`);
  }
  return rows;
}
