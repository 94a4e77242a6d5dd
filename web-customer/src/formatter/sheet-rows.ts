import { bomSheetRowSchema } from '@pcbm/domain/bom-sheets/bom-sheet-row';
import type { BomSheetRow } from './bom-sheet-operations';

/** The columns of a sheet after the line number, in the order they are shown and exported. */
export const SHEET_FIELDS = ['quantity', 'designators', 'manufacturer', 'mpn', 'package', 'description', 'electricValue'] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];

/** A line as its cells are being edited: every cell as typed. */
export type RowDraft = Record<SheetField, string>;

/** A line as the server takes it back. */
export interface RowInput {
  readonly quantity: number;
  readonly designators: string[];
  readonly manufacturer: string;
  readonly mpn: string;
  readonly package: string;
  readonly description: string;
  readonly electricValue: string;
}

/** A cell that holds what a line may not: its line (from 0) and column. */
export interface CellProblem {
  readonly row: number;
  readonly field: SheetField;
}

export const designatorText = (designators: readonly string[]) => designators.join(', ');

export function draftOf(row: BomSheetRow): RowDraft {
  return {
    quantity: String(row.quantity),
    designators: designatorText(row.designators),
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    package: row.package,
    description: row.description,
    electricValue: row.electricValue,
  };
}

/** The line a draft stands for; designators are separated by commas, semicolons or spaces. */
export function candidateOf(draft: RowDraft) {
  const quantity = draft.quantity.trim();
  return {
    quantity: /^\d+$/.test(quantity) ? Number(quantity) : Number.NaN,
    designators: draft.designators
      .split(/[\s,;]+/)
      .map((designator) => designator.trim())
      .filter(Boolean),
    manufacturer: draft.manufacturer,
    mpn: draft.mpn,
    package: draft.package,
    description: draft.description,
    electricValue: draft.electricValue,
  };
}

/** The lines to save, checked with the rules the server applies, or the cells that break them. */
export function checkDrafts(drafts: readonly RowDraft[]): { readonly rows: RowInput[] } | { readonly problems: CellProblem[] } {
  const rows: RowInput[] = [];
  const problems: CellProblem[] = [];
  drafts.forEach((draft, row) => {
    const result = bomSheetRowSchema.safeParse(candidateOf(draft));
    if (result.success) {
      rows.push(result.data as RowInput);
      return;
    }
    const fields = new Set(result.error.issues.map((issue) => issue.path[0]).filter((field): field is SheetField => (SHEET_FIELDS as readonly unknown[]).includes(field)));
    for (const field of SHEET_FIELDS) if (fields.has(field)) problems.push({ row, field });
  });
  return problems.length > 0 ? { problems } : { rows };
}
