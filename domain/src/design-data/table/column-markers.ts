/** A column marker: the kind of data a column holds, or IGNORE for a column that is not read. */
export type ColumnMarker<Kind extends string> = Kind | 'IGNORE';

/** The column holding a kind, or undefined. */
export function columnOf<Kind extends string>(columns: readonly ColumnMarker<Kind>[], kind: Kind): number | undefined {
  const index = columns.indexOf(kind);
  return index < 0 ? undefined : index;
}

/**
 * Puts a marker on a column. A kind that only one column may hold leaves the column that held it
 * before; kinds in `repeatable` may mark several columns.
 */
export function assignColumnMarker<Kind extends string>(
  columns: readonly ColumnMarker<Kind>[],
  column: number,
  marker: ColumnMarker<Kind>,
  repeatable: readonly Kind[] = [],
): ColumnMarker<Kind>[] {
  const width = Math.max(columns.length, column + 1);
  const unique = marker !== 'IGNORE' && !repeatable.includes(marker);
  return Array.from({ length: width }, (_, index) => {
    if (index === column) return marker;
    const current = columns[index] ?? 'IGNORE';
    return unique && current === marker ? 'IGNORE' : current;
  });
}
