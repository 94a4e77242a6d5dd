import { isBlankRow, type Table } from './table';

/**
 * The header row: the row with the most cells containing header keywords (the first of equals);
 * when that is the last row, row 0. Null when no cell holds a header keyword.
 */
export function findHeaderRow(table: Table, isHeaderCell: (cell: string) => boolean): number | null {
  let best: number | null = null;
  let bestCount = 0;
  let lastFilled = -1;
  for (let index = 0; index < table.rows.length; index++) {
    const row = table.rows[index];
    if (isBlankRow(row)) continue;
    lastFilled = index;
    let count = 0;
    for (const cell of row) if (cell !== '' && isHeaderCell(cell)) count++;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  }
  return best !== null && best === lastFilled ? 0 : best;
}
