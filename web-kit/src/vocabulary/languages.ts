/** Language codes the browser can name (two letters), for choosing the languages a producer speaks. */
export const LANGUAGE_CODES: readonly string[] = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 97; a <= 122; a += 1) {
    for (let b = 97; b <= 122; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code) codes.push(code);
    }
  }
  return codes;
})();

/** A language's name in `locale` by its code; a code the browser cannot name is shown as it is. */
export function languageNamer(locale: string): (code: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  return (code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}
