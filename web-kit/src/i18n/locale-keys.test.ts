import { join } from 'node:path';
import { localeFolders, missingKeys } from './locale-keys';

describe('strings of the web apps', () => {
  const root = join(__dirname, '../../..');
  const folders = ['web-kit', 'web-customer', 'web-producer', 'web-admin'].flatMap((app) => localeFolders(join(root, app, 'src')));

  it('given every locales folder, when English and German are compared, then both have the same keys', () => {
    expect(folders.length).toBeGreaterThan(3);
    const missing = folders.flatMap((folder) =>
      missingKeys(folder, folder.endsWith(join('web-kit', 'src', 'i18n', 'locales')) ? [['en.json', 'de.json'], ['errors.en.json', 'errors.de.json']] : undefined),
    );
    expect(missing).toEqual([]);
  });
});
