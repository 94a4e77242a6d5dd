import { stemOf } from '../upload/file-name';

const GERMAN_LETTERS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The words of a file name without its extension, lower case, German letters spelled out:
 * split at anything that is not a letter or digit and where camelCase starts a word.
 */
export function nameWords(name: string): string[] {
  return stemOf(name)
    .replace(/([a-zäöü])([A-ZÄÖÜ])/g, '$1 $2')
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Whether the name holds one of the keywords: short keywords as whole words, long ones anywhere
 * in the words run together (so "Stückliste_v2" and "PickAndPlace" match).
 */
export function namesAny(words: readonly string[], keywords: readonly string[]): boolean {
  const joined = words.join('');
  return keywords.some((keyword) => (keyword.length <= 5 ? words.includes(keyword) : joined.includes(keyword)));
}
