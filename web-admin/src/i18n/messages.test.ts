import { RESOURCE_MESSAGES, RESOURCES } from '../resources';
import { consoleMessages, createI18nProvider } from './i18n-provider';

function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

function valueAt(tree: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
}

describe('the console’s strings', () => {
  const messages = consoleMessages(RESOURCE_MESSAGES);

  it('given both languages, when their keys are compared, then German and English have the same keys', () => {
    const english = keyPaths(messages.en);
    const german = keyPaths(messages.de);
    expect(english.filter((key) => !german.includes(key))).toEqual([]);
    expect(german.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('given every resource of the menu, when its strings are looked up, then it has a name in both languages', () => {
    for (const name of Object.keys(RESOURCES)) {
      expect([name, typeof valueAt(messages.en, `resources.${name}.name`)]).toEqual([name, 'string']);
      expect([name, typeof valueAt(messages.de, `resources.${name}.name`)]).toEqual([name, 'string']);
    }
  });

  it('given a string of the console with placeholders, when it is compared with its translation, then both name the same placeholders', () => {
    // react-admin's own strings (ra.*) are checked in ra-german.test.ts.
    const different = keyPaths(messages.en).filter((path) => !path.startsWith('ra.')).filter((path) => placeholders(valueAt(messages.en, path)).join() !== placeholders(valueAt(messages.de, path) ?? '').join());
    expect(different).toEqual([]);
  });

  it('given an English sentence that names a resource, when it is translated as react-admin does, then the name is in lower case mid-sentence', () => {
    const english = createI18nProvider(messages, 'en');
    const nameOf = (resource: string) => english.translate(`resources.${resource}.forcedCaseName`, { smart_count: 0 });
    expect(english.translate('ra.page.empty', { name: nameOf('requests') })).toBe('No requests yet.');
    expect(english.translate('ra.page.empty', { name: nameOf('shops') })).toBe('No white-label shops yet.');
    expect(english.translate('resources.shops.page.create')).toBe('New white-label shop');
    expect(english.translate('ra.navigation.no_filtered_results', { name: 'Requests' })).toBe('Nothing matches the current filters.');
    const german = createI18nProvider(messages, 'de');
    expect(german.translate('ra.page.empty', { name: german.translate('resources.requests.forcedCaseName', { smart_count: 0 }) })).toBe('Noch keine Anfragen vorhanden.');
  });
});
