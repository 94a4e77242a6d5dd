import { utils, write } from '@e965/xlsx';

export interface ExportSheet {
  readonly name: string;
  readonly rows: readonly (readonly (string | number | boolean | null | undefined)[])[];
}

/** A workbook with one sheet per table (sheet names are cut to Excel's 31 characters). */
export function toXlsx(sheets: readonly ExportSheet[]): Uint8Array {
  const book = utils.book_new();
  for (const sheet of sheets) utils.book_append_sheet(book, utils.aoa_to_sheet(sheet.rows.map((row) => row.map((v) => v ?? ''))), sheet.name.slice(0, 31));
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** The translated sheet labels of the exports. */
export const SHEET_LABELS = {
  en: { components: 'Components', placement: 'Placement' },
  de: { components: 'Bauteile', placement: 'Bestückung' },
} as const;
