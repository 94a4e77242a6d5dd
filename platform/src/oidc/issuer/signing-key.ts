import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly publicJwk: JWK;
}

async function fromJwk(jwk: JWK): Promise<SigningKey> {
  const privateKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey;
  return { kid: jwk.kid!, privateKey, publicKey, publicJwk: { ...publicJwk, use: 'sig', alg: 'RS256' } };
}

async function generate(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: `key-${Date.now().toString(36)}`, alg: 'RS256' };
}

/**
 * The issuer's RS256 key: read from `file` when it exists, else generated once and written
 * there, so tokens stay valid across restarts. Without a file the key lives in memory only.
 * Processes starting at once on one shared folder (API replicas) end up with one key: each writes its new key to a
 * file of its own and links it to `file`, which only the first can; the others take the key the first wrote.
 */
export async function loadSigningKey(file?: string): Promise<SigningKey> {
  if (!file) return fromJwk(await generate());
  const existing = await readKey(file);
  if (existing) return fromJwk(existing);
  const jwk = await generate();
  await mkdir(dirname(file), { recursive: true });
  const own = `${file}.${randomUUID()}`;
  await writeFile(own, JSON.stringify(jwk), { mode: 0o600 });
  try {
    await link(own, file);
    return fromJwk(jwk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromJwk((await readKey(file))!);
  } finally {
    await unlink(own);
  }
}

async function readKey(file: string): Promise<JWK | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}
