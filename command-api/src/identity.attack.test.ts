import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt, importJWK } from 'jose';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

/** Attacks on the embedded issuer and the API's token checks, over HTTP against a running server. */

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields), redirect: 'manual' });

interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
}

function authorizationQuery(clientId: string, redirectUri: string): Record<string, string> {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  return { client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid', state: 's-1', code_challenge: challenge, code_challenge_method: 'S256' };
}

describe('attacks on sign-in and tokens', () => {
  let server: TestServer;
  let dataDir: string;
  let issuer: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pcbm-identity-attack-'));
    server = await startTestServer({ DATA_DIR: dataDir });
    issuer = `${server.url}/oidc`;
    for (const user of ['admin', 'customer1', 'customer2']) tokens[user] = await signIn(server.url, user);
    const shop = await graphql(
      server.url,
      'mutation ($s: ShopInput!) { createShop(shop: $s) }',
      { s: { hostname: 'shop.example', manufacturerId: DEMO_COMPANIES[1].manufacturerId, authenticationClient: 'shop-example', createDemoOrder: false } },
      tokens.admin,
    );
    if (shop.errors) throw new Error(JSON.stringify(shop.errors));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const passwordGrant = (username: string, password: string) => post(`${issuer}/token`, { grant_type: 'password', client_id: 'cli', username, password, scope: 'openid' });
  const refresh = (refreshToken: string, clientId = 'cli') => post(`${issuer}/token`, { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken });
  const tokensOf = async (username: string): Promise<TokenSet> => (await (await passwordGrant(username, 'demo')).json()) as TokenSet;
  const ordersWith = (token: string) => graphql(server.url, '{ orders { totalCount } }', {}, token);
  const loginForm = async (query: Record<string, string>) => {
    const page = await fetch(`${issuer}/auth?${new URLSearchParams(query)}`);
    const html = await page.text();
    return { status: page.status, html, setCookie: page.headers.get('set-cookie'), csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '' };
  };
  const submitLogin = async (query: Record<string, string>, username: string, password: string, redirectUri = query.redirect_uri) => {
    const form = await loginForm(query);
    return post(`${issuer}/auth`, { ...query, redirect_uri: redirectUri, csrf: form.csrf, username, password }, { cookie: form.setCookie!.split(';')[0] });
  };

  describe('redirect URIs', () => {
    const attack = 'http://shop.example:@evil.example/steal';

    test('the userinfo trick is refused: no sign-in form, and a sign-in posted with it gets no code', async () => {
      const form = await loginForm(authorizationQuery('shop-example', attack));
      expect(form.status).toBe(400);
      expect(form.setCookie).toBeNull();
      expect(form.html).toContain('The redirect URI is not registered for this client.');

      const legitimate = authorizationQuery('shop-example', 'https://shop.example/auth/callback');
      const posted = await submitLogin(legitimate, 'customer1', 'demo', attack);
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
      expect(await posted.text()).not.toContain('code=');
    });

    test.each([
      'http://shop.example:8080/auth/callback',
      'https://shop.example:8443/auth/callback',
      'http://shop.example/auth/callback',
      'https://shop.example.evil.example/auth/callback',
      'https://evil.example/auth/callback?https://shop.example/',
      'https://evil.example/#@shop.example/',
      'https://user@shop.example/auth/callback',
      'https://shop.example/auth/callback#fragment',
    ])('a shop client refuses %s', async (redirectUri) => {
      expect((await loginForm(authorizationQuery('shop-example', redirectUri))).status).toBe(400);
    });

    test('the shop signs in on its own hostname over https: the code goes there and nowhere else', async () => {
      const signedIn = await submitLogin(authorizationQuery('shop-example', 'https://shop.example/auth/callback'), 'customer1', 'demo');
      expect(signedIn.status).toBe(302);
      const location = new URL(signedIn.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/auth/callback');
      expect(location.searchParams.get('code')).toBeTruthy();
    });

    test('the web apps stay on the public origin and below their own path; the Vite servers exist only in development', async () => {
      const origin = server.url;
      const marketplace = await loginForm(authorizationQuery('marketplace', `${origin}/auth/callback`));
      expect(marketplace.status).toBe(200);
      // plain http: the cookie cannot be Secure, but scripts and other sites still cannot use it
      expect(marketplace.setCookie).toMatch(/; Path=\/oidc; HttpOnly; SameSite=Lax$/);
      expect((await loginForm(authorizationQuery('manufacturer-dashboard', `${origin}/dashboard/auth/callback`))).status).toBe(200);
      expect((await loginForm(authorizationQuery('manufacturer-dashboard', `${origin}/admin/auth/callback`))).status).toBe(200);
      for (const [clientId, redirectUri] of [
        ['manufacturer-dashboard', `${origin}/auth/callback`],
        ['manufacturer-dashboard', `${origin}/dashboardevil/auth/callback`],
        ['marketplace', 'http://localhost:5173/auth/callback'],
        ['marketplace', `${origin}@evil.example/auth/callback`],
        ['marketplace', `${origin}.evil.example/auth/callback`],
      ]) {
        expect({ redirectUri, status: (await loginForm(authorizationQuery(clientId, redirectUri))).status }).toEqual({ redirectUri, status: 400 });
      }
    });

    test('after signing out the browser goes back only to a registered address', async () => {
      const toEvil = await fetch(`${issuer}/logout?${new URLSearchParams({ client_id: 'marketplace', post_logout_redirect_uri: 'https://evil.example/' })}`, { redirect: 'manual' });
      expect(toEvil.status).toBe(200);
      expect(toEvil.headers.get('location')).toBeNull();
      const home = await fetch(`${issuer}/logout?${new URLSearchParams({ client_id: 'manufacturer-dashboard', post_logout_redirect_uri: server.url, state: 'st' })}`, { redirect: 'manual' });
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe(`${server.url}/?state=st`);
    });
  });

  describe('tokens', () => {
    test('a refresh token works once; presenting a used one again revokes its whole family', async () => {
      const first = await tokensOf('customer1');
      const other = await tokensOf('customer1');
      const second = (await (await refresh(first.refresh_token)).json()) as TokenSet;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      const third = (await (await refresh(second.refresh_token)).json()) as TokenSet;
      expect(codeOf(await ordersWith(third.access_token))).toBeUndefined();

      const replay = await refresh(first.refresh_token);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
      expect(await (await refresh(third.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
      expect(codeOf(await ordersWith(third.access_token))).toBe('UNAUTHENTICATED');

      // another sign-in of the same person is a family of its own
      expect((await refresh(other.refresh_token)).status).toBe(200);
    });

    test('signing out with the ID token ends the sign-in: its refresh and access tokens are refused', async () => {
      const signedIn = await tokensOf('customer2');
      expect(codeOf(await ordersWith(signedIn.access_token))).toBeUndefined();
      const logout = await fetch(`${issuer}/logout?${new URLSearchParams({ id_token_hint: signedIn.id_token, post_logout_redirect_uri: `${server.url}/` })}`, { redirect: 'manual' });
      expect(logout.status).toBe(200); // the cli client registers no address to return to
      expect(await (await refresh(signedIn.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
      expect(codeOf(await ordersWith(signedIn.access_token))).toBe('UNAUTHENTICATED');
      expect((await fetch(`${issuer}/userinfo`, { headers: { authorization: `Bearer ${signedIn.access_token}` } })).status).toBe(401);
    });

    test('the revocation endpoint (RFC 7009) ends the sign-in, only for the client the token was issued to', async () => {
      const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { revocation_endpoint: string };
      expect(discovery.revocation_endpoint).toBe(`${issuer}/revocation`);
      const signedIn = await tokensOf('customer1');

      const foreign = await post(discovery.revocation_endpoint, { client_id: 'marketplace', token: signedIn.refresh_token });
      expect(await foreign.json()).toMatchObject({ error: 'unauthorized_client' });
      expect(codeOf(await ordersWith(signedIn.access_token))).toBeUndefined();

      expect((await post(discovery.revocation_endpoint, { client_id: 'cli', token: 'not-a-token' })).status).toBe(200);
      expect((await post(discovery.revocation_endpoint, { client_id: 'cli', token: signedIn.refresh_token, token_type_hint: 'refresh_token' })).status).toBe(200);
      expect(await (await refresh(signedIn.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
      expect(codeOf(await ordersWith(signedIn.access_token))).toBe('UNAUTHENTICATED');
    });

    test('the API accepts only access tokens naming its audience, even when the issuer signed them', async () => {
      const signedIn = await tokensOf('customer1');
      expect(decodeJwt(signedIn.access_token).aud).toBe('pcb-marketplace-api');
      const jwk = JSON.parse(await readFile(join(dataDir, 'oidc-signing-key.json'), 'utf8'));
      const claims = decodeJwt(signedIn.access_token);
      const forAudience = (audience: string) =>
        importJWK(jwk, 'RS256').then((key) =>
          new SignJWT({ ...claims, aud: audience }).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' }).sign(key),
        );
      expect(codeOf(await ordersWith(await forAudience('pcb-marketplace-api')))).toBeUndefined();
      expect(codeOf(await ordersWith(await forAudience('another-api')))).toBe('UNAUTHENTICATED');
      expect(codeOf(await ordersWith(signedIn.id_token))).toBe('UNAUTHENTICATED');
      expect(codeOf(await ordersWith(signedIn.refresh_token))).toBe('UNAUTHENTICATED');
    });
  });

  describe('password guessing', () => {
    test('300 wrong passwords lock the account: the right one then waits, with Retry-After and ENHANCE_YOUR_CALM', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) statuses.push((await passwordGrant('admin', `guess-${i}`)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(new Set(statuses.slice(10))).toEqual(new Set([429]));

      const right = await passwordGrant('admin', 'demo');
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await right.json()).toMatchObject({ error: 'slow_down', code: 'ENHANCE_YOUR_CALM' });

      const form = await submitLogin(authorizationQuery('marketplace', `${server.url}/auth/callback`), 'ADMIN ', 'demo');
      expect(form.status).toBe(429);
      expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(form.headers.get('location')).toBeNull();
      expect(await form.text()).toContain('data-code="ENHANCE_YOUR_CALM"');

      expect((await passwordGrant('customer1', 'demo')).status).toBe(200);
    });

    test('an unknown account is refused and locked exactly like a known one', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await passwordGrant('nobody-here', `guess-${i}`)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      const known: number[] = [];
      for (let i = 0; i < 11; i++) known.push((await passwordGrant('producer3', `guess-${i}`)).status);
      expect(known).toEqual(statuses);
    });

    test('a locked account cannot be guessed through account deletion either', async () => {
      for (let i = 0; i < 10; i++) await passwordGrant('customer2', `guess-${i}`);
      const deletion = await graphql(server.url, 'mutation { deleteUser(password: "demo") }', {}, tokens.customer2);
      expect(codeOf(deletion)).toBe('ENHANCE_YOUR_CALM');
      const stillThere = await graphql<{ me: { user: { username: string } } }>(server.url, '{ me { user { username } } }', {}, tokens.customer2);
      expect(stillThere.data?.me.user.username).toBe('customer2');
    });
  });
});

describe('behind https, with a small budget per network address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://market.example', SIGN_IN_FAILURES_PER_ADDRESS: '5' });
  }, 60_000);
  afterAll(() => server?.close());

  test('the sign-in form cookie is Secure, HttpOnly, SameSite=Lax and scoped to the issuer', async () => {
    const page = await fetch(`${server.url}/oidc/auth?${new URLSearchParams(authorizationQuery('marketplace', 'https://market.example/auth/callback'))}`);
    expect(page.status).toBe(200);
    const attributes = page.headers.get('set-cookie')!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes[0]).toMatch(/^oidc_csrf=/);
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/oidc']));
  });

  test('one address guessing across many accounts runs out of its budget, whatever the accounts', async () => {
    const post = (username: string, password: string) =>
      fetch(`${server.url}/oidc/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'password', client_id: 'cli', username, password }) });
    const statuses: number[] = [];
    for (const username of ['customer1', 'customer2', 'producer1', 'producer2', 'someone-else']) statuses.push((await post(username, 'wrong')).status);
    expect(statuses).toEqual(Array(5).fill(401));
    const next = await post('producer3', 'demo');
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBeTruthy();
    expect(await next.json()).toMatchObject({ code: 'ENHANCE_YOUR_CALM' });
  });
});
