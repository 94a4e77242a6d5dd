import { z } from 'zod';
import { isValidDesignator } from '../parts-list/designators';
import { lineText, longText } from '../text/free-text';
import { MAX_DESIGNATOR_LENGTH, MAX_ROW_DESIGNATORS, MAX_SHEET_COMPONENTS, MAX_SHEET_DESCRIPTION, MAX_SHEET_QUANTITY, MAX_SHEET_TEXT } from './bom-sheet-limits';

/** One row of a formatted sheet; its index is its position + 1 and is not stored. */
export type BomSheetRow = { quantity: number; designators: string[]; manufacturer: string; mpn: string; package: string; description: string; electricValue: string };

const designator = z
  .string()
  .trim()
  .min(1, 'A designator must not be empty.')
  .max(MAX_DESIGNATOR_LENGTH, `A designator must be at most ${MAX_DESIGNATOR_LENGTH} characters.`)
  .refine(isValidDesignator, 'A designator is letters followed by digits, such as R1.');

/** One row as the sheet editor and the server check it. */
export const bomSheetRowSchema = z.object({
  quantity: z
    .number()
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(MAX_SHEET_QUANTITY, `The quantity must be at most ${MAX_SHEET_QUANTITY.toLocaleString('en')}.`),
  designators: z.array(designator).max(MAX_ROW_DESIGNATORS, `A row may name at most ${MAX_ROW_DESIGNATORS} designators.`),
  manufacturer: lineText(MAX_SHEET_TEXT),
  mpn: lineText(MAX_SHEET_TEXT),
  package: lineText(MAX_SHEET_TEXT),
  description: longText(MAX_SHEET_DESCRIPTION),
  electricValue: lineText(MAX_SHEET_TEXT),
});

/** The rows of a sheet: at least one, at most as many as the free plan formats. */
export const bomSheetRowsSchema = z
  .array(bomSheetRowSchema)
  .min(1, 'A sheet needs at least one row.')
  .max(MAX_SHEET_COMPONENTS, `A sheet may have at most ${MAX_SHEET_COMPONENTS} rows.`);
