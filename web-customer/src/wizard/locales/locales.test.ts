import de from './de.json';
import en from './en.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' && child !== null ? keysOf(child as object, `${prefix}${key}.`) : [`${prefix}${key}`])).sort();

describe('the wizard strings', () => {
  it('have the same keys in English and German', () => {
    expect(keysOf(de)).toEqual(keysOf(en));
  });

  it('name the steps in plain words', () => {
    expect(Object.values(en.steps)).toEqual(['File upload', 'PCB stackup', 'Components', 'Placement', 'Production', 'Manufacturers', 'Summary']);
    expect(de.steps.placement).toBe('Bestückung');
  });
});
