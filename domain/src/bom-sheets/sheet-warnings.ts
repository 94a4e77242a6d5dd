import type { BomSheetRow } from './bom-sheet-row';

/** A line whose quantity is not the number of its designators: one of the two is probably wrong. */
export interface QuantityMismatch {
  /** The line's position in the sheet, from 0. */
  readonly row: number;
  readonly quantity: number;
  readonly designators: number;
}

/**
 * Lines that name designators but state another quantity, as the parts-list import warns of them. A line without
 * designators (a part counted, not placed) is not a mismatch. Warnings only: a sheet may be saved with them.
 */
export function quantityMismatches(rows: readonly Pick<BomSheetRow, 'quantity' | 'designators'>[]): QuantityMismatch[] {
  return rows.flatMap((row, index) =>
    row.designators.length > 0 && Number.isFinite(row.quantity) && row.quantity !== row.designators.length ? [{ row: index, quantity: row.quantity, designators: row.designators.length }] : [],
  );
}
