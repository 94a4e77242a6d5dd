import type { BomComponent } from '../parts-list/bom-import';
import { MAX_DESIGNATOR_LENGTH, MAX_ROW_DESIGNATORS, MAX_SHEET_DESCRIPTION, MAX_SHEET_QUANTITY, MAX_SHEET_TEXT } from './bom-sheet-limits';
import type { BomSheetRow } from './bom-sheet-row';
import { electricValueIn, electricValueWithUnit } from './electric-value';
import { sheetLine, sheetLongText } from './sheet-text';

/** The quantity a row shows: the list's own when it has one, else the designators counted; at least 1. */
function quantityOf(component: BomComponent): number {
  const quantity = component.quantity > 0 ? component.quantity : component.designators.length;
  return Math.min(MAX_SHEET_QUANTITY, Math.max(1, quantity));
}

/** The line's value with its unit, or the one its description names when the list has no value for it. */
const electricValueOf = ({ electricValue, description, detectedComponentType }: BomComponent): string =>
  electricValue ? electricValueWithUnit(electricValue, detectedComponentType) : electricValueIn(description, detectedComponentType);

/**
 * One line of a parts list as a sheet row, in the shape the sheet's rules allow. A value without its unit gets the one its part's
 * type gives it; a line without a value takes the one its description names, when it names exactly one.
 */
export function sheetRowOf(component: BomComponent): BomSheetRow {
  return {
    quantity: quantityOf(component),
    designators: component.designators.filter((designator) => designator.length <= MAX_DESIGNATOR_LENGTH).slice(0, MAX_ROW_DESIGNATORS),
    manufacturer: sheetLine(component.manufacturer, MAX_SHEET_TEXT),
    mpn: sheetLine(component.mpn, MAX_SHEET_TEXT),
    package: sheetLine(component.package, MAX_SHEET_TEXT),
    description: sheetLongText(component.description, MAX_SHEET_DESCRIPTION),
    electricValue: sheetLine(electricValueOf(component), MAX_SHEET_TEXT),
  };
}

/** The rows of a sheet: one per line (component) of the parts list, in its order. */
export const sheetRowsOf = (components: readonly BomComponent[]): BomSheetRow[] => components.map(sheetRowOf);
