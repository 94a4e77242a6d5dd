import { MAX_SHEET_FILE_BYTES, SHEET_EXTENSIONS } from '@pcbm/domain/bom-sheets/bom-sheet-limits';

export type SheetFileProblem = 'type' | 'size';

/** What the formatter accepts, for the file picker: `.xlsx,.xls,.csv`. */
export const SHEET_ACCEPT = SHEET_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a file cannot be formatted (not a spreadsheet or CSV by its name, or over 10 MB), or null when it can. */
export function sheetFileProblem(file: { readonly name: string; readonly size: number }): SheetFileProblem | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(SHEET_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size > MAX_SHEET_FILE_BYTES) return 'size';
  return null;
}
