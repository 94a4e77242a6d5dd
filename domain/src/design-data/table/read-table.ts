import { guessCsvSeparator, parseCsv } from './csv';
import { isOleContainer, isZipContainer, readSpreadsheet } from './spreadsheet';
import { isBlankRow, type Table, type TableFile } from './table';
import { MAX_TABLE_COLUMNS, MAX_TABLE_FILE_BYTES, MAX_TABLE_ROWS } from './table-limits';
import { tableNotParsable, tableTooLarge, unsupportedFileType } from './table-read-error';
import { decodeTableText } from './text-decoding';

/** File extensions a parts list or placement list is read from. */
export const TABLE_FILE_EXTENSIONS = ['csv', 'xlsx', 'xls', 'ods', 'tsv', 'txt'] as const;
const TEXT_EXTENSIONS = new Set(['csv', 'tsv', 'txt']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Old exporters write HTML or XML spreadsheets and name them .xls. */
const looksLikeMarkup = (bytes: Uint8Array) => {
  const start = decodeTableText(bytes.subarray(0, 512)).trimStart();
  return start.startsWith('<');
};

function readTextTable(fileName: string, bytes: Uint8Array): string[][] {
  const text = decodeTableText(bytes);
  if (text.includes('\u0000')) throw tableNotParsable(fileName);
  const rows = parseCsv(text, guessCsvSeparator(text));
  if (rows.length > MAX_TABLE_ROWS) throw tableTooLarge(fileName, `more than ${MAX_TABLE_ROWS} rows`);
  if (rows.some((row) => row.length > MAX_TABLE_COLUMNS)) throw tableTooLarge(fileName, `more than ${MAX_TABLE_COLUMNS} columns`);
  return rows;
}

/** Trailing blank rows say nothing; spreadsheets and editors leave them behind. */
function withoutTrailingBlankRows(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1])) end--;
  return end === rows.length ? rows : rows.slice(0, end);
}

/**
 * Reads a parts list or placement file (csv, xlsx, xls or ods; first sheet) as rows of trimmed texts.
 * Throws a TableReadError with a code when the file is not a table, too large, or not parsable.
 */
export function readTable(file: TableFile): Table {
  const extension = extensionOf(file.name);
  if (!(TABLE_FILE_EXTENSIONS as readonly string[]).includes(extension)) throw unsupportedFileType(file.name, TABLE_FILE_EXTENSIONS);
  if (file.bytes.byteLength >= MAX_TABLE_FILE_BYTES) throw tableTooLarge(file.name, 'the file is 10 MB or more');
  const { bytes } = file;
  let rows: string[][];
  if (isZipContainer(bytes) || isOleContainer(bytes) || (extension === 'xls' && looksLikeMarkup(bytes))) {
    rows = readSpreadsheet(file.name, bytes);
  } else if (TEXT_EXTENSIONS.has(extension) || extension === 'xls') {
    rows = readTextTable(file.name, bytes);
  } else {
    throw tableNotParsable(file.name);
  }
  return { rows: withoutTrailingBlankRows(rows) };
}
