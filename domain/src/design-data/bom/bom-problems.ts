import type { ImportProblem } from '../table/import-problem';

/** Every finding of the parts-list import. */
export type BomProblemCode =
  | 'emptyTable'
  | 'headerRowMissing'
  | 'firstRowMissing'
  | 'lastRowMissing'
  | 'markersOutOfOrder'
  | 'designatorMissing'
  | 'mpnMissing'
  | 'manufacturerWithoutMpn'
  | 'alternativeManufacturerWithoutMpn'
  | 'alternativesOutOfOrder'
  | 'tooFewRows'
  | 'invalidDesignator'
  | 'duplicateDesignator'
  | 'quantityInvalid'
  | 'quantityMismatch'
  | 'mpnEmpty'
  | 'genericWithoutDescription'
  | 'rowIgnored';

export type BomProblem = ImportProblem<BomProblemCode>;

/** The least number of component rows a parts list needs. */
export const MIN_BOM_ROWS = 2;

const line = (row: number) => `Row ${row + 1}`;

/** Problems of the parts list as a whole and of its markers. */
export const bomTableProblem = {
  emptyTable: (): BomProblem => ({ code: 'emptyTable', severity: 'error', message: 'The parts list is empty.' }),
  headerRowMissing: (): BomProblem => ({
    code: 'headerRowMissing',
    severity: 'error',
    message: 'No header row was found: no row names columns such as Designator, MPN or Quantity. Mark the header row.',
  }),
  firstRowMissing: (): BomProblem => ({
    code: 'firstRowMissing',
    severity: 'error',
    message: 'No first row was found: no row below the header holds a valid designator. Mark the first row.',
  }),
  lastRowMissing: (): BomProblem => ({
    code: 'lastRowMissing',
    severity: 'error',
    message: 'No last row was found: no row below the header holds a valid designator. Mark the last row.',
  }),
  markersOutOfOrder: (reason: string): BomProblem => ({ code: 'markersOutOfOrder', severity: 'error', message: reason }),
  designatorColumnMissing: (): BomProblem => ({ code: 'designatorMissing', severity: 'error', message: 'No column is marked as designator.' }),
  mpnMissing: (): BomProblem => ({ code: 'mpnMissing', severity: 'error', message: 'No column is marked as MPN (manufacturer part number).' }),
  manufacturerWithoutMpn: (column: number): BomProblem => ({
    code: 'manufacturerWithoutMpn',
    severity: 'error',
    message: 'A manufacturer column needs an MPN column.',
    column,
  }),
  alternativeManufacturerWithoutMpn: (number: 1 | 2, column: number): BomProblem => ({
    code: 'alternativeManufacturerWithoutMpn',
    severity: 'error',
    message: `Alternative manufacturer ${number} needs a column marked as alternative MPN ${number}.`,
    column,
  }),
  alternativesOutOfOrder: (column: number): BomProblem => ({
    code: 'alternativesOutOfOrder',
    severity: 'error',
    message: 'Alternatives are used in ascending order: mark alternative MPN 1 before alternative MPN 2.',
    column,
  }),
  tooFewRows: (count: number): BomProblem => ({
    code: 'tooFewRows',
    severity: 'error',
    message: `A parts list needs at least ${MIN_BOM_ROWS} component rows; this one has ${count}.`,
  }),
};

/** Problems of one row (and column) of the parts list. */
export const bomRowProblem = {
  designatorMissing: (row: number, column?: number): BomProblem => ({
    code: 'designatorMissing',
    severity: 'error',
    message: `${line(row)} has no designator; every component needs one.`,
    row,
    column,
  }),
  invalidDesignator: (token: string, row: number, column: number): BomProblem => ({
    code: 'invalidDesignator',
    severity: 'warning',
    message: `${line(row)}: "${token}" is not a designator (letters followed by digits, such as R12, or a range such as R1-R4).`,
    row,
    column,
  }),
  duplicateDesignator: (designator: string, row: number, firstRow: number, column: number): BomProblem => ({
    code: 'duplicateDesignator',
    severity: 'warning',
    message: `${line(row)}: ${designator} is already listed in row ${firstRow + 1}.`,
    row,
    column,
  }),
  quantityInvalid: (text: string, row: number, column: number): BomProblem => ({
    code: 'quantityInvalid',
    severity: 'error',
    message: `${line(row)}: the quantity "${text}" is not a whole number.`,
    row,
    column,
  }),
  quantityMismatch: (quantity: number, designators: number, row: number, column: number): BomProblem => ({
    code: 'quantityMismatch',
    severity: 'warning',
    message: `${line(row)}: the quantity is ${quantity} but ${designators} designator${designators === 1 ? ' is' : 's are'} listed.`,
    row,
    column,
  }),
  mpnEmpty: (row: number, column: number): BomProblem => ({
    code: 'mpnEmpty',
    severity: 'warning',
    message: `${line(row)} has no MPN; mark the part as generic or provided, or add its MPN, so that it can be priced.`,
    row,
    column,
  }),
  alternativeManufacturerWithoutMpn: (number: 1 | 2, row: number, column: number): BomProblem => ({
    code: 'alternativeManufacturerWithoutMpn',
    severity: 'warning',
    message: `${line(row)} names alternative manufacturer ${number} but no alternative MPN ${number}.`,
    row,
    column,
  }),
  genericWithoutDescription: (row: number): BomProblem => ({
    code: 'genericWithoutDescription',
    severity: 'warning',
    message: `${line(row)} is a generic component without a description; describe it so that the producer can source it.`,
    row,
  }),
  rowIgnored: (row: number): BomProblem => ({
    code: 'rowIgnored',
    severity: 'info',
    message: `${line(row)} has neither designator nor MPN and is ignored.`,
    row,
  }),
};
