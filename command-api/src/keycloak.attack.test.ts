import { decodeJwt } from 'jose';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

/** Attacks on sign-in against a real Keycloak when OIDC_ISSUER names one (deploy/keycloak/start.sh prints it). */
const issuer = process.env.OIDC_ISSUER;
const describeWithKeycloak = issuer ? describe : describe.skip;

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;

describeWithKeycloak('attacks on sign-in against a real Keycloak', () => {
  let server: TestServer;
  let tokenEndpoint: string;
  let revocationEndpoint: string;
  const grant = (fields: Record<string, string>) =>
    fetch(tokenEndpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  const passwordGrant = async (clientId: string, username: string, password = 'demo') =>
    (await (await grant({ grant_type: 'password', client_id: clientId, username, password, scope: 'openid' })).json()) as { access_token?: string; refresh_token?: string; error?: string };

  beforeAll(async () => {
    server = await startTestServer({ OIDC_ISSUER: issuer!, KEYCLOAK_ADMIN_USERNAME: 'admin', KEYCLOAK_ADMIN_PASSWORD: 'admin' });
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string; revocation_endpoint: string };
    tokenEndpoint = discovery.token_endpoint;
    revocationEndpoint = discovery.revocation_endpoint;
  }, 60_000);
  afterAll(() => server?.close());

  test("a token of another client of the same realm, without the API's audience, is refused", async () => {
    const own = await passwordGrant('cli', 'producer3');
    expect(decodeJwt(own.access_token!).aud).toContain('pcb-marketplace-api');
    expect(codeOf(await graphql(server.url, '{ orders { totalCount } }', {}, own.access_token))).toBeUndefined();

    // every Keycloak realm has admin-cli, with the password grant
    const other = await passwordGrant('admin-cli', 'producer3');
    expect(other.access_token).toBeDefined();
    expect(decodeJwt(other.access_token!).aud ?? []).not.toContain('pcb-marketplace-api');
    expect(codeOf(await graphql(server.url, '{ orders { totalCount } }', {}, other.access_token))).toBe('UNAUTHENTICATED');
  });

  test('refresh tokens rotate; a reused one ends the sign-in; revocation ends it too', async () => {
    const first = await passwordGrant('cli', 'producer3');
    const second = (await (await grant({ grant_type: 'refresh_token', client_id: 'cli', refresh_token: first.refresh_token! })).json()) as { refresh_token: string };
    expect((await (await grant({ grant_type: 'refresh_token', client_id: 'cli', refresh_token: first.refresh_token! })).json()).error).toBe('invalid_grant');
    expect((await (await grant({ grant_type: 'refresh_token', client_id: 'cli', refresh_token: second.refresh_token })).json()).error).toBe('invalid_grant');

    const other = await passwordGrant('cli', 'producer3');
    const revoked = await fetch(revocationEndpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: 'cli', token: other.refresh_token! }) });
    expect(revoked.status).toBe(200);
    expect((await (await grant({ grant_type: 'refresh_token', client_id: 'cli', refresh_token: other.refresh_token! })).json()).error).toBe('invalid_grant');
  });

  test('a white-label shop client gets exact redirect addresses (no port wildcard) and the API audience', async () => {
    const admin = await signIn(server.url, 'admin', 'demo', tokenEndpoint);
    const created = await graphql(
      server.url,
      'mutation ($s: ShopInput!) { createShop(shop: $s) }',
      { s: { hostname: 'gamma-shop.example', manufacturerId: DEMO_COMPANIES[3].manufacturerId, authenticationClient: 'shop-gamma', createDemoOrder: false } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const base = issuer!.replace(/\/realms\/.*$/, '');
    const adminToken = (await (await fetch(`${base}/realms/master/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'admin', password: 'admin' }),
    })).json()) as { access_token: string };
    const [client] = (await (await fetch(`${base}/admin/realms/pcb-marketplace/clients?clientId=shop-gamma`, { headers: { authorization: `Bearer ${adminToken.access_token}` } })).json()) as {
      redirectUris: string[];
      protocolMappers: { config: Record<string, string> }[];
    }[];
    expect(client.redirectUris).toEqual(['https://gamma-shop.example/*']);
    expect(client.protocolMappers.map((mapper) => mapper.config['included.custom.audience'])).toContain('pcb-marketplace-api');
  });

  test('ten wrong passwords lock the account at Keycloak', async () => {
    for (let i = 0; i < 10; i++) expect((await passwordGrant('cli', 'producer3', `guess-${i}`)).error).toBe('invalid_grant');
    expect((await passwordGrant('cli', 'producer3')).access_token).toBeUndefined();
  });
});
