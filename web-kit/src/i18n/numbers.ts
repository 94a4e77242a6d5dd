/** A decimal number as the locale writes it ("1,6" in German, "1.6" in English), with `min` to `max` decimals. */
export function formatDecimal(value: number, locale: string, { min = 0, max = 4 }: { readonly min?: number; readonly max?: number } = {}): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

/** A length in millimetres as the locale writes it ("0,035 mm"). */
export const formatMillimetres = (value: number, locale: string, decimals?: { readonly min?: number; readonly max?: number }): string =>
  `${formatDecimal(value, locale, decimals)} mm`;

/** A board's size as the locale writes it, to the hundredth ("144,10 × 105,10 mm"). */
export const formatBoardSize = (width: number, height: number, locale: string): string =>
  `${formatDecimal(width, locale, { min: 2, max: 2 })} × ${formatMillimetres(height, locale, { min: 2, max: 2 })}`;
