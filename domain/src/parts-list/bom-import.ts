import { isEmptyPartNumber, isTrue } from '../tables/keywords';
import type { Table } from '../tables/table';
import { columnKindOf, isHeaderCell, type BomColumnKind } from './bom-columns';
import { designatorBudget, designatorsOf, detectComponentType, MAX_RANGE_DESIGNATORS, namesDesignator, type DetectedComponentType } from './designators';
import type { RowMarkers } from './table-markers';

/** Column kinds by column index; `ignore` leaves a column out. */
export type BomColumns = Readonly<Record<number, BomColumnKind | 'ignore'>>;
export interface BomMarkers extends RowMarkers {
  readonly columns: BomColumns;
}

export interface BomProblem {
  readonly code: string;
  readonly message: string;
  readonly row?: number;
  readonly column?: number;
  /** Warnings do not stop the import. */
  readonly severity: 'problem' | 'warning';
}

export interface BomComponent {
  readonly row: number;
  readonly designators: readonly string[];
  readonly quantity: number;
  readonly mpn: string;
  readonly manufacturer: string;
  readonly alternatives: readonly { readonly mpn: string; readonly manufacturer: string }[];
  readonly description: string;
  readonly package: string;
  readonly electricValue: string;
  readonly tolerance: string;
  readonly maxVoltage: string;
  readonly genericDeviceType: string;
  readonly generic: boolean;
  readonly doNotPlace: boolean;
  readonly provided: boolean;
  readonly detectedComponentType: DetectedComponentType;
}

export interface BomImport {
  readonly markers: BomMarkers | null;
  readonly components: readonly BomComponent[];
  readonly problems: readonly BomProblem[];
  /** True when nothing of severity `problem` was found. */
  readonly valid: boolean;
}

const HEADER_SEARCH_ROWS = 50;

/** The header row: the one with the most header-keyword cells; if that is the last row, row 0. */
export function findHeaderRow(rows: Table['rows']): number {
  let best = -1;
  let bestCount = 0;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
    const count = row.filter(isHeaderCell).length;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  if (best === rows.length - 1) return 0;
  return best;
}

/** Column kinds from the header row; each kind but description is taken once, by its first column. */
export function detectColumns(header: readonly string[]): BomColumns {
  const columns: Record<number, BomColumnKind | 'ignore'> = {};
  const taken = new Set<BomColumnKind>();
  header.forEach((cell, index) => {
    const kind = columnKindOf(cell);
    if (!kind || (taken.has(kind) && kind !== 'description')) return;
    taken.add(kind);
    columns[index] = kind;
  });
  if (!taken.has('mpn') && taken.has('supplierPart')) {
    const index = Number(Object.entries(columns).find(([, kind]) => kind === 'supplierPart')![0]);
    columns[index] = 'mpn';
  }
  return columns;
}

/** How many duplicate designators are named one by one. */
const MAX_DUPLICATES_NAMED = 100;

const RANGE_LIMIT = `the ranges of a parts list may stand for at most ${MAX_RANGE_DESIGNATORS.toLocaleString('en')} designators.`;

const designatorColumn = (columns: BomColumns) => Object.entries(columns).find(([, kind]) => kind === 'designator')?.[0];

function dataRows(rows: Table['rows'], headerRow: number, column: number | undefined): { first: number; last: number } {
  let first = -1;
  let last = -1;
  if (column === undefined) return { first, last };
  for (let index = headerRow + 1; index < rows.length; index++) {
    if (namesDesignator(rows[index][column] ?? '')) {
      if (first < 0) first = index;
      last = index;
    }
  }
  return { first, last };
}

/** Finds where the parts list is in a table: header row, first and last row, and the column kinds. */
export function detectBomMarkers(table: Table): BomMarkers | null {
  const headerRow = findHeaderRow(table.rows);
  if (headerRow < 0) return null;
  const columns = detectColumns(table.rows[headerRow]);
  const column = designatorColumn(columns);
  const { first, last } = dataRows(table.rows, headerRow, column === undefined ? undefined : Number(column));
  return { headerRow, firstRow: first, lastRow: last, columns };
}

