import de from './de.json';
import en from './en.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' && child !== null ? keysOf(child as object, `${prefix}${key}.`) : [`${prefix}${key}`])).sort();

describe('the summary strings', () => {
  it('have the same keys in English and German, none empty', () => {
    expect(keysOf(de)).toEqual(keysOf(en));
    const empty = (value: object): boolean => Object.values(value).some((child) => (typeof child === 'object' && child !== null ? empty(child as object) : String(child).trim() === ''));
    expect(empty(en)).toBe(false);
    expect(empty(de)).toBe(false);
  });
});
