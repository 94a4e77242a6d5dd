import { z } from 'zod';

export const EXPORT_FORMATS = ['CsvComma', 'CsvSemicolon', 'Excel'] as const;
export const EXPORT_UNITS = ['Inch', 'Micrometer', 'Mil', 'Millimeter'] as const;
/** Parts-list columns of an export, in the spec's order. */
export const BOM_COLUMN_TAGS = [
  'ITEM_INDEX', 'DESIGNATOR', 'QUANTITY', 'MPN', 'MANUFACTURER', 'ALTERNATIVE_MPN1', 'ALTERNATIVE_MANUFACTURER1', 'ALTERNATIVE_MPN2',
  'ALTERNATIVE_MANUFACTURER2', 'DO_NOT_PLACE', 'IS_GENERIC', 'IS_PROVIDED', 'GENERIC_DEVICE_TYPE', 'GENERIC_PACKAGE',
  'GENERIC_ELECTRIC_VALUE', 'GENERIC_TOLERANCE', 'GENERIC_MAX_VOLTAGE', 'GENERIC_DESCRIPTION',
] as const;

export const exportSettingsSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  unit: z.enum(EXPORT_UNITS),
  bomColumnOrder: z
    .array(z.enum(BOM_COLUMN_TAGS))
    .min(1, 'Choose at least one column.')
    .refine((tags) => new Set(tags).size === tags.length, 'A column appears twice.'),
});
export type ExportSettings = z.output<typeof exportSettingsSchema>;

/** What an export uses when neither the person nor the company chose anything. */
export const DEFAULT_EXPORT_SETTINGS: ExportSettings = { format: 'CsvComma', unit: 'Millimeter', bomColumnOrder: [...BOM_COLUMN_TAGS] };

/** The person's own settings win, then the company's, then the defaults. */
export function effectiveExportSettings(
  own: ExportSettings | null,
  company: ExportSettings | null,
): { settings: ExportSettings; source: 'USER' | 'COMPANY' | 'DEFAULT' } {
  if (own) return { settings: own, source: 'USER' };
  if (company) return { settings: company, source: 'COMPANY' };
  return { settings: DEFAULT_EXPORT_SETTINGS, source: 'DEFAULT' };
}
