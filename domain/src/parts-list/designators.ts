const DESIGNATOR = /^[A-Za-z]+\d+$/;
/** A range such as R1-R4 (both ends with the same letters). */
const RANGE = /^([A-Za-z]+)(\d+)\s*-\s*([A-Za-z]+)(\d+)$/;

/** Whether one designator is valid: letters followed by digits; parts joined by '-' or '_' are each checked. */
export function isValidDesignator(text: string): boolean {
  const parts = text.split(/[-_]/);
  return parts.length > 0 && parts.every((part) => DESIGNATOR.test(part));
}

/** A range token's letters and its first and last number: same letters at both ends, ascending, under a thousand apart. */
function rangeOf(token: string): { letters: string; from: number; to: number } | null {
  const range = RANGE.exec(token);
  if (!range || range[1].toUpperCase() !== range[3].toUpperCase()) return null;
  const [from, to] = [Number(range[2]), Number(range[4])];
  return to >= from && to - from < 1000 ? { letters: range[1], from, to } : null;
}

/** Whether a cell names at least one designator, alone or as a range, without expanding any range. */
export function namesDesignator(cell: string): boolean {
  return cell.split(/[\s,;]+/).some((token) => token !== '' && (rangeOf(token) !== null || isValidDesignator(token)));
}

/**
 * The most designators the ranges of one parts list may stand for. A range is a few characters that stand for up to a
 * thousand designators, so without a bound a small request could ask for tens of millions of them (a 500 KB list
 * took 49 s and 2.7 GB to expand). Ranges are a shorthand of lists written by hand; exported lists name each part.
 */
export const MAX_RANGE_DESIGNATORS = 20_000;

/** How many designators the ranges of a parts list may still stand for, shared by all its cells. */
export interface DesignatorBudget {
  left: number;
}

/** The budget of one parts list. */
export const designatorBudget = (): DesignatorBudget => ({ left: MAX_RANGE_DESIGNATORS });

/**
 * The designators of a cell: separated by spaces, commas or semicolons, with ranges like R1-R4 expanded while the
 * parts list's budget lasts; a range past it is left unexpanded, in `unexpanded`.
 */
export function designatorsOf(cell: string, budget: DesignatorBudget = designatorBudget()): { designators: string[]; invalid: string[]; unexpanded: string[] } {
  const designators: string[] = [];
  const invalid: string[] = [];
  const unexpanded: string[] = [];
  for (const token of cell.split(/[\s,;]+/).filter(Boolean)) {
    const range = rangeOf(token);
    if (range) {
      const count = range.to - range.from + 1;
      if (count > budget.left) {
        unexpanded.push(token);
        continue;
      }
      budget.left -= count;
      for (let n = range.from; n <= range.to; n++) designators.push(`${range.letters}${n}`);
    } else if (isValidDesignator(token)) designators.push(token);
    else invalid.push(token);
  }
  return { designators, invalid, unexpanded };
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
