import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const exportsMap = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, { types: string; default: string }> }).exports;
const areas = readdirSync(join(root, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'testing' && existsSync(join(root, 'src', entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

describe("the domain's entry points", () => {
  test('given every area with an index, then the package offers it as @pcbm/domain/<area>, built from that index', () => {
    expect(Object.keys(exportsMap).filter((key) => key !== '.').map((key) => key.slice(2)).sort()).toEqual(areas);
    for (const area of areas) expect(exportsMap[`./${area}`]).toEqual({ types: `./dist/${area}/index.d.ts`, default: `./dist/${area}/index.js` });
  });

  test('given the whole domain, then the root entry point exports every area', () => {
    const index = readFileSync(join(root, 'src', 'index.ts'), 'utf8');
    for (const area of areas) expect(index).toContain(`'./${area}'`);
  });
});
