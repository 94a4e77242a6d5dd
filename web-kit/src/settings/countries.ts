/** Region codes that are groupings, placeholders or former codes of a country that has another one now. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ', 'DD', 'BU', 'CS', 'FX', 'NT', 'SU', 'TP', 'YU', 'ZR', 'AN', 'QU', 'UK', 'DY', 'HV', 'NH', 'RH', 'VD', 'YD']);

export interface Country {
  readonly code: string;
  readonly name: string;
}

const cache = new Map<string, Country[]>();

/** Every country the browser can name, in the given language, sorted by that name. */
export function countriesIn(locale: string): Country[] {
  const known = cache.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const result: Country[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code && !result.some((country) => country.name === name)) result.push({ code, name });
    }
  }
  result.sort((x, y) => x.name.localeCompare(y.name, locale));
  cache.set(locale, result);
  return result;
}

/** A country's name in the given language, from its two-letter code; the code itself when the browser has no name for it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
