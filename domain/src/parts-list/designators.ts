const DESIGNATOR = /^[A-Za-z]+\d+$/;
/** A range such as R1-R4 (both ends with the same letters). */
const RANGE = /^([A-Za-z]+)(\d+)\s*-\s*([A-Za-z]+)(\d+)$/;

/** Whether one designator is valid: letters followed by digits; parts joined by '-' or '_' are each checked. */
export function isValidDesignator(text: string): boolean {
  const parts = text.split(/[-_]/);
  return parts.length > 0 && parts.every((part) => DESIGNATOR.test(part));
}

/** The designators of a cell: separated by spaces, commas or semicolons, with ranges like R1-R4 expanded. */
export function designatorsOf(cell: string): { designators: string[]; invalid: string[] } {
  const designators: string[] = [];
  const invalid: string[] = [];
  for (const token of cell.split(/[\s,;]+/).filter(Boolean)) {
    const range = RANGE.exec(token);
    if (range && range[1].toUpperCase() === range[3].toUpperCase() && Number(range[4]) >= Number(range[2]) && Number(range[4]) - Number(range[2]) < 1000) {
      for (let n = Number(range[2]); n <= Number(range[4]); n++) designators.push(`${range[1]}${n}`);
    } else if (isValidDesignator(token)) designators.push(token);
    else invalid.push(token);
  }
  return { designators, invalid };
}

/** Component type from the designator's first letter. */
export type DetectedComponentType = 'RESISTOR' | 'CAPACITOR' | 'DIODE' | 'FUSE' | 'INDUCTOR' | 'CONNECTOR' | 'CHIP' | 'TRANSISTOR' | 'UNKNOWN';

const BY_LETTER: Record<string, DetectedComponentType> = { R: 'RESISTOR', C: 'CAPACITOR', D: 'DIODE', F: 'FUSE', L: 'INDUCTOR', J: 'CONNECTOR' };
/** Whole prefixes whose first letter would mislead (an LED is a diode, not an inductor). */
const BY_PREFIX: Record<string, DetectedComponentType> = { LED: 'DIODE', Q: 'TRANSISTOR', U: 'CHIP', IC: 'CHIP' };

/** The component type a designator suggests: R resistor, C capacitor, D diode, F fuse, L inductor, J connector (LED, Q, U and IC by their prefix). */
export function detectComponentType(designator: string): DetectedComponentType {
  const prefix = /^[A-Za-z]+/.exec(designator)?.[0].toUpperCase() ?? '';
  return BY_PREFIX[prefix] ?? BY_LETTER[prefix.charAt(0)] ?? 'UNKNOWN';
}
