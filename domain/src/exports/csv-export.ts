/** How a CSV export separates cells and writes decimals. */
export interface CsvStyle {
  readonly separator: ',' | ';';
  readonly decimalSign: '.' | ',';
}

/** The byte-order mark CSV exports start with, so spreadsheet programs read them as UTF-8. */
export const BYTE_ORDER_MARK = '\uFEFF';

/** One cell: numbers with the chosen decimal sign; quoted when it holds the separator, a quote or a line break. */
function cell(value: string | number | boolean | null | undefined, style: CsvStyle): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value).replace('.', style.decimalSign) : String(value);
  return /["\r\n]/.test(text) || text.includes(style.separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV text: byte-order mark, the chosen separator and decimal sign, CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[], style: CsvStyle): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map((value) => cell(value, style)).join(style.separator)).join('\r\n') + '\r\n';
}
