import type { ImportProblem } from '../table/import-problem';
import type { CplColumnKind } from './cpl-column-kind';

/** Every finding of the placement-list import. */
export type CplProblemCode =
  | 'emptyTable'
  | 'headerRowMissing'
  | 'firstRowMissing'
  | 'lastRowMissing'
  | 'markersOutOfOrder'
  | 'designatorMissing'
  | 'xPosMissing'
  | 'yPosMissing'
  | 'rotationMissing'
  | 'sideMissing'
  | 'invalidDesignator'
  | 'duplicateDesignator'
  | 'numberInvalid'
  | 'sideInvalid'
  | 'designatorNotInBom'
  | 'outsideOutline'
  | 'nearZero'
  | 'rowIgnored';

export type CplProblem = ImportProblem<CplProblemCode>;

const line = (row: number) => `Row ${row + 1}`;
const COLUMN_NAMES: Readonly<Record<CplColumnKind, string>> = {
  designator: 'designator',
  xPos: 'X position',
  yPos: 'Y position',
  rotation: 'rotation',
  side: 'side',
  package: 'package',
};

/** Problems of the placement list as a whole and of its markers. */
export const cplTableProblem = {
  emptyTable: (): CplProblem => ({ code: 'emptyTable', severity: 'error', message: 'The placement list is empty.' }),
  headerRowMissing: (): CplProblem => ({
    code: 'headerRowMissing',
    severity: 'error',
    message: 'No header row was found: no row names columns such as Designator, X, Y or Rotation. Mark the header row.',
  }),
  firstRowMissing: (): CplProblem => ({
    code: 'firstRowMissing',
    severity: 'error',
    message: 'No first row was found: no row below the header holds a valid designator. Mark the first row.',
  }),
  lastRowMissing: (): CplProblem => ({
    code: 'lastRowMissing',
    severity: 'error',
    message: 'No last row was found: no row below the header holds a valid designator. Mark the last row.',
  }),
  markersOutOfOrder: (reason: string): CplProblem => ({ code: 'markersOutOfOrder', severity: 'error', message: reason }),
  columnMissing: (code: 'designatorMissing' | 'xPosMissing' | 'yPosMissing' | 'rotationMissing', kind: CplColumnKind): CplProblem => ({
    code,
    severity: 'error',
    message: `No column is marked as ${COLUMN_NAMES[kind]}.`,
  }),
  sideMissing: (): CplProblem => ({
    code: 'sideMissing',
    severity: 'info',
    message: 'No column is marked as side; all parts are placed on the top side.',
  }),
  nearZero: (count: number, total: number): CplProblem => ({
    code: 'nearZero',
    severity: 'warning',
    message: `${count} of ${total} positions lie within 1 mm of zero; the unit may be wrong.`,
  }),
};

/** Problems of one row (and column) of the placement list. */
export const cplRowProblem = {
  designatorMissing: (row: number, column: number): CplProblem => ({
    code: 'designatorMissing',
    severity: 'error',
    message: `${line(row)} has a position but no designator.`,
    row,
    column,
  }),
  invalidDesignator: (designator: string, row: number, column: number): CplProblem => ({
    code: 'invalidDesignator',
    severity: 'warning',
    message: `${line(row)}: "${designator}" is not a designator (letters followed by digits, such as R12).`,
    row,
    column,
  }),
  duplicateDesignator: (designator: string, row: number, firstRow: number, column: number): CplProblem => ({
    code: 'duplicateDesignator',
    severity: 'warning',
    message: `${line(row)}: ${designator} is already placed in row ${firstRow + 1}.`,
    row,
    column,
  }),
  numberInvalid: (kind: CplColumnKind, text: string, row: number, column: number): CplProblem => ({
    code: 'numberInvalid',
    severity: 'error',
    message: text === '' ? `${line(row)} has no ${COLUMN_NAMES[kind]}.` : `${line(row)}: the ${COLUMN_NAMES[kind]} "${text}" is not a number.`,
    row,
    column,
  }),
  sideInvalid: (text: string, row: number, column: number): CplProblem => ({
    code: 'sideInvalid',
    severity: 'error',
    message: `${line(row)}: "${text}" is not a board side (top or bottom).`,
    row,
    column,
  }),
  designatorNotInBom: (designator: string, row: number, column: number): CplProblem => ({
    code: 'designatorNotInBom',
    severity: 'warning',
    message: `${line(row)}: ${designator} is not in the parts list.`,
    row,
    column,
  }),
  outsideOutline: (designator: string, x: number, y: number, row: number): CplProblem => ({
    code: 'outsideOutline',
    severity: 'warning',
    message: `${line(row)}: ${designator} at (${x} mm, ${y} mm) lies outside the board outline.`,
    row,
  }),
  rowIgnored: (row: number): CplProblem => ({
    code: 'rowIgnored',
    severity: 'info',
    message: `${line(row)} has neither designator nor position and is ignored.`,
    row,
  }),
};
