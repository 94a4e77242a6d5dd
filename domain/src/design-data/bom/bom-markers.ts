import { assignColumnMarker, columnOf, type ColumnMarker } from '../table/column-markers';
import { findHeaderRow } from '../table/header-row';
import type { RowMarkers } from '../table/row-markers';
import { cellAt, type Table } from '../table/table';
import { bomHeaderWord, isBomHeaderCell, type BomColumnKind } from './bom-column-kind';
import { hasValidDesignator } from './designators';

export type BomColumnMarker = ColumnMarker<BomColumnKind>;

/** Where the parts list lies in its table: header, first and last row, and what each column holds. */
export interface BomMarkers extends RowMarkers {
  /** One marker per column, by column index; columns beyond the list are IGNORE. */
  readonly columns: readonly BomColumnMarker[];
}

/** Several columns may hold descriptions; every other kind marks one column at most. */
export const REPEATABLE_BOM_COLUMNS: readonly BomColumnKind[] = ['description'];

const SECOND_ALTERNATIVE: Partial<Record<BomColumnKind, BomColumnKind>> = {
  alternativeMpn1: 'alternativeMpn2',
  alternativeManufacturer1: 'alternativeManufacturer2',
};

/** Column markers from the header row's keywords; a kind named twice marks its first column only. */
export function detectBomColumns(header: readonly string[]): BomColumnMarker[] {
  const taken = new Set<BomColumnKind>();
  return header.map((cell) => {
    const word = bomHeaderWord(cell);
    if (word === null || word === 'unread') return 'IGNORE';
    const kind = taken.has(word) ? (SECOND_ALTERNATIVE[word] ?? word) : word;
    if (taken.has(kind) && !REPEATABLE_BOM_COLUMNS.includes(kind)) return 'IGNORE';
    taken.add(kind);
    return kind;
  });
}

/** The first and the last row below the header whose designator cell holds a valid designator. */
export function findDataRows(table: Table, headerRow: number | null, designatorColumn: number | undefined): Pick<RowMarkers, 'firstRow' | 'lastRow'> {
  let firstRow: number | null = null;
  let lastRow: number | null = null;
  if (designatorColumn === undefined) return { firstRow, lastRow };
  for (let row = (headerRow ?? -1) + 1; row < table.rows.length; row++) {
    if (!hasValidDesignator(cellAt(table, row, designatorColumn))) continue;
    firstRow ??= row;
    lastRow = row;
  }
  return { firstRow, lastRow };
}

/**
 * Finds the parts list's markers; markers given (moved by the user) are kept and only the
 * missing ones detected, so a moved header row brings columns and data rows detected from it.
 */
export function detectBomMarkers(table: Table, given: Partial<BomMarkers> = {}): BomMarkers {
  const headerRow = given.headerRow !== undefined ? given.headerRow : findHeaderRow(table, isBomHeaderCell);
  const columns = given.columns ?? (headerRow === null ? [] : detectBomColumns(table.rows[headerRow] ?? []));
  const needsDataRows = given.firstRow === undefined || given.lastRow === undefined;
  const detected = needsDataRows ? findDataRows(table, headerRow, columnOf(columns, 'designator')) : { firstRow: null, lastRow: null };
  return {
    headerRow,
    firstRow: given.firstRow !== undefined ? given.firstRow : detected.firstRow,
    lastRow: given.lastRow !== undefined ? given.lastRow : detected.lastRow,
    columns,
  };
}

/** Marks a column with a kind (or IGNORE); the kind leaves the column that held it unless it is repeatable. */
export function assignBomColumn(markers: BomMarkers, column: number, marker: BomColumnMarker): BomMarkers {
  return { ...markers, columns: assignColumnMarker(markers.columns, column, marker, REPEATABLE_BOM_COLUMNS) };
}