function columnProblems(columns: BomColumns): BomProblem[] {
  const kinds = new Set(Object.values(columns));
  const problems: BomProblem[] = [];
  if (!kinds.has('designator')) problems.push({ code: 'designatorMissing', message: 'No column holds the designators.', severity: 'problem' });
  if (!kinds.has('mpn')) problems.push({ code: 'mpnMissing', message: 'No column holds the manufacturer part numbers (MPN).', severity: 'problem' });
  if (kinds.has('manufacturer') && !kinds.has('mpn')) problems.push({ code: 'manufacturerWithoutMpn', message: 'A manufacturer column needs an MPN column.', severity: 'problem' });
  for (const n of [1, 2] as const) {
    if (kinds.has(`alternativeManufacturer${n}`) && !kinds.has(`alternativeMpn${n}`)) {
      problems.push({ code: 'alternativeManufacturerWithoutMpn', message: `Alternative manufacturer ${n} needs an alternative MPN ${n} column.`, severity: 'problem' });
    }
  }
  if (kinds.has('alternativeMpn2') && !kinds.has('alternativeMpn1')) {
    problems.push({ code: 'alternativeOrder', message: 'Alternatives must be numbered in order: alternative 2 needs alternative 1.', severity: 'problem' });
  }
  return problems;
}

/**
 * Imports a parts list (BOM): finds header, first and last row and the column kinds (or uses
 * the given markers), reads each component, and reports every problem with its row and column.
 */
