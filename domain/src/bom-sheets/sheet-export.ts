import type { ExportLocale } from '../exports/export-tables';
import type { BomSheetRow } from './bom-sheet-row';

/** The header row of a downloaded sheet, in the caller's language. */
export const SHEET_HEADERS: Record<ExportLocale, readonly string[]> = {
  en: ['#', 'Quantity', 'Designator', 'Manufacturer', 'MPN', 'Package', 'Description', 'Electric value'],
  de: ['#', 'Menge', 'Bezeichner', 'Hersteller', 'MPN', 'Gehäuse', 'Beschreibung', 'Elektrischer Wert'],
};

/** A sheet as a table to download: the header, then each row with its index and its designators joined by ", ". */
export function sheetTable(rows: readonly BomSheetRow[], locale: ExportLocale): (string | number)[][] {
  return [
    [...SHEET_HEADERS[locale]],
    ...rows.map((row, index) => [index + 1, row.quantity, row.designators.join(', '), row.manufacturer, row.mpn, row.package, row.description, row.electricValue]),
  ];
}

/** The name of a downloaded sheet: the uploaded file's name without its extension, `_formatted`, and the format's extension. */
export function formattedSheetName(originalFilename: string, extension: 'csv' | 'xlsx'): string {
  const dot = originalFilename.lastIndexOf('.');
  const base = dot > 0 ? originalFilename.slice(0, dot) : originalFilename;
  return `${base || 'sheet'}_formatted.${extension}`;
}
