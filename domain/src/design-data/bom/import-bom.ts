import { columnOf } from '../table/column-markers';
import { hasNoErrors } from '../table/import-problem';
import { rowMarkerOrderProblem } from '../table/row-markers';
import { isBlankRow, isEmptyTable, type Table } from '../table/table';
import { isDoNotPlaceCell, isEmptyMpn, isTrueCell, readQuantity } from './bom-cells';
import type { BomColumnKind } from './bom-column-kind';
import type { BomAlternative, BomComponent } from './bom-component';
import { detectBomMarkers, type BomColumnMarker, type BomMarkers } from './bom-markers';
import { bomRowProblem, bomTableProblem, MIN_BOM_ROWS, type BomProblem } from './bom-problems';
import { detectComponentType } from './component-type';
import { readDesignatorCell } from './designators';

/** The parts list read from a table: the markers used, the components, and every problem found. */
export interface BomImport {
  readonly markers: BomMarkers;
  readonly components: readonly BomComponent[];
  readonly problems: readonly BomProblem[];
  /** True when no problem is an error. */
  readonly valid: boolean;
}

const ALTERNATIVES = [1, 2] as const;

function markerProblems(markers: BomMarkers, rowCount: number): BomProblem[] {
  const problems: BomProblem[] = [];
  if (markers.headerRow === null) problems.push(bomTableProblem.headerRowMissing());
  if (markers.firstRow === null) problems.push(bomTableProblem.firstRowMissing());
  if (markers.lastRow === null) problems.push(bomTableProblem.lastRowMissing());
  const outside = [markers.headerRow, markers.firstRow, markers.lastRow].find((row) => row !== null && (row < 0 || row >= rowCount));
  if (outside !== undefined && outside !== null) problems.push(bomTableProblem.markersOutOfOrder(`Row ${outside + 1} is not in the table.`));
  const order = rowMarkerOrderProblem(markers);
  if (order) problems.push(bomTableProblem.markersOutOfOrder(order));
  return problems;
}

function columnProblems(columns: readonly BomColumnMarker[]): BomProblem[] {
  const problems: BomProblem[] = [];
  const column = (kind: BomColumnKind) => columnOf(columns, kind);
  if (column('designator') === undefined) problems.push(bomTableProblem.designatorColumnMissing());
  if (column('mpn') === undefined) {
    problems.push(bomTableProblem.mpnMissing());
    const manufacturer = column('manufacturer');
    if (manufacturer !== undefined) problems.push(bomTableProblem.manufacturerWithoutMpn(manufacturer));
  }
  for (const number of ALTERNATIVES) {
    const manufacturer = column(`alternativeManufacturer${number}`);
    if (manufacturer !== undefined && column(`alternativeMpn${number}`) === undefined) {
      problems.push(bomTableProblem.alternativeManufacturerWithoutMpn(number, manufacturer));
    }
  }
  const second = column('alternativeMpn2');
  if (second !== undefined && column('alternativeMpn1') === undefined) problems.push(bomTableProblem.alternativesOutOfOrder(second));
  return problems;
}

