/** The row markers a user can drag in the import options. */
export type RowMarkerRole = 'HEADER' | 'FIRST' | 'LAST';

/** Where the header, the first and the last data row are; null when not found. */
export interface RowMarkers {
  readonly headerRow: number | null;
  readonly firstRow: number | null;
  readonly lastRow: number | null;
}

export type RowMarkerMove<M extends RowMarkers> =
  | { readonly moved: true; readonly markers: M }
  | { readonly moved: false; readonly reason: string };

const FIELD = { HEADER: 'headerRow', FIRST: 'firstRow', LAST: 'lastRow' } as const;

/**
 * Why the row markers are out of order, or null when they are in order: the header lies above the
 * first and the last row, and the first row is not below the last row.
 */
export function rowMarkerOrderProblem(markers: RowMarkers): string | null {
  const { headerRow, firstRow, lastRow } = markers;
  if (headerRow !== null && firstRow !== null && headerRow >= firstRow) return 'The header row must lie above the first row.';
  if (headerRow !== null && lastRow !== null && headerRow >= lastRow) return 'The header row must lie above the last row.';
  if (firstRow !== null && lastRow !== null && firstRow > lastRow) return 'The first row must not lie below the last row.';
  return null;
}

/** Moves one row marker, refusing moves outside the table or against the order header, first row, last row. */
export function moveRowMarker<M extends RowMarkers>(markers: M, role: RowMarkerRole, row: number, rowCount: number): RowMarkerMove<M> {
  if (!Number.isInteger(row) || row < 0 || row >= rowCount) return { moved: false, reason: `Row ${row + 1} is not in the table.` };
  const moved = { ...markers, [FIELD[role]]: row };
  const problem = rowMarkerOrderProblem(moved);
  return problem === null ? { moved: true, markers: moved } : { moved: false, reason: problem };
}
