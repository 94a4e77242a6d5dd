/** What one typed row sends: an empty row as NaN, so the order schema asks for a number. */
export const priceValueOf = (row: string): number => (row.trim() === '' ? Number.NaN : Number(row.trim()));

/**
 * The bulk price quantities the rows stand for, as the order schema keeps them (0 or more,
 * ascending) and without repeats; null while a row is not a number yet.
 */
export function pricesMeant(rows: readonly string[]): number[] | null {
  const values = rows.map(priceValueOf);
  if (values.some((value) => !Number.isFinite(value))) return null;
  return uniqueAscending(values.filter((value) => value >= 0));
}

export const uniqueAscending = (values: readonly number[]): number[] => [...new Set(values)].sort((a, b) => a - b);

export const sameNumbers = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((value, index) => value === b[index]);
