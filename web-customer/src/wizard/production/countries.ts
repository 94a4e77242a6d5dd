/** Region codes that are groupings, placeholders or former codes of a country that has another one now. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ', 'DD', 'BU', 'CS', 'FX', 'NT', 'SU', 'TP', 'YU', 'ZR', 'AN', 'QU', 'UK', 'DY', 'HV', 'NH', 'RH', 'VD', 'YD']);

/** The flag of a two-letter country code, as regional indicator symbols. */
export const flagOf = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));

/** Every country the browser can name, with its name in the given language, sorted by that name. */
export function countriesIn(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const result: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code && !result.some((known) => known.name === name)) result.push({ code, name });
    }
  }
  return result.sort((x, y) => x.name.localeCompare(y.name, locale));
}
