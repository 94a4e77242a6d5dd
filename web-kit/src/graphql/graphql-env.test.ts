import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('the typed operations', () => {
  it('given the committed schema.graphql, when the operation types are generated, then they equal the committed graphql-env.d.ts (run npm run schema)', () => {
    const root = join(__dirname, '../../..');
    const folder = mkdtempSync(join(tmpdir(), 'pcbm-graphql-env-'));
    try {
      const output = join(folder, 'graphql-env.d.ts');
      execFileSync(process.execPath, [join(root, 'node_modules/gql.tada/bin/cli.js'), 'generate-output', '--tsconfig', join(root, 'web-kit/tsconfig.json'), '--output', output], { cwd: root, stdio: 'pipe' });
      expect(readFileSync(join(__dirname, 'graphql-env.d.ts'), 'utf8')).toBe(readFileSync(output, 'utf8'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
