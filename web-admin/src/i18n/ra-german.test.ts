import englishMessages from 'ra-language-english';
import { germanMessages } from './ra-german';

type Tree = { [key: string]: Tree | string | undefined };

/** Every string of a message tree by its dotted key path, e.g. `ra.action.save`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else if (value !== undefined) for (const [childPath, text] of leaves(value, path)) result.set(childPath, text);
  }
  return result;
}

/** The polyglot placeholders of a message, without duplicates and sorted: `%{name} %{name}` gives `['name']`. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{([^}]*)\}/g)].map((match) => match[1]))].sort();
}

const english = leaves(englishMessages as Tree);
const german = leaves(germanMessages as Tree);

describe("react-admin's German messages", () => {
  it('given the English messages of ra-language-english, when the German ones are compared by key path, then none is missing and none is extra', () => {
    const missing = [...english.keys()].filter((path) => !german.has(path));
    const extra = [...german.keys()].filter((path) => !english.has(path));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(german.size).toBeGreaterThan(0);
  });

  it('given each English message, when its German translation is read, then it has exactly the same %{...} placeholders', () => {
    // "Sortieren nach %{field}": react-admin offers the label both as it is and lower-cased; German nouns keep their capital.
    const sameLabelOtherCase = new Set(['ra.sort.sort_by']);
    const mismatches = [...english]
      .filter(([path]) => german.has(path) && !sameLabelOtherCase.has(path))
      .map(([path, text]) => ({ path, english: placeholders(text), german: placeholders(german.get(path)!) }))
      .filter(({ english: inEnglish, german: inGerman }) => inEnglish.join(',') !== inGerman.join(','));
    expect(mismatches).toEqual([]);
  });

  it('given each English message, when its German translation is read, then it has plural forms (" |||| ") exactly when the English has them', () => {
    const mismatches = [...english]
      .filter(([path]) => german.has(path))
      .map(([path, text]) => ({ path, english: text.includes(' |||| '), german: german.get(path)!.includes(' |||| ') }))
      .filter(({ english: inEnglish, german: inGerman }) => inEnglish !== inGerman);
    expect(mismatches).toEqual([]);
  });
});
