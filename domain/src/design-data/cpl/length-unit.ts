/** The length units placement lists are written in. */
export type LengthUnit = 'MILLIMETER' | 'MICROMETER' | 'INCH' | 'MIL';

/** Millimetres per unit. */
export const MM_PER_UNIT: Readonly<Record<LengthUnit, number>> = { MILLIMETER: 1, MICROMETER: 0.001, INCH: 25.4, MIL: 0.0254 };

const UNIT_WORDS: Readonly<Record<string, LengthUnit>> = {
  mm: 'MILLIMETER',
  millimeter: 'MILLIMETER',
  millimetre: 'MILLIMETER',
  millimeters: 'MILLIMETER',
  millimetres: 'MILLIMETER',
  um: 'MICROMETER',
  µm: 'MICROMETER',
  micron: 'MICROMETER',
  microns: 'MICROMETER',
  micrometer: 'MICROMETER',
  micrometre: 'MICROMETER',
  mikrometer: 'MICROMETER',
  in: 'INCH',
  inch: 'INCH',
  inches: 'INCH',
  zoll: 'INCH',
  '"': 'INCH',
  mil: 'MIL',
  mils: 'MIL',
  thou: 'MIL',
};

/** The unit a word names (mm, um, µm, in, inch, ", mil, thou), or null. */
export const unitOfWord = (word: string): LengthUnit | null => UNIT_WORDS[word.trim().toLowerCase()] ?? null;

/** The unit a header cell names: in brackets, as in "Mid X(mil)" or "X [mm]", or as its last word, as in "PosX mm". */
export function unitOfHeader(header: string): LengthUnit | null {
  const bracketed = /[([]\s*([a-zµ"]+)\s*[)\]]/i.exec(header);
  if (bracketed) return unitOfWord(bracketed[1]);
  const trailing = /[\s_/-]([a-zµ"]+)$/i.exec(header.trim());
  return trailing ? unitOfWord(trailing[1]) : null;
}

/** The unit a line above the header declares, as in "Units used: mil" (Altium) or "Einheit: mm". */
export function unitOfNote(row: readonly string[]): LengthUnit | null {
  const text = row.join(' ').toLowerCase();
  const declared = /\b(?:units?|einheit(?:en)?)\b[^a-zµ"]*(?:used\s*:?\s*)?([a-zµ"]+)/.exec(text);
  return declared ? unitOfWord(declared[1]) : null;
}

/** A length in a unit converted to millimetres and rounded to 3 decimals. */
export const toMillimetres = (value: number, unit: LengthUnit): number => Math.round(value * MM_PER_UNIT[unit] * 1000) / 1000;
