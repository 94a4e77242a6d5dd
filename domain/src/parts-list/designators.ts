const DESIGNATOR = /^[A-Za-z]+\d+$/;
/** A range such as R1-R4 (both ends with the same letters). */
const RANGE = /^([A-Za-z]+)(\d+)\s*-\s*([A-Za-z]+)(\d+)$/;

/** Whether one designator is valid: letters followed by digits; parts joined by '-' or '_' are each checked. */
export function isValidDesignator(text: string): boolean {
  const parts = text.split(/[-_]/);
  return parts.length > 0 && parts.every((part) => DESIGNATOR.test(part));
}

/** Whether a cell names at least one designator, alone or as a range, without expanding any range. */
export function namesDesignator(cell: string): boolean {
  return cell.split(/[\s,;]+/).some((token) => {
    if (token === '') return false;
    const range = RANGE.exec(token);
    if (range && range[1].toUpperCase() === range[3].toUpperCase() && Number(range[4]) >= Number(range[2]) && Number(range[4]) - Number(range[2]) < 1000) return true;
    return isValidDesignator(token);
  });
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
    const range = RANGE.exec(token);
    if (range && range[1].toUpperCase() === range[3].toUpperCase() && Number(range[4]) >= Number(range[2]) && Number(range[4]) - Number(range[2]) < 1000) {
      const count = Number(range[4]) - Number(range[2]) + 1;
      if (count > budget.left) {
        unexpanded.push(token);
        continue;
      }
      budget.left -= count;
      for (let n = Number(range[2]); n <= Number(range[4]); n++) designators.push(`${range[1]}${n}`);
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
