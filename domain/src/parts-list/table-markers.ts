/** Where the data of an imported table is: the header row, the first and the last data row (0-based). */
export interface RowMarkers {
  readonly headerRow: number;
  readonly firstRow: number;
  readonly lastRow: number;
}

export type RowMarker = keyof RowMarkers;

/**
 * Moves one row marker, refusing what the import cannot read: the header before the first row,
 * the first row not after the last.
 */
export function moveRowMarker(markers: RowMarkers, marker: RowMarker, row: number, rowCount: number): { markers: RowMarkers } | { refused: string } {
  if (!Number.isInteger(row) || row < 0 || row >= rowCount) return { refused: 'The row is outside the table.' };
  const next = { ...markers, [marker]: row };
  if (next.headerRow >= next.firstRow || next.headerRow >= next.lastRow) return { refused: 'The header row must come before the first and the last row.' };
  if (next.firstRow > next.lastRow) return { refused: 'The first row cannot come after the last row.' };
  return { markers: next };
}
