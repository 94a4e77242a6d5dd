import { DEMO_COMPANIES } from '../application/demo-seed';
import { graphql, signIn } from '../testing/graphql-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const SITE_MODE = JSON.stringify({ query: '{ siteMode { mode } }' });

describe('CORS for the product’s own origins only, and security headers everywhere', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: 'https://partner.example' });
  }, 60_000);
  afterAll(() => server?.close());

  const post = (origin: string) => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: SITE_MODE });
  const preflight = (origin: string) =>
    fetch(`${server.url}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } });

  test('a foreign Origin gets no CORS headers, neither on the preflight nor on the answer', async () => {
    for (const origin of ['http://evil.example', 'null', `${server.url}.evil.example`, server.url.replace('127.0.0.1', 'evil.example')]) {
      const answer = await post(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      const check = await preflight(origin);
      expect(check.headers.get('access-control-allow-origin')).toBeNull();
      expect(check.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  test('the public URL, the site hosts and the configured origins are allowed with credentials', async () => {
    const port = new URL(server.url).port;
    for (const origin of [server.url, `http://localhost:${port}`, `http://producer.localhost:${port}`, 'https://partner.example']) {
      const check = await preflight(origin);
      expect(check.headers.get('access-control-allow-origin')).toBe(origin);
      expect(check.headers.get('access-control-allow-credentials')).toBe('true');
      const answer = await post(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toMatch(/origin/i);
    }
  });

  test("a white-label shop's own origin may use the issuer's endpoints to sign in, and nothing else", async () => {
    const port = new URL(server.url).port;
    const shop = `http://blue-boards.localhost:${port}`;
    const discovery = () => fetch(`${server.url}/oidc/.well-known/openid-configuration`, { headers: { origin: shop } });
    const tokenPreflight = () =>
      fetch(`${server.url}/oidc/token`, { method: 'OPTIONS', headers: { origin: shop, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect((await discovery()).headers.get('access-control-allow-origin')).toBeNull();

    const created = await graphql(server.url, 'mutation ($s: ShopInput!) { createShop(shop: $s) }', {
      s: { hostname: 'blue-boards.localhost', manufacturerId: DEMO_COMPANIES[1].manufacturerId, authenticationClient: 'shop-blue-boards', createDemoOrder: false },
    }, await signIn(server.url, 'admin'));
    expect(created.errors).toBeUndefined();
    expect((await discovery()).headers.get('access-control-allow-origin')).toBe(shop);
    expect((await tokenPreflight()).headers.get('access-control-allow-origin')).toBe(shop);
    // The API itself is served to the shop on its own host, so it stays closed to the shop's origin elsewhere.
    expect((await post(shop)).headers.get('access-control-allow-origin')).toBeNull();
    // Another port or scheme of the shop's name is not the shop.
    for (const other of [`https://blue-boards.localhost:${port}`, 'http://blue-boards.localhost.evil.example', 'http://evil.example']) {
      const answer = await fetch(`${server.url}/oidc/.well-known/openid-configuration`, { headers: { origin: other } });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  test("pages may connect to the issuer and frame their own blobs, and nothing else of another origin", async () => {
    const policy = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`connect-src 'self' ${server.url}`);
    // Frames only for the page's own documents and the PDFs it fetched itself.
    expect(policy).toContain("frame-src 'self' blob:");
  });

  test('every page and API answer carries CSP, nosniff, no framing and a strict referrer policy', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/`),
      fetch(`${server.url}/dashboard/orders`),
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: SITE_MODE }),
      fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } }),
      fetch(`${server.url}/health`),
      fetch(`${server.url}/oidc/.well-known/openid-configuration`),
      fetch(`${server.url}/no/such/page`),
    ]);
    for (const answer of answers) {
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
  });

  test("the sign-in page keeps its policy but may send the form on to the client's redirect URI", async () => {
    const request = new URLSearchParams({
      client_id: 'marketplace',
      response_type: 'code',
      scope: 'openid',
      state: 'attack',
      redirect_uri: `${server.url}/`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const login = await fetch(`${server.url}/oidc/auth?${request}`);
    expect(login.headers.get('content-type')).toMatch(/text\/html/);
    const policy = login.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('form-action');
    const html = await login.text();
    expect(html).not.toMatch(/<script/i);
  });
});

describe('behind https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://marketplace.example' });
  }, 60_000);
  afterAll(() => server?.close());

  test('browsers are told to stay on https, and only the public origin is allowed', async () => {
    const answer = await fetch(`${server.url}/health`, { headers: { origin: 'https://marketplace.example' } });
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://marketplace.example');
    const plain = await fetch(`${server.url}/health`, { headers: { origin: 'http://marketplace.example' } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});
