import { isValidDesignator } from '../bom/designators';
import { columnOf } from '../table/column-markers';
import { hasNoErrors } from '../table/import-problem';
import { rowMarkerOrderProblem } from '../table/row-markers';
import { isBlankRow, isEmptyTable, type Table } from '../table/table';
import type { CplColumnKind } from './cpl-column-kind';
import { detectCplMarkers, type CplMarkers } from './cpl-markers';
import { cplRowProblem, cplTableProblem, type CplProblem } from './cpl-problems';
import type { Placement } from './placement';
import { readLength, readRotation } from './placement-cells';
import { readPlacementSide } from './placement-side';

/** What the placement list is checked against. */
export interface CplContext {
  /** The parts list's designators; a placed part missing from them is reported. */
  readonly bomDesignators?: readonly string[];
  /** The board outline's extent in mm, in the design's coordinates (as in the Gerber files). */
  readonly outline?: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
}

/** The placement list read from a table: the markers used, the placements, and every problem found. */
export interface CplImport {
  readonly markers: CplMarkers;
  readonly placements: readonly Placement[];
  readonly problems: readonly CplProblem[];
  /** True when no problem is an error. */
  readonly valid: boolean;
}

/** Exported positions are rounded and outlines are drawn with a line width, so a part this close to the edge is inside. */
export const OUTLINE_TOLERANCE_MM = 0.5;
/** Positions this close to zero on both axes count as near zero. */
export const NEAR_ZERO_MM = 1;
const MANDATORY = [
  ['designator', 'designatorMissing'],
  ['xPos', 'xPosMissing'],
  ['yPos', 'yPosMissing'],
  ['rotation', 'rotationMissing'],
] as const;

function markerProblems(markers: CplMarkers, rowCount: number): CplProblem[] {
  const problems: CplProblem[] = [];
  if (markers.headerRow === null) problems.push(cplTableProblem.headerRowMissing());
  if (markers.firstRow === null) problems.push(cplTableProblem.firstRowMissing());
  if (markers.lastRow === null) problems.push(cplTableProblem.lastRowMissing());
  const outside = [markers.headerRow, markers.firstRow, markers.lastRow].find((row) => row !== null && (row < 0 || row >= rowCount));
  if (outside !== undefined && outside !== null) problems.push(cplTableProblem.markersOutOfOrder(`Row ${outside + 1} is not in the table.`));
  const order = rowMarkerOrderProblem(markers);
  if (order) problems.push(cplTableProblem.markersOutOfOrder(order));
  for (const [kind, code] of MANDATORY) if (columnOf(markers.columns, kind) === undefined) problems.push(cplTableProblem.columnMissing(code, kind));
  if (columnOf(markers.columns, 'side') === undefined) problems.push(cplTableProblem.sideMissing());
  return problems;
}

function readPlacements(table: Table, markers: CplMarkers, firstRow: number, lastRow: number, context: CplContext): { placements: Placement[]; problems: CplProblem[] } {
  const column = (kind: CplColumnKind) => columnOf(markers.columns, kind) ?? -1;
  const [designatorColumn, xColumn, yColumn, rotationColumn, sideColumn, packageColumn] = (['designator', 'xPos', 'yPos', 'rotation', 'side', 'package'] as const).map(column);
  const bom = context.bomDesignators ? new Set(context.bomDesignators.map((designator) => designator.toUpperCase())) : null;
  const { outline } = context;
  const placements: Placement[] = [];
  const problems: CplProblem[] = [];
  const firstSeen = new Map<string, number>();

  for (let row = firstRow; row <= lastRow; row++) {
    const cells = table.rows[row] ?? [];
    if (isBlankRow(cells)) continue;
    const cell = (index: number) => (index < 0 ? '' : (cells[index] ?? ''));
    const designator = cell(designatorColumn);
    if (designator === '') {
      problems.push(cell(xColumn) === '' && cell(yColumn) === '' ? cplRowProblem.rowIgnored(row) : cplRowProblem.designatorMissing(row, designatorColumn));
      continue;
    }
    if (!isValidDesignator(designator)) problems.push(cplRowProblem.invalidDesignator(designator, row, designatorColumn));
    const key = designator.toUpperCase();
    const seen = firstSeen.get(key);
    if (seen === undefined) firstSeen.set(key, row);
    else problems.push(cplRowProblem.duplicateDesignator(designator, row, seen, designatorColumn));

    const xPos = readLength(cell(xColumn), markers.unit, markers.decimalSeparator);
    const yPos = readLength(cell(yColumn), markers.unit, markers.decimalSeparator);
    const rotation = readRotation(cell(rotationColumn), markers.decimalSeparator);
    const side = readPlacementSide(cell(sideColumn));
    const unreadable = ([['xPos', xColumn, xPos], ['yPos', yColumn, yPos], ['rotation', rotationColumn, rotation]] as const).filter(([, , value]) => Number.isNaN(value));
    for (const [kind, index] of unreadable) problems.push(cplRowProblem.numberInvalid(kind, cell(index), row, index));
    if (side === null) problems.push(cplRowProblem.sideInvalid(cell(sideColumn), row, sideColumn));
    if (bom && !bom.has(key)) problems.push(cplRowProblem.designatorNotInBom(designator, row, designatorColumn));
    if (unreadable.length > 0 || side === null) continue;

    if (
      outline &&
      (xPos < outline.minX - OUTLINE_TOLERANCE_MM || xPos > outline.maxX + OUTLINE_TOLERANCE_MM || yPos < outline.minY - OUTLINE_TOLERANCE_MM || yPos > outline.maxY + OUTLINE_TOLERANCE_MM)
    ) {
      problems.push(cplRowProblem.outsideOutline(designator, xPos, yPos, row));
    }
    placements.push({ row, designator, xPos, yPos, rotation, side, package: cell(packageColumn) });
  }
  return { placements, problems };
}

/** More than half of at least 3 positions within NEAR_ZERO_MM of zero suggests a wrong unit. */
function nearZeroProblem(placements: readonly Placement[]): CplProblem | null {
  const nearZero = placements.filter((placement) => Math.abs(placement.xPos) < NEAR_ZERO_MM && Math.abs(placement.yPos) < NEAR_ZERO_MM).length;
  return placements.length >= 3 && nearZero * 2 > placements.length ? cplTableProblem.nearZero(nearZero, placements.length) : null;
}

/**
 * Imports a placement list (CPL) from a table: finds markers, unit and decimal separator (those given
 * are kept), converts positions to millimetres, and checks them against the parts list and the outline.
 */
export function importCpl(table: Table, context: CplContext = {}, markers?: Partial<CplMarkers>): CplImport {
  if (isEmptyTable(table)) {
    const empty: CplMarkers = { headerRow: null, firstRow: null, lastRow: null, columns: [], unit: 'MILLIMETER', decimalSeparator: 'POINT' };
    return { markers: empty, placements: [], problems: [cplTableProblem.emptyTable()], valid: false };
  }
  const found = detectCplMarkers(table, markers);
  const problems = markerProblems(found, table.rows.length);
  let placements: Placement[] = [];
  const { firstRow, lastRow } = found;
  if (firstRow !== null && lastRow !== null && hasNoErrors(problems)) {
    const read = readPlacements(table, found, firstRow, lastRow, context);
    placements = read.placements;
    problems.push(...read.problems);
    const nearZero = nearZeroProblem(placements);
    if (nearZero) problems.push(nearZero);
  }
  return { markers: found, placements, problems, valid: hasNoErrors(problems) };
}
