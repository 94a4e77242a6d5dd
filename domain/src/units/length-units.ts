import type { ExportSettings } from '../accounts/export-settings';

/** The length units of the product: millimetres, micrometres, inches and mils (thousandths of an inch). */
export const LENGTH_UNITS = ['mm', 'um', 'inch', 'mil'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Millimetres in one of each unit. */
export const MM_PER_UNIT: Readonly<Record<LengthUnit, number>> = { mm: 1, um: 0.001, inch: 25.4, mil: 0.0254 };

/** The short label a unit is shown with, e.g. in table headers. */
export const UNIT_LABEL: Readonly<Record<LengthUnit, string>> = { mm: 'mm', um: 'µm', inch: 'in', mil: 'mil' };

/** A length given in `unit` in millimetres. */
export const toMillimetres = (value: number, unit: LengthUnit) => value * MM_PER_UNIT[unit];

/** A length given in millimetres in `unit`. */
export const fromMillimetres = (mm: number, unit: LengthUnit) => mm / MM_PER_UNIT[unit];

/** The unit an export setting names. */
export const EXPORT_LENGTH_UNIT: Readonly<Record<ExportSettings['unit'], LengthUnit>> = { Millimeter: 'mm', Micrometer: 'um', Inch: 'inch', Mil: 'mil' };

/** The unit a plotted Gerber or drill file is drawn in. */
export const PLOT_LENGTH_UNIT: Readonly<Record<'mm' | 'in', LengthUnit>> = { mm: 'mm', in: 'inch' };

/** The unit a written unit names (mm, um, µm, in, inch, mil; any case), or null. */
export function lengthUnitNamed(name: string): LengthUnit | null {
  const lower = name.trim().toLowerCase();
  if (lower === 'µm') return 'um';
  if (lower === 'in') return 'inch';
  return (LENGTH_UNITS as readonly string[]).includes(lower) ? (lower as LengthUnit) : null;
}
