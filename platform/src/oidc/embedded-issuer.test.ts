import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { SignJWT, generateKeyPair, importJWK } from 'jose';
import { PgliteDatabase } from '../sql/pglite-database';
import { DEMO_PASSWORD, DEMO_USERS } from './issuer/demo-users';
import { createEmbeddedIssuer } from './issuer/embedded-issuer';
import { IssuerUserDirectory } from './issuer/user-directory';
import { InvalidTokenError } from './principal';
import { createTokenVerifier } from './token-verifier';
import { signInOnForm } from '../testing/sign-in-form';

interface Running {
  url: string;
  issuer: string;
  server: Server;
}

async function startIssuer(users: IssuerUserDirectory, keyFile?: string, accessTokenSeconds?: number): Promise<Running> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { router, issuer } = await createEmbeddedIssuer({ issuer: `${url}/oidc`, users, keyFile, accessTokenSeconds });
  const app = express();
  app.use('/oidc', router);
  server.on('request', app);
  return { url, issuer, server };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

describe('the embedded OIDC issuer', () => {
  let db: PgliteDatabase;
  let users: IssuerUserDirectory;
  let running: Running;

  beforeAll(async () => {
    db = await PgliteDatabase.open();
    users = new IssuerUserDirectory(db);
    await users.ensureSchema();
    for (const user of DEMO_USERS) await users.addOnce(user, DEMO_PASSWORD);
    running = await startIssuer(users);
  });
  afterAll(async () => {
    running.server.close();
    running.server.closeAllConnections();
    await db.close();
  });

  const passwordGrant = (username: string, password: string, client = 'cli') =>
    fetch(`${running.issuer}/token`, form({ grant_type: 'password', client_id: client, username, password }));

  test('publishes its discovery document and keys', async () => {
    const discovery = await (await fetch(`${running.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: running.issuer,
      token_endpoint: `${running.issuer}/token`,
      jwks_uri: `${running.issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  test('the password grant gives tokens the verifier accepts, with Keycloak-style roles', async () => {
    const response = await passwordGrant('admin', 'demo');
    expect(response.status).toBe(200);
    const tokens = await response.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const principal = await createTokenVerifier({ issuer: running.issuer })(tokens.access_token);
    expect(principal).toMatchObject({ username: 'admin', email: 'admin@demo.example', roles: ['user', 'admin'], userId: DEMO_USERS[5].id });
  });

  test('a wrong password, an unknown client or a grant the client may not use is refused', async () => {
    const wrong = await passwordGrant('customer1', 'nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await passwordGrant('customer1', 'demo', 'stranger')).status).toBe(401);
    const browserClient = await passwordGrant('customer1', 'demo', 'marketplace');
    expect(await browserClient.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  test('authorization code with PKCE: sign in on the form, exchange the code once', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = `${new URL(running.issuer).origin}/request-history`;
    const query = new URLSearchParams({
      client_id: 'marketplace',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      state: 'xyz',
      nonce: 'n-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const page = await fetch(`${running.issuer}/auth?${query}`, { headers: { 'accept-language': 'de-DE' } });
    const html = await page.text();
    expect(html).toContain('Anmelden');
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    const fields = Object.fromEntries([...html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));

    const failed = await fetch(`${running.issuer}/auth`, { ...form({ ...fields, username: 'customer1', password: 'wrong' }), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie } });
    expect(failed.status).toBe(401);
    expect(await failed.text()).toContain('Benutzername, E-Mail-Adresse oder Passwort ist falsch.');

    const forged = await fetch(`${running.issuer}/auth`, form({ ...fields, username: 'customer1', password: 'demo' }));
    // without the cookie, as a form posted from another site would be
    expect(forged.status).toBe(400);

    const signedIn = await fetch(`${running.issuer}/auth`, { ...form({ ...fields, username: 'customer1', password: 'demo' }), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie } });
    expect(signedIn.status).toBe(302);
    const location = new URL(signedIn.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;

    const exchange = (codeVerifier: string) =>
      fetch(`${running.issuer}/token`, form({ grant_type: 'authorization_code', client_id: 'marketplace', code, redirect_uri: redirectUri, code_verifier: codeVerifier }));
    const tokens = await (await exchange(verifier)).json();
    expect(tokens.id_token).toBeDefined();
    const idClaims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
    expect(idClaims).toMatchObject({ nonce: 'n-1', aud: 'marketplace', preferred_username: 'customer1' });
    expect(await (await exchange(verifier)).json()).toMatchObject({ error: 'invalid_grant' });

    const refreshed = await (await fetch(`${running.issuer}/token`, form({ grant_type: 'refresh_token', client_id: 'marketplace', refresh_token: tokens.refresh_token }))).json();
    expect(refreshed.access_token).toBeDefined();
    const userinfo = await (await fetch(`${running.issuer}/userinfo`, { headers: { authorization: `Bearer ${refreshed.access_token}` } })).json();
    expect(userinfo).toMatchObject({ preferred_username: 'customer1' });
  });

  test('a wrong PKCE verifier or an unregistered redirect is refused', async () => {
    const redirectUri = `${new URL(running.issuer).origin}/`;
    const bad = await fetch(`${running.issuer}/auth?${new URLSearchParams({ client_id: 'marketplace', redirect_uri: 'https://evil.example/', response_type: 'code', code_challenge: 'x', code_challenge_method: 'S256' })}`);
    expect(bad.status).toBe(400);
    const noPkce = await fetch(`${running.issuer}/auth?${new URLSearchParams({ client_id: 'marketplace', redirect_uri: redirectUri, response_type: 'code' })}`);
    expect(noPkce.status).toBe(400);

    const query = { client_id: 'marketplace', redirect_uri: redirectUri, response_type: 'code', code_challenge: createHash('sha256').update('right').digest('base64url'), code_challenge_method: 'S256' };
    const page = await fetch(`${running.issuer}/auth?${new URLSearchParams(query)}`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1];
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    const signedIn = await fetch(`${running.issuer}/auth`, { ...form({ ...query, csrf, username: 'producer1', password: 'demo' }), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie } });
    const code = new URL(signedIn.headers.get('location')!).searchParams.get('code')!;
    const wrong = await fetch(`${running.issuer}/token`, form({ grant_type: 'authorization_code', client_id: 'marketplace', code, redirect_uri: redirectUri, code_verifier: 'wrong' }));
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });

  test('the verifier rejects tampered, expired and foreign tokens', async () => {
    const verify = createTokenVerifier({ issuer: running.issuer });
    const { access_token } = await (await passwordGrant('customer1', 'demo')).json();
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, realm_access: { roles: ['admin'] } })).toString('base64url'), signature].join('.');
    await expect(verify(tampered)).rejects.toBeInstanceOf(InvalidTokenError);

    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ preferred_username: 'mallory' }).setProtectedHeader({ alg: 'RS256', kid: JSON.parse(Buffer.from(header, 'base64url').toString()).kid }).setIssuer(running.issuer).setSubject('x').setExpirationTime('5m').sign(privateKey);
    await expect(verify(foreign)).rejects.toBeInstanceOf(InvalidTokenError);

    await expect(createTokenVerifier({ issuer: 'http://127.0.0.1:1/elsewhere', keys: { keys: [] } })(access_token)).rejects.toBeInstanceOf(InvalidTokenError);
    const { id_token } = await (await passwordGrant('customer1', 'demo')).json();
    await expect(verify(id_token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  test('the verifier rejects a token that has expired, even when the issuer signed it', async () => {
    const keyFile = join(await mkdtemp(join(tmpdir(), 'oidc-')), 'key.json');
    const running2 = await startIssuer(users, keyFile);
    const jwk = JSON.parse(await readFile(keyFile, 'utf8'));
    const expired = await new SignJWT({ preferred_username: 'customer1', typ: 'Bearer', realm_access: { roles: ['user'] } })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(running2.issuer)
      .setSubject(DEMO_USERS[0].id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await importJWK(jwk, 'RS256'));
    const verify = createTokenVerifier({ issuer: running2.issuer });
    await expect(verify(expired)).rejects.toBeInstanceOf(InvalidTokenError);
    running2.server.close();
    running2.server.closeAllConnections();
  });

  test('the signing key survives a restart when it is kept in a file', async () => {
    const keyFile = join(await mkdtemp(join(tmpdir(), 'oidc-')), 'key.json');
    const first = await startIssuer(users, keyFile);
    const { access_token } = await (await fetch(`${first.issuer}/token`, form({ grant_type: 'password', client_id: 'cli', username: 'customer2', password: 'demo' }))).json();
    first.server.close();
    first.server.closeAllConnections();
    const second = await startIssuer(users, keyFile);
    const jwks = await (await fetch(`${second.issuer}/jwks`)).json();
    const kid = JSON.parse(Buffer.from(access_token.split('.')[0], 'base64url').toString()).kid;
    expect(jwks.keys[0].kid).toBe(kid);
    second.server.close();
    second.server.closeAllConnections();
  });

  test('two processes serving one issuer on one database: a code from the form of one is redeemed once at either, and a sign-out at one ends the sign-in at the other', async () => {
    const keyFile = join(await mkdtemp(join(tmpdir(), 'oidc-')), 'key.json');
    const servers = [createServer(), createServer()];
    for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const urls = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    // Both answer as one issuer at one public address, as API processes behind one load balancer do.
    const issuers = [];
    for (const server of servers) {
      const issuer = await createEmbeddedIssuer({ issuer: `${urls[0]}/oidc`, users, keyFile, followOtherProcessesMs: 20 });
      const app = express();
      app.use('/oidc', issuer.router);
      server.on('request', app);
      issuers.push(issuer);
    }
    try {
      const redirectUri = `${urls[0]}/request-history`;
      const { code, verifier } = await signInOnForm(`${urls[0]}/oidc`, { clientId: 'marketplace', redirectUri, username: 'customer2', password: 'demo' });
      const exchange = (url: string) =>
        fetch(`${url}/oidc/token`, form({ grant_type: 'authorization_code', client_id: 'marketplace', code, redirect_uri: redirectUri, code_verifier: verifier }));
      const exchanged = await exchange(urls[1]);
      expect(exchanged.status).toBe(200);
      const tokens = await exchanged.json();
      expect(await (await exchange(urls[0])).json()).toMatchObject({ error: 'invalid_grant' });
      expect(await (await exchange(urls[1])).json()).toMatchObject({ error: 'invalid_grant' });
      expect(await issuers[0].signInEnded(tokens.access_token)).toBe(false);
      expect(await issuers[1].signInEnded(tokens.access_token)).toBe(false);

      const signedOut = await fetch(`${urls[0]}/oidc/logout?${new URLSearchParams({ id_token_hint: tokens.id_token })}`);
      expect(signedOut.status).toBe(200);
      expect(await issuers[0].signInEnded(tokens.access_token)).toBe(true);
      for (let tries = 0; !(await issuers[1].signInEnded(tokens.access_token)) && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await issuers[1].signInEnded(tokens.access_token)).toBe(true);
      const userinfo = await fetch(`${urls[1]}/oidc/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      expect(userinfo.status).toBe(401);
    } finally {
      for (const issuer of issuers) await issuer.close();
      for (const server of servers) {
        server.close();
        server.closeAllConnections();
      }
    }
  });

  test('an issuer set up with a shorter token lifetime gives it to new and refreshed tokens alike', async () => {
    const short = await startIssuer(users, undefined, 60);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const first = await (await fetch(`${short.issuer}/token`, form({ grant_type: 'password', client_id: 'cli', username: 'customer1', password: 'demo' }))).json();
    expect(first.expires_in).toBe(60);
    expect(claims(first.access_token).exp - claims(first.access_token).iat).toBe(60);
    const refreshed = await (await fetch(`${short.issuer}/token`, form({ grant_type: 'refresh_token', client_id: 'cli', refresh_token: first.refresh_token }))).json();
    expect(refreshed.expires_in).toBe(60);
    expect(claims(refreshed.id_token).exp - claims(refreshed.id_token).iat).toBe(60);
    short.server.close();
    short.server.closeAllConnections();
  });
});
