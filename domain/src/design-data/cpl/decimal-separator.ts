/** The character between whole and fractional part of the numbers in a placement list. */
export type DecimalSeparator = 'COMMA' | 'POINT';

/** Comma or point, whichever occurs more often in the number cells; point when neither does. */
export function guessDecimalSeparator(cells: Iterable<string>): DecimalSeparator {
  let commas = 0;
  let points = 0;
  for (const cell of cells) {
    for (let i = 0; i < cell.length; i++) {
      const c = cell.charCodeAt(i);
      if (c === 0x2c) commas++;
      else if (c === 0x2e) points++;
    }
  }
  return commas > points ? 'COMMA' : 'POINT';
}

/** A number with the other character only as a thousands separator (1,234.5 or 1.234,5). */
const NUMBER = {
  POINT: /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?(?:e[+-]?\d+)?$/i,
  COMMA: /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d*)(?:,\d+)?(?:e[+-]?\d+)?$/i,
} as const;

/** The value of a number text written with a decimal separator; NaN when it is not such a number. */
export function readDecimal(text: string, separator: DecimalSeparator): number {
  if (!/\d/.test(text) || !NUMBER[separator].test(text)) return NaN;
  const plain = separator === 'POINT' ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.');
  return Number(plain);
}
