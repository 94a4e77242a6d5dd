import { keywordForm } from '../table/keyword-form';

const TRUE_WORDS = new Set(['1', 'yes', 'y', 'x', 'ja', 'j', 'wahr']);
/** In a do-not-place column the marker itself is often the text. */
const DO_NOT_PLACE_WORDS = new Set(['dnp', 'dnf', 'dni', 'nopop', 'nichtbestueckt', 'nb']);

/** Whether a cell counts as true: 'true' or containing it, '1', or a yes word (German or English). */
export function isTrueCell(cell: string): boolean {
  const form = keywordForm(cell);
  return form.includes('true') || TRUE_WORDS.has(form);
}

/** Whether a do-not-place cell says the part is not placed. */
export const isDoNotPlaceCell = (cell: string): boolean => isTrueCell(cell) || DO_NOT_PLACE_WORDS.has(keywordForm(cell));

const EMPTY_MPN_WORDS = new Set([
  '', 'empty', 'na', 'none', 'null', 'nil', 'nan', 'undefined', 'unknown', 'tbd', 'notavailable',
  'leer', 'keine', 'kein', 'ohne', 'ka', 'nv', 'nichtvorhanden', 'unbekannt',
]);

/** Whether an MPN cell holds no part number: blank, '-', N/A, none, null, or the German words for it. */
export const isEmptyMpn = (cell: string): boolean => EMPTY_MPN_WORDS.has(keywordForm(cell));

const QUANTITY = /^\+?(\d+)(?:[.,]0+)?\s*(?:pcs?|stk|st|stück|stueck|x)?\.?$/i;

/** A quantity cell as a whole number; null when blank, NaN when it is no whole number. */
export function readQuantity(cell: string): number | null {
  if (cell === '') return null;
  const match = QUANTITY.exec(cell);
  return match ? Number(match[1]) : NaN;
}
