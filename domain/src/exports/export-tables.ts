import type { BOM_COLUMN_TAGS, ExportSettings } from '../accounts/export-settings';
import type { OrderComponentRow } from '../ordering/order-design-data';
import type { Placement } from '../placement/cpl-import';
import { EXPORT_LENGTH_UNIT, fromMillimetres, UNIT_LABEL } from '../units/length-units';

export type ExportLocale = 'en' | 'de';
type BomColumnTag = (typeof BOM_COLUMN_TAGS)[number];

/** Decimals an export keeps per unit: 3 in mm as the placement list is read, the same precision in the others. */
const DECIMALS: Record<ExportSettings['unit'], number> = { Millimeter: 3, Micrometer: 0, Inch: 5, Mil: 2 };

/** A length in mm in the export's unit, rounded to that unit's precision. */
export function lengthIn(mm: number, unit: ExportSettings['unit']): number {
  const factor = 10 ** DECIMALS[unit];
  return Math.round(fromMillimetres(mm, EXPORT_LENGTH_UNIT[unit]) * factor) / factor;
}

const BOM_LABELS: Record<ExportLocale, Partial<Record<BomColumnTag, string>>> = {
  en: { ITEM_INDEX: 'Item', DESIGNATOR: 'Designator', QUANTITY: 'Quantity', MPN: 'MPN', MANUFACTURER: 'Manufacturer', DO_NOT_PLACE: 'Do not place', IS_GENERIC: 'Generic', IS_PROVIDED: 'Provided', GENERIC_DESCRIPTION: 'Description' },
  de: { ITEM_INDEX: 'Position', DESIGNATOR: 'Bauteilbezeichner', QUANTITY: 'Menge', MPN: 'Herstellerteilenummer', MANUFACTURER: 'Hersteller', DO_NOT_PLACE: 'Nicht bestücken', IS_GENERIC: 'Generisch', IS_PROVIDED: 'Beigestellt', GENERIC_DESCRIPTION: 'Beschreibung' },
};

/** The parts-list columns an order's rows can fill. */
const BOM_VALUES: Partial<Record<BomColumnTag, (row: OrderComponentRow, index: number) => string | number | boolean | null | undefined>> = {
  ITEM_INDEX: (_row, index) => index + 1,
  DESIGNATOR: (row) => row.designators.join(', '),
  QUANTITY: (row) => row.quantity,
  MPN: (row) => row.mpn,
  MANUFACTURER: (row) => row.manufacturer,
  DO_NOT_PLACE: (row) => !!row.doNotPlace,
  IS_GENERIC: (row) => !!row.generic,
  IS_PROVIDED: (row) => !!row.provided,
  GENERIC_DESCRIPTION: (row) => row.description,
};

/** The parts list as a table in the chosen column order, with translated headers; columns the rows cannot fill are left out. */
export function bomTable(rows: readonly OrderComponentRow[], columns: ExportSettings['bomColumnOrder'], locale: ExportLocale) {
  const used = columns.filter((tag) => BOM_VALUES[tag]);
  return [used.map((tag) => BOM_LABELS[locale][tag]!), ...rows.map((row, index) => used.map((tag) => BOM_VALUES[tag]!(row, index)))];
}

/** The placement list as a table with positions in the chosen unit. */
export function placementTable(placements: readonly Placement[], unit: ExportSettings['unit'], locale: ExportLocale) {
  const u = UNIT_LABEL[EXPORT_LENGTH_UNIT[unit]];
  const header = locale === 'de' ? ['Bauteilbezeichner', `X (${u})`, `Y (${u})`, 'Drehung', 'Seite'] : ['Designator', `X (${u})`, `Y (${u})`, 'Rotation', 'Side'];
  return [header, ...placements.map((p) => [p.designator, lengthIn(p.xPos, unit), lengthIn(p.yPos, unit), p.rotation, p.side])];
}
