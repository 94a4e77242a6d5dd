const FOLDED: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', µ: 'u', é: 'e', è: 'e' };

/** Text as keywords are compared: lower case, German letters folded (ü to ue), only letters and digits left. */
export function keywordForm(text: string): string {
  return text.toLowerCase().replace(/[äöüßµéè]/g, (letter) => FOLDED[letter]).replace(/[^a-z0-9]/g, '');
}
