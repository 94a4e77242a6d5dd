const DESIGNATOR_PART = /^[A-Za-z]+\d+$/;
const RANGE = /^([A-Za-z]+)(\d+)-([A-Za-z]+)(\d+)$/;
/** A range such as R1-R99999 is a typing error, not 99999 parts. */
export const MAX_DESIGNATOR_RANGE = 1000;

/** Whether a designator is valid: letters followed by digits; parts joined by '-' or '_' are each checked. */
export function isValidDesignator(text: string): boolean {
  return text.split(/[-_]/).every((part) => DESIGNATOR_PART.test(part));
}

/** A designator cell read: its designators in order (ranges expanded) and the tokens that are not designators. */
export interface DesignatorCell {
  readonly designators: readonly string[];
  readonly invalid: readonly string[];
}

/** The designators one token stands for; null when it is not a designator or a range of a sensible length. */
function designatorsOfToken(token: string): string[] | null {
  if (!isValidDesignator(token)) return null;
  const range = RANGE.exec(token);
  if (!range || range[1].toUpperCase() !== range[3].toUpperCase()) return [token];
  const ends = [range[2], range[4]].sort((a, b) => Number(a) - Number(b));
  const [from, to] = ends.map(Number);
  if (to - from >= MAX_DESIGNATOR_RANGE) return null;
  const width = ends[0].startsWith('0') ? ends[0].length : 0;
  return Array.from({ length: to - from + 1 }, (_, offset) => range[1] + String(from + offset).padStart(width, '0'));
}

/**
 * Reads the designators of one cell: separated by spaces, commas or semicolons, ranges such as
 * R1-R4 expanded. Tokens that are not designators are kept as written and also listed as invalid.
 */
export function readDesignatorCell(cell: string): DesignatorCell {
  const designators: string[] = [];
  const invalid: string[] = [];
  // Spaces around a range dash would otherwise split "R1 - R4" into three tokens.
  const tokens = cell.replace(/\s*[-–]\s*/g, '-').split(/[\s,;]+/);
  for (const token of tokens) {
    if (token === '') continue;
    const expanded = designatorsOfToken(token);
    if (expanded) designators.push(...expanded);
    else {
      designators.push(token);
      invalid.push(token);
    }
  }
  return { designators, invalid };
}

/** Whether a cell holds at least one valid designator. */
export function hasValidDesignator(cell: string): boolean {
  const { designators, invalid } = readDesignatorCell(cell);
  return designators.length > invalid.length;
}