export function importBom(table: Table, given?: BomMarkers): BomImport {
  const problems: BomProblem[] = [];
  if (table.rows.filter((row) => row.some((cell) => cell !== '')).length === 0) {
    return { markers: null, components: [], problems: [{ code: 'emptyTable', message: 'The parts list is empty.', severity: 'problem' }], valid: false };
  }
  const markers = given ?? detectBomMarkers(table);
  if (!markers) {
    return { markers: null, components: [], problems: [{ code: 'headerRowMissing', message: 'No header row was found.', severity: 'problem' }], valid: false };
  }
  problems.push(...columnProblems(markers.columns));
  if (markers.firstRow < 0) problems.push({ code: 'firstRowMissing', message: 'No row with a valid designator was found.', severity: 'problem' });
  if (markers.lastRow < 0) problems.push({ code: 'lastRowMissing', message: 'No last row with a valid designator was found.', severity: 'problem' });

  const columnIndex = new Map<string, number>();
  for (const [index, kind] of Object.entries(markers.columns)) if (!columnIndex.has(kind)) columnIndex.set(kind, Number(index));
  const indexOf = (kind: BomColumnKind) => columnIndex.get(kind);
  const descriptionColumns = Object.entries(markers.columns).filter(([, k]) => k === 'description').map(([i]) => Number(i));
  const components: BomComponent[] = [];
  const start = markers.firstRow < 0 ? markers.headerRow + 1 : markers.firstRow;
  const end = markers.lastRow < 0 ? table.rows.length - 1 : markers.lastRow;
  let ignored = 0;
  const budget = designatorBudget();
  for (let index = start; index <= end; index++) {
    const row = table.rows[index] ?? [];
    const cell = (kind: BomColumnKind) => {
      const column = indexOf(kind);
      return column === undefined ? '' : (row[column] ?? '').trim();
    };
    const designatorCell = cell('designator');
    const mpnCell = cell('mpn');
    if (designatorCell === '' && (mpnCell === '' || isEmptyPartNumber(mpnCell))) {
      ignored++;
      continue;
    }
    const { designators, invalid, unexpanded } = designatorsOf(designatorCell, budget);
    if (unexpanded.length > 0) {
      const more = unexpanded.length > 1 ? ` and ${unexpanded.length - 1} more` : '';
      problems.push({
        code: 'rangeNotExpanded',
        message: `The range "${unexpanded[0]}"${more} in row ${index + 1} was not expanded: ${RANGE_LIMIT}`,
        row: index,
        column: indexOf('designator'),
        severity: 'problem',
      });
    }
    if (designators.length === 0 && unexpanded.length === 0) problems.push({ code: 'designatorMissing', message: `Row ${index + 1} has no designator.`, row: index, column: indexOf('designator'), severity: 'problem' });
    for (const token of invalid) {
      problems.push({ code: 'invalidDesignator', message: `"${token}" in row ${index + 1} is not a designator (letters followed by digits).`, row: index, column: indexOf('designator'), severity: 'warning' });
    }
    const quantityCell = cell('quantity');
    const quantity = quantityCell === '' ? designators.length : Number(quantityCell.replace(',', '.'));
    if (quantityCell !== '' && (!Number.isInteger(quantity) || quantity < 0)) {
      problems.push({ code: 'quantityInvalid', message: `The quantity "${quantityCell}" in row ${index + 1} is not a whole number.`, row: index, column: indexOf('quantity'), severity: 'problem' });
    } else if (quantityCell !== '' && designators.length > 0 && quantity !== designators.length) {
      problems.push({ code: 'quantityMismatch', message: `Row ${index + 1} has ${designators.length} designators but a quantity of ${quantity}.`, row: index, column: indexOf('quantity'), severity: 'warning' });
    }
    const alternatives = ([1, 2] as const)
      .map((n) => ({ mpn: cell(`alternativeMpn${n}`), manufacturer: cell(`alternativeManufacturer${n}`) }))
      .filter((alternative) => alternative.mpn !== '' && !isEmptyPartNumber(alternative.mpn));
    const description = descriptionColumns.map((column) => (row[column] ?? '').trim()).filter(Boolean).join(' ');
    const generic = isTrue(cell('isGeneric'));
    const doNotPlace = isTrue(cell('doNotPlace'));
    const provided = isTrue(cell('isProvided'));
    const mpn = isEmptyPartNumber(mpnCell) ? '' : mpnCell;
    if (mpn === '' && indexOf('mpn') !== undefined && !generic && !doNotPlace && !provided) {
      problems.push({ code: 'mpnEmpty', message: `Row ${index + 1} has no MPN.`, row: index, column: indexOf('mpn'), severity: 'warning' });
    }
    if (generic && description === '' && cell('electricValue') === '') {
      problems.push({ code: 'genericWithoutDescription', message: `The generic part in row ${index + 1} needs a description or value.`, row: index, severity: 'warning' });
    }
    components.push({
      row: index,
      designators,
      quantity: Number.isInteger(quantity) ? quantity : designators.length,
      mpn,
      manufacturer: cell('manufacturer'),
      alternatives,
      description,
      package: cell('package'),
      electricValue: cell('electricValue'),
      tolerance: cell('tolerance'),
      maxVoltage: cell('maxVoltage'),
      genericDeviceType: cell('genericDeviceType'),
      generic,
      doNotPlace,
      provided,
      detectedComponentType: detectComponentType(designators[0] ?? ''),
    });
  }
  if (ignored > 0) problems.push({ code: 'rowsIgnored', message: `${ignored} rows without designator and MPN were ignored.`, severity: 'warning' });
  if (markers.firstRow >= 0 && markers.lastRow - markers.firstRow + 1 < 2 && components.length < 2) {
    problems.push({ code: 'tooFewRows', message: 'A parts list needs at least 2 rows.', severity: 'problem' });
  }
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const designator of components.flatMap((c) => c.designators)) (seen.has(designator) ? duplicates : seen).add(designator);
  // Each duplicate is named up to a screenful; past that, one warning counts the rest.
  for (const designator of [...duplicates].slice(0, MAX_DUPLICATES_NAMED)) {
    problems.push({ code: 'duplicateDesignator', message: `${designator} appears more than once.`, severity: 'warning' });
  }
  if (duplicates.size > MAX_DUPLICATES_NAMED) {
    problems.push({ code: 'moreDuplicateDesignators', message: `${duplicates.size - MAX_DUPLICATES_NAMED} more designators appear more than once.`, severity: 'warning' });
  }
  return { markers, components, problems, valid: !problems.some((p) => p.severity === 'problem') };
}
