import { findDataRows } from '../bom/bom-markers';
import { assignColumnMarker, columnOf, type ColumnMarker } from '../table/column-markers';
import { findHeaderRow } from '../table/header-row';
import type { RowMarkers } from '../table/row-markers';
import type { Table } from '../table/table';
import { cplHeaderWord, isCplHeaderCell, type CplColumnKind } from './cpl-column-kind';
import { guessDecimalSeparator, type DecimalSeparator } from './decimal-separator';
import { unitOfHeader, unitOfNote, type LengthUnit } from './length-unit';

export type CplColumnMarker = ColumnMarker<CplColumnKind>;

/** Where the placement list lies in its table, what each column holds, and how its numbers are written. */
export interface CplMarkers extends RowMarkers {
  /** One marker per column, by column index; columns beyond the list are IGNORE. */
  readonly columns: readonly CplColumnMarker[];
  /** The unit of positions written without one; a unit written after a value wins. */
  readonly unit: LengthUnit;
  readonly decimalSeparator: DecimalSeparator;
}

/** Column markers from the header row: per kind the best-ranked column, the first of equals. */
export function detectCplColumns(header: readonly string[]): CplColumnMarker[] {
  const best = new Map<CplColumnKind, { column: number; rank: number }>();
  header.forEach((cell, column) => {
    const word = cplHeaderWord(cell);
    if (!word || word.kind === 'unread') return;
    const current = best.get(word.kind);
    if (!current || word.rank > current.rank) best.set(word.kind, { column, rank: word.rank });
  });
  const columns: CplColumnMarker[] = header.map(() => 'IGNORE');
  for (const [kind, { column }] of best) columns[column] = kind;
  return columns;
}

/** The unit of the position columns' headers, else one declared above the header, else millimetres. */
function detectUnit(table: Table, headerRow: number | null, columns: readonly CplColumnMarker[]): LengthUnit {
  if (headerRow === null) return 'MILLIMETER';
  const header = table.rows[headerRow] ?? [];
  for (const kind of ['xPos', 'yPos'] as const) {
    const column = columnOf(columns, kind);
    const unit = column === undefined ? null : unitOfHeader(header[column] ?? '');
    if (unit) return unit;
  }
  for (let row = 0; row < headerRow; row++) {
    const unit = unitOfNote(table.rows[row]);
    if (unit) return unit;
  }
  return 'MILLIMETER';
}

function* numberCells(table: Table, firstRow: number | null, lastRow: number | null, columns: readonly CplColumnMarker[]): Generator<string> {
  if (firstRow === null || lastRow === null) return;
  const numeric = (['xPos', 'yPos', 'rotation'] as const).map((kind) => columnOf(columns, kind)).filter((column) => column !== undefined);
  for (let row = firstRow; row <= lastRow; row++) for (const column of numeric) yield table.rows[row]?.[column] ?? '';
}

/**
 * Finds the placement list's markers, unit and decimal separator; those given (set by the user)
 * are kept and only the missing ones detected.
 */
export function detectCplMarkers(table: Table, given: Partial<CplMarkers> = {}): CplMarkers {
  const headerRow = given.headerRow !== undefined ? given.headerRow : findHeaderRow(table, isCplHeaderCell);
  const columns = given.columns ?? (headerRow === null ? [] : detectCplColumns(table.rows[headerRow] ?? []));
  const needsDataRows = given.firstRow === undefined || given.lastRow === undefined;
  const detected = needsDataRows ? findDataRows(table, headerRow, columnOf(columns, 'designator')) : { firstRow: null, lastRow: null };
  const firstRow = given.firstRow !== undefined ? given.firstRow : detected.firstRow;
  const lastRow = given.lastRow !== undefined ? given.lastRow : detected.lastRow;
  return {
    headerRow,
    firstRow,
    lastRow,
    columns,
    unit: given.unit ?? detectUnit(table, headerRow, columns),
    decimalSeparator: given.decimalSeparator ?? guessDecimalSeparator(numberCells(table, firstRow, lastRow, columns)),
  };
}

/** Marks a column with a kind (or IGNORE); the kind leaves the column that held it. */
export function assignCplColumn(markers: CplMarkers, column: number, marker: CplColumnMarker): CplMarkers {
  return { ...markers, columns: assignColumnMarker(markers.columns, column, marker) };
}
