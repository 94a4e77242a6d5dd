import type { Table } from '../tables/table';
import type { RowMarkers } from '../parts-list/table-markers';
import { cplColumnKindOf, type CplColumnKind } from './cpl-columns';
import { toMillimetres, type LengthUnit } from '../units/length-units';
import { roundMm, unitIn } from './units';

export type CplColumns = Readonly<Record<number, CplColumnKind | 'ignore'>>;
export interface CplMarkers extends RowMarkers {
  readonly columns: CplColumns;
}

export interface Placement {
  readonly row: number;
  readonly designator: string;
  /** Millimetres, 3 decimals. */
  readonly xPos: number;
  readonly yPos: number;
  readonly rotation: number;
  readonly side: 'top' | 'bottom';
  readonly package: string;
  readonly value: string;
}

export interface CplProblem {
  readonly code: string;
  readonly message: string;
  readonly row?: number;
  readonly column?: number;
  /** The designator of the row it is about. */
  readonly designator?: string;
  readonly severity: 'problem' | 'warning';
}

export interface CplImport {
  readonly markers: CplMarkers | null;
  readonly placements: readonly Placement[];
  readonly problems: readonly CplProblem[];
  readonly valid: boolean;
}

export interface CplContext {
  /** Designators of the parts list; placements of others are reported. */
  readonly bomDesignators?: readonly string[];
  /** Designators of the parts list that are to be placed (not marked do-not-place); those without a placement are reported. */
  readonly placedBomDesignators?: readonly string[];
  /** The board outline's extent in mm; placements outside it are reported. */
  readonly outline?: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number };
  /** The unit of the position columns as the customer chose it; otherwise read from headers and cells (mm when none). */
  readonly unit?: LengthUnit | null;
  /** The decimal separator as the customer chose it; otherwise guessed from the number cells. */
  readonly decimalSeparator?: 'comma' | 'point' | null;
}

const TOP = ['top', 't', 'toplayer', 'oben', 'front', 'f', 'component', 'bestueckungsseite', 'fcu', 'top layer'];
const BOTTOM = ['bottom', 'b', 'bot', 'bottomlayer', 'unten', 'back', 'solder', 'loetseite', 'bcu', 'bottom layer'];
const OUTLINE_MARGIN = 0.5;

function detectMarkers(table: Table): CplMarkers | null {
  let headerRow = -1;
  let best = 0;
  table.rows.slice(0, 50).forEach((row, index) => {
    const kinds = new Set(row.map(cplColumnKindOf).filter(Boolean));
    if (kinds.size > best) {
      best = kinds.size;
      headerRow = index;
    }
  });
  if (headerRow < 0 || best < 2) return null;
  const columns: Record<number, CplColumnKind> = {};
  const taken = new Set<CplColumnKind>();
  table.rows[headerRow].forEach((cell, index) => {
    const kind = cplColumnKindOf(cell);
    if (kind && !taken.has(kind)) {
      taken.add(kind);
      columns[index] = kind;
    }
  });
  const designatorColumn = Object.entries(columns).find(([, kind]) => kind === 'designator')?.[0];
  let firstRow = -1;
  let lastRow = -1;
  for (let index = headerRow + 1; index < table.rows.length; index++) {
    if (designatorColumn !== undefined && (table.rows[index][Number(designatorColumn)] ?? '').trim() !== '') {
      if (firstRow < 0) firstRow = index;
      lastRow = index;
    }
  }
  return { headerRow, firstRow, lastRow, columns };
}

/** Comma or point: whichever occurs more often as the decimal separator of the number cells. */
function usesDecimalComma(cells: readonly string[]): boolean {
  const comma = cells.filter((cell) => /^-?\d+,\d+/.test(cell.trim())).length;
  const point = cells.filter((cell) => /^-?\d+\.\d+/.test(cell.trim())).length;
  return comma > point;
}

/** The number in a cell, read with the guessed decimal separator; NaN when there is none. */
function numberOf(cell: string, decimalComma: boolean): number {
  const numeric = cell.trim().replace(/[^\d.,+-]/g, '');
  const normalised = decimalComma ? numeric.replace(/\./g, '').replace(',', '.') : numeric.replace(/,/g, '');
  return normalised === '' ? NaN : Number(normalised);
}

/** A length cell in mm: its own unit suffix wins, then the column's, then mm. */
function lengthOf(cell: string, columnUnit: LengthUnit | null, decimalComma: boolean, chosen: boolean): number {
  const unit = (chosen ? columnUnit : null) ?? unitIn(cell.trim().replace(/\s+/g, '').replace(/^-?[\d.,]+/, '1')) ?? columnUnit ?? 'mm';
  return roundMm(toMillimetres(numberOf(cell, decimalComma), unit));
}

/**
 * Imports a placement list (CPL): mandatory designator, X, Y and rotation columns, an optional
 * side, the decimal separator guessed, lengths converted to mm, and every problem reported.
 */
