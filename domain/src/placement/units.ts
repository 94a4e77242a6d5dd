import type { LengthUnit } from '../units/length-units';

/** The unit a header or a value names (mm, µm, inch, mil), or null. */
export function unitIn(text: string): LengthUnit | null {
  const lower = text.toLowerCase();
  if (/(mil|thou)\b|\(mil\)|mils?$/.test(lower)) return 'mil';
  if (/(inch|\bin\b|\(in\)|"|\d\s*in$)/.test(lower)) return 'inch';
  if (/(µm|um\b|\(um\)|micron|mikrometer|\dum$)/.test(lower)) return 'um';
  if (/(mm\b|\(mm\)|millimet|\dmm$)/.test(lower)) return 'mm';
  return null;
}

/** Rounds a length in mm to 3 decimals. */
export const roundMm = (value: number) => Math.round(value * 1000) / 1000;
