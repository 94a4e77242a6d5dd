import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { InvalidTokenError } from './principal';
import { createTokenVerifier } from './token-verifier';

const issuer = 'https://issuer.example/realms/pcbm';

async function signingKeys() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const sign = (expiresAtSeconds: number) =>
    new SignJWT({ preferred_username: 'customer1', typ: 'Bearer', realm_access: { roles: ['user'] } })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setSubject('u1')
      .setIssuedAt()
      .setExpirationTime(expiresAtSeconds)
      .sign(privateKey);
  return { keys: { keys: [jwk] }, sign };
}

describe('token verifier', () => {
  afterEach(() => jest.useRealTimers());

  test('given a token verified once, when it comes again, then it speaks for the same person', async () => {
    const { keys, sign } = await signingKeys();
    const verify = createTokenVerifier({ issuer, keys });
    const token = await sign(Math.floor(Date.now() / 1000) + 300);
    const first = await verify(token);
    expect(first).toMatchObject({ userId: 'u1', username: 'customer1', roles: ['user'] });
    expect(await verify(token)).toEqual(first);
  });

  test('given a token verified while it was valid, when it comes again after it expired, then it is refused', async () => {
    const { keys, sign } = await signingKeys();
    const verify = createTokenVerifier({ issuer, keys });
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const token = await sign(Math.floor(Date.now() / 1000) + 90);
    await verify(token);
    jest.setSystemTime(Date.now() + 61_000);
    expect((await verify(token)).userId).toBe('u1');
    jest.setSystemTime(Date.now() + 31_000);
    await expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  test('given a token with one changed letter, when it comes after the real one was verified, then it is refused', async () => {
    const { keys, sign } = await signingKeys();
    const verify = createTokenVerifier({ issuer, keys });
    const token = await sign(Math.floor(Date.now() / 1000) + 300);
    await verify(token);
    const at = token.length - 20;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    await expect(verify(changed)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