/** Reads the component rows between the first and the last row; blank rows and rows without designator and MPN are skipped. */
function readComponents(table: Table, markers: BomMarkers, firstRow: number, lastRow: number): { components: BomComponent[]; problems: BomProblem[] } {
  const { columns } = markers;
  const at = (kind: BomColumnKind) => columnOf(columns, kind) ?? -1;
  const designatorColumn = at('designator');
  const mpnColumn = at('mpn');
  const quantityColumn = at('quantity');
  const descriptionColumns = columns.flatMap((marker, index) => (marker === 'description' ? [index] : []));
  const alternativeColumns = ALTERNATIVES.map((number) => ({ number, mpn: at(`alternativeMpn${number}`), manufacturer: at(`alternativeManufacturer${number}`) }));
  const components: BomComponent[] = [];
  const problems: BomProblem[] = [];
  const firstSeen = new Map<string, number>();

  for (let row = firstRow; row <= lastRow; row++) {
    const cells = table.rows[row] ?? [];
    const cell = (column: number) => (column < 0 ? '' : (cells[column] ?? ''));
    if (isBlankRow(cells)) continue;
    const designatorCell = cell(designatorColumn);
    const mpnCell = cell(mpnColumn);
    if (designatorCell === '' && isEmptyMpn(mpnCell)) {
      problems.push(bomRowProblem.rowIgnored(row));
      continue;
    }

    const { designators, invalid } = readDesignatorCell(designatorCell);
    if (designators.length === 0) problems.push(bomRowProblem.designatorMissing(row, designatorColumn < 0 ? undefined : designatorColumn));
    for (const token of invalid) problems.push(bomRowProblem.invalidDesignator(token, row, designatorColumn));
    for (const designator of designators) {
      const key = designator.toUpperCase();
      const seen = firstSeen.get(key);
      if (seen === undefined) firstSeen.set(key, row);
      else problems.push(bomRowProblem.duplicateDesignator(designator, row, seen, designatorColumn));
    }

    const generic = isTrueCell(cell(at('isGeneric')));
    const doNotPlace = isDoNotPlaceCell(cell(at('doNotPlace')));
    const provided = isTrueCell(cell(at('isProvided')));
    const quantityCell = cell(quantityColumn);
    const stated = readQuantity(quantityCell);
    if (stated !== null && Number.isNaN(stated)) problems.push(bomRowProblem.quantityInvalid(quantityCell, row, quantityColumn));
    const quantity = stated === null || Number.isNaN(stated) ? designators.length : stated;
    const notPlacedOnPurpose = doNotPlace && quantity === 0;
    if (stated !== null && !Number.isNaN(stated) && designators.length > 0 && stated !== designators.length && !notPlacedOnPurpose) {
      problems.push(bomRowProblem.quantityMismatch(stated, designators.length, row, quantityColumn));
    }

    const mpn = isEmptyMpn(mpnCell) ? '' : mpnCell;
    if (mpn === '' && mpnColumn >= 0 && !generic && !provided && !doNotPlace) problems.push(bomRowProblem.mpnEmpty(row, mpnColumn));
    const alternatives: BomAlternative[] = [];
    for (const columnsOf of alternativeColumns) {
      const alternativeMpn = cell(columnsOf.mpn);
      const manufacturer = cell(columnsOf.manufacturer);
      if (!isEmptyMpn(alternativeMpn)) alternatives.push({ mpn: alternativeMpn, manufacturer });
      else if (manufacturer !== '') problems.push(bomRowProblem.alternativeManufacturerWithoutMpn(columnsOf.number, row, columnsOf.manufacturer));
    }
    const description = descriptionColumns.map(cell).filter((text) => text !== '').join('; ');
    if (generic && description === '') problems.push(bomRowProblem.genericWithoutDescription(row));

    components.push({
      row,
      itemIndex: cell(at('itemIndex')),
      designators,
      quantity,
      mpn,
      manufacturer: cell(at('manufacturer')),
      alternatives,
      generic,
      doNotPlace,
      provided,
      description,
      deviceType: cell(at('genericDeviceType')),
      package: cell(at('package')),
      electricValue: cell(at('electricValue')),
      tolerance: cell(at('tolerance')),
      maxVoltage: cell(at('maxVoltage')),
      detectedComponentType: detectComponentType(designators[0] ?? ''),
    });
  }
  return { components, problems };
}

/**
 * Imports a parts list (BOM) from a table: finds the header, first and last row and the column
 * kinds (markers given are kept, see detectBomMarkers), reads the components and reports every problem.
 */
export function importBom(table: Table, markers?: Partial<BomMarkers>): BomImport {
  if (isEmptyTable(table)) {
    const problems = [bomTableProblem.emptyTable()];
    return { markers: { headerRow: null, firstRow: null, lastRow: null, columns: [] }, components: [], problems, valid: false };
  }
  const found = detectBomMarkers(table, markers);
  const problems = [...markerProblems(found, table.rows.length), ...columnProblems(found.columns)];
  let components: BomComponent[] = [];
  const { firstRow, lastRow } = found;
  if (firstRow !== null && lastRow !== null && !problems.some((problem) => problem.code === 'markersOutOfOrder')) {
    const read = readComponents(table, found, firstRow, lastRow);
    components = read.components;
    problems.push(...read.problems);
    if (components.length < MIN_BOM_ROWS) problems.push(bomTableProblem.tooFewRows(components.length));
  }
  return { markers: found, components, problems, valid: hasNoErrors(problems) };
}
