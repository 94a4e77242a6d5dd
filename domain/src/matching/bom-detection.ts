import { isEmptyPartNumber } from '../tables/keywords';
import { detectColumns, importBom, type BomColumns, type BomComponent } from '../parts-list/bom-import';
import type { BomColumnKind } from '../parts-list/bom-columns';

/** Cells per column tried when the parts database picks the MPN column. */
export const MPN_PROBE_CELLS = 20;

/** Column kinds from header keywords (the fallback when the parts database cannot be asked). */
export const keywordColumns = (headers: readonly string[]): BomColumns => detectColumns(headers);

/** The header cells each with the column kind assigned to it (null: not used). */
export const assignedHeaders = (headers: readonly string[], columns: BomColumns) =>
  headers.map((name, index) => {
    const kind = columns[index];
    return { name, kind: kind === undefined || kind === 'ignore' ? null : kind };
  });

/**
 * Columns that could hold MPNs when no header names them: every column not recognised as
 * something else, with its first non-empty cells to try against the parts database.
 */
export function mpnCandidates(headers: readonly string[], rows: readonly (readonly string[])[], columns: BomColumns): { column: number; cells: string[] }[] {
  if (Object.values(columns).includes('mpn')) return [];
  return headers
    .map((_, column) => column)
    .filter((column) => columns[column] === undefined)
    .map((column) => ({
      column,
      cells: rows.map((row) => (row[column] ?? '').trim()).filter((cell) => cell !== '' && !isEmptyPartNumber(cell)).slice(0, MPN_PROBE_CELLS),
    }))
    .filter((candidate) => candidate.cells.length > 0);
}

/** The columns with the given column taken as the MPN column. */
export const withMpnColumn = (columns: BomColumns, column: number): BomColumns => ({ ...columns, [column]: 'mpn' satisfies BomColumnKind });

/** The parts-list rows of a header row and data rows, read with the given columns. */
export function bomComponents(headers: readonly string[], rows: readonly (readonly string[])[], columns: BomColumns): readonly BomComponent[] {
  const table = { rows: [[...headers], ...rows.map((row) => [...row])] };
  return importBom(table, { headerRow: 0, firstRow: rows.length > 0 ? 1 : -1, lastRow: rows.length, columns }).components;
}

/** The part numbers to look up: main parts and alternatives of the non-generic rows, each once. */
export function partQueriesOf(components: readonly BomComponent[]): { mpn: string; manufacturer: string }[] {
  const queries = new Map<string, { mpn: string; manufacturer: string }>();
  for (const component of components) {
    if (component.generic) continue;
    for (const part of [{ mpn: component.mpn, manufacturer: component.manufacturer }, ...component.alternatives]) {
      if (part.mpn !== '' && !queries.has(part.mpn)) queries.set(part.mpn, part);
    }
  }
  return [...queries.values()];
}
