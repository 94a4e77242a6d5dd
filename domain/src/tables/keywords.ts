/** Text as keywords are compared: lower case, letters and digits only (umlauts folded). */
export function keywordForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

const TRUE_WORDS = ['true', 'yes', 'ja', 'x', 'wahr', 'y', 'j'];

/** A cell counts as true when it is 'true', contains 'true', is '1', or a yes-word (German or English). */
export function isTrue(cell: string): boolean {
  const form = keywordForm(cell);
  return form.includes('true') || form === '1' || TRUE_WORDS.includes(form);
}

const EMPTY_PART_NUMBERS = ['', 'na', 'none', 'null', 'empty', 'nc', 'tbd', 'unknown', 'keine', 'kein', 'ohne', 'leer', 'nichtvorhanden', 'notavailable', 'nan', 'undefined', 'x'];

/** Whether a part number cell says there is no part number. */
export const isEmptyPartNumber = (cell: string) => EMPTY_PART_NUMBERS.includes(keywordForm(cell));
