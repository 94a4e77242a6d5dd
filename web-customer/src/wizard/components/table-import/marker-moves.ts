import { moveRowMarker, type RowMarker, type RowMarkers } from '@pcbm/domain/parts-list/table-markers';

export const ROW_MARKERS: readonly RowMarker[] = ['headerRow', 'firstRow', 'lastRow'];

/** Why the importer refused a marker move, as a string key; the domain's own words when it is a new reason. */
export type MarkerRefusal = { readonly key: 'outside' | 'headerOrder' | 'firstOrder' } | { readonly text: string };

const REASONS: Readonly<Record<string, 'outside' | 'headerOrder' | 'firstOrder'>> = {
  'The row is outside the table.': 'outside',
  'The header row must come before the first and the last row.': 'headerOrder',
  'The first row cannot come after the last row.': 'firstOrder',
};

/** Moves a row marker with the importer's rules; a refusal says why. */
export function moveMarker(markers: RowMarkers, marker: RowMarker, row: number, rowCount: number): { readonly markers: RowMarkers } | { readonly refusal: MarkerRefusal } {
  const result = moveRowMarker(markers, marker, row, rowCount);
  if ('markers' in result) return { markers: result.markers };
  const key = REASONS[result.refused];
  return { refusal: key ? { key } : { text: result.refused } };
}

/** The rows the marker preview shows: the table's start and end, and a few rows around every marker. */
export function previewRows(markers: RowMarkers, rowCount: number, head = 10, around = 2, tail = 3): number[] {
  const rows = new Set<number>();
  for (let i = 0; i < Math.min(head, rowCount); i++) rows.add(i);
  for (let i = Math.max(0, rowCount - tail); i < rowCount; i++) rows.add(i);
  for (const marker of ROW_MARKERS) {
    const at = markers[marker];
    if (at < 0) continue;
    for (let i = Math.max(0, at - around); i <= Math.min(rowCount - 1, at + around); i++) rows.add(i);
  }
  return [...rows].sort((a, b) => a - b);
}
