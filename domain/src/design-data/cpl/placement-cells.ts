import { readDecimal, type DecimalSeparator } from './decimal-separator';
import { toMillimetres, unitOfWord, type LengthUnit } from './length-unit';

const LENGTH = /^([+-]?[\d.,]*\d)\s*([a-zµ"]+)?$/i;
const ANGLE = /^([+-]?[\d.,]*\d)\s*(?:°|deg|grad)?$/i;

/** A position cell in millimetres: a unit after the number (-1.65mm, 120mil, 0.5in) wins over the column's; NaN when unreadable. */
export function readLength(cell: string, unit: LengthUnit, separator: DecimalSeparator): number {
  const match = LENGTH.exec(cell);
  if (!match) return NaN;
  const written = match[2] === undefined ? unit : unitOfWord(match[2]);
  if (written === null) return NaN;
  return toMillimetres(readDecimal(match[1], separator), written);
}

/** A rotation cell in degrees (a trailing ° or deg allowed), 3 decimals; NaN when unreadable. */
export function readRotation(cell: string, separator: DecimalSeparator): number {
  const match = ANGLE.exec(cell);
  return match ? Math.round(readDecimal(match[1], separator) * 1000) / 1000 : NaN;
}
