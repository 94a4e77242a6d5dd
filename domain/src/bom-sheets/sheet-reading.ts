import { importBom } from '../parts-list/bom-import';
import { readTable } from '../tables/read-table';
import { TableError } from '../tables/table';
import { MAX_SHEET_COMPONENTS } from './bom-sheet-limits';
import type { BomSheetRow } from './bom-sheet-row';
import { looksLikeSheet } from './sheet-file';
import { sheetRowsOf } from './sheet-rows';

/** What an uploaded file holds for the formatter: its rows, too many components (counted), or nothing readable. */
export type SheetReading =
  | { readonly kind: 'rows'; readonly rows: BomSheetRow[] }
  | { readonly kind: 'tooManyComponents'; readonly components: number }
  | { readonly kind: 'unreadable' };

/**
 * Reads a spreadsheet or CSV file into sheet rows: its content must be a workbook or text, its table must hold a parts
 * list (a header row and at least one component), and the list may have at most as many components as the free plan
 * formats.
 */
export function readSheet(file: { readonly name: string; readonly bytes: Uint8Array }): SheetReading {
  if (!looksLikeSheet(file.bytes)) return { kind: 'unreadable' };
  let table;
  try {
    table = readTable(file);
  } catch (error) {
    if (error instanceof TableError) return { kind: 'unreadable' };
    throw error;
  }
  const { components } = importBom(table);
  if (components.length === 0) return { kind: 'unreadable' };
  if (components.length > MAX_SHEET_COMPONENTS) return { kind: 'tooManyComponents', components: components.length };
  return { kind: 'rows', rows: sheetRowsOf(components) };
}