export function importCpl(table: Table, context: CplContext = {}, given?: CplMarkers): CplImport {
  const markers = given ?? detectMarkers(table);
  if (!markers) {
    return { markers: null, placements: [], problems: [{ code: 'headerRowMissing', message: 'No header row was found in the placement list.', severity: 'problem' }], valid: false };
  }
  const problems: CplProblem[] = [];
  const columnOf = (kind: CplColumnKind) => {
    const entry = Object.entries(markers.columns).find(([, k]) => k === kind);
    return entry ? Number(entry[0]) : undefined;
  };
  const required: [CplColumnKind, string][] = [
    ['designator', 'designatorMissing'],
    ['xPos', 'xPosMissing'],
    ['yPos', 'yPosMissing'],
    ['rotation', 'rotationMissing'],
  ];
  for (const [kind, code] of required) {
    if (columnOf(kind) === undefined) problems.push({ code, message: `No column holds the ${kind}.`, severity: 'problem' });
  }
  if (columnOf('side') === undefined) problems.push({ code: 'sideMissing', message: 'No column holds the side; every part is placed on top.', severity: 'warning' });
  if (markers.firstRow < 0) problems.push({ code: 'firstRowMissing', message: 'The placement list has no data rows.', severity: 'problem' });
  if (problems.some((p) => p.severity === 'problem')) return { markers, placements: [], problems, valid: false };

  const header = table.rows[markers.headerRow];
  const rows = table.rows.slice(markers.firstRow, markers.lastRow + 1);
  const [x, y, rotation, side, pkg, value, designator] = (['xPos', 'yPos', 'rotation', 'side', 'package', 'value', 'designator'] as const).map(columnOf);
  const decimalComma = context.decimalSeparator
    ? context.decimalSeparator === 'comma'
    : usesDecimalComma(rows.flatMap((row) => [row[x!], row[y!], row[rotation!]].filter((c): c is string => c !== undefined)));
  const unitOfColumn = (column: number) => context.unit ?? unitIn(header[column] ?? '');
  const bom = context.bomDesignators ? new Set(context.bomDesignators.map((d) => d.toUpperCase())) : null;
  const placements: Placement[] = [];
  rows.forEach((row, offset) => {
    const index = markers.firstRow + offset;
    const name = (row[designator!] ?? '').trim();
    if (name === '') return;
    const xPos = lengthOf(row[x!] ?? '', unitOfColumn(x!), decimalComma, Boolean(context.unit));
    const yPos = lengthOf(row[y!] ?? '', unitOfColumn(y!), decimalComma, Boolean(context.unit));
    const angle = numberOf(row[rotation!] ?? '', decimalComma);
    if ([xPos, yPos, angle].some((n) => !Number.isFinite(n))) {
      problems.push({ code: 'numberInvalid', message: `Row ${index + 1} (${name}) has a position or rotation that is not a number.`, row: index, designator: name, severity: 'problem' });
      return;
    }
    const sideCell = side === undefined ? '' : (row[side] ?? '').trim().toLowerCase();
    const sideForm = sideCell.replace(/[^a-z ]/g, '');
    let placedSide: 'top' | 'bottom' = 'top';
    if (BOTTOM.includes(sideForm)) placedSide = 'bottom';
    else if (sideCell !== '' && !TOP.includes(sideForm)) {
      problems.push({ code: 'sideInvalid', message: `"${row[side!]}" in row ${index + 1} is not a side; top is assumed.`, row: index, column: side, designator: name, severity: 'warning' });
    }
    if (bom && !bom.has(name.toUpperCase())) {
      problems.push({ code: 'designatorNotInBom', message: `${name} is placed but not in the parts list.`, row: index, column: designator, designator: name, severity: 'warning' });
    }
    const box = context.outline;
    if (box && (xPos < box.minX - OUTLINE_MARGIN || xPos > box.maxX + OUTLINE_MARGIN || yPos < box.minY - OUTLINE_MARGIN || yPos > box.maxY + OUTLINE_MARGIN)) {
      problems.push({ code: 'outOfBoard', message: `${name} at (${xPos}, ${yPos}) mm lies outside the board outline.`, row: index, designator: name, severity: 'warning' });
    }
    placements.push({ row: index, designator: name, xPos, yPos, rotation: angle, side: placedSide, package: pkg === undefined ? '' : (row[pkg] ?? ''), value: value === undefined ? '' : (row[value] ?? '') });
  });
  if (context.placedBomDesignators) {
    const placed = new Set(placements.map((p) => p.designator.toUpperCase()));
    const reported = new Set<string>();
    for (const name of context.placedBomDesignators) {
      const key = name.toUpperCase();
      if (placed.has(key) || reported.has(key)) continue;
      reported.add(key);
      problems.push({ code: 'designatorNotPlaced', message: `${name} is in the parts list but not placed.`, designator: name, severity: 'warning' });
    }
  }
  const nearZero = placements.filter((p) => Math.abs(p.xPos) < 1 && Math.abs(p.yPos) < 1).length;
  if (placements.length >= 3 && nearZero / placements.length > 0.8) {
    problems.push({ code: 'nearZero', message: 'Most positions are near zero; the unit may be wrong.', severity: 'warning' });
  }
  return { markers, placements, problems, valid: !problems.some((p) => p.severity === 'problem') };
}
