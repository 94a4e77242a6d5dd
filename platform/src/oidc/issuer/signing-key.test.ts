import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSigningKey } from './signing-key';

describe('the issuer’s signing key in a shared folder', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'signing-key-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  test('given processes starting at once on an empty folder, when each loads the key, then all have the same one and only it is left there', async () => {
    const file = join(folder, 'keys', 'oidc-signing-key.json');
    const keys = await Promise.all(Array.from({ length: 6 }, () => loadSigningKey(file)));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(1);
    expect(await readdir(join(folder, 'keys'))).toEqual(['oidc-signing-key.json']);
    expect((await loadSigningKey(file)).kid).toBe(keys[0].kid);
  });
});
