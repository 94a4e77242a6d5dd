import type { Part } from '../matching/part';
import { MAX_SHEET_DESCRIPTION, MAX_SHEET_TEXT } from './bom-sheet-limits';
import type { BomSheetRow } from './bom-sheet-row';
import { sheetLine, sheetLongText } from './sheet-text';

/**
 * A row with what the parts catalogue knows of its part filled in where the list left the field empty: manufacturer,
 * package, description and electric value. What the list says is never overwritten.
 */
export function filledFromPart(row: BomSheetRow, part: Part | null): BomSheetRow {
  if (!part) return row;
  return {
    ...row,
    manufacturer: row.manufacturer || sheetLine(part.manufacturer, MAX_SHEET_TEXT),
    package: row.package || sheetLine(part.case ?? '', MAX_SHEET_TEXT),
    description: row.description || sheetLongText(part.description ?? '', MAX_SHEET_DESCRIPTION),
    electricValue: row.electricValue || sheetLine(part.electricalValue ?? '', MAX_SHEET_TEXT),
  };
}

/** Whether a row leaves a field open that its part number could fill. */
export const wantsCatalogue = (row: BomSheetRow): boolean => row.mpn !== '' && (!row.manufacturer || !row.package || !row.description || !row.electricValue);
