import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './testing/graphql-client';
import { pngImage } from './testing/images';
import { startTestServer, type TestServer } from './testing/test-server';

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}
const PNG = pngImage();
const alpha = DEMO_COMPANIES[1].manufacturerId!;

describe('white-label shops and site modes', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  const create = (token: string, shop: object) =>
    graphqlUpload<Record<string, string>>(server.url, 'mutation ($s: ShopInput!, $l: Upload) { createShop(shop: $s, logo: $l) }', { s: shop, l: null }, { 'variables.l': { name: 'logo.png', bytes: PNG, type: 'image/png' } }, token);

  test('the embedded hostnames serve the marketplace, the dashboard and the BOM formatter; others are shops', async () => {
    const mode = async (hostname: string) => data<{ mode: string }>(await graphql(server.url, `{ siteMode(hostname: "${hostname}") { mode } }`)).mode;
    expect(await mode('localhost:4000')).toBe('MARKETPLACE');
    expect(await mode('producer.localhost:4000')).toBe('MANUFACTURER_DASHBOARD');
    expect(await mode('bom.localhost')).toBe('BOM_FORMATTER');
    expect(await mode('alpha.localhost')).toBe('WHITELABEL');
    const fromHeader = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': 'bom.localhost:4000' }, body: JSON.stringify({ query: '{ siteMode { mode } }' }) });
    expect(((await fromHeader.json()) as { data: { siteMode: { mode: string } } }).data.siteMode.mode).toBe('BOM_FORMATTER');
  });

  test('an admin creates a shop with a logo and a demo order; anyone finds it by hostname', async () => {
    const shop = { hostname: 'alpha.localhost', manufacturerId: alpha, authenticationClient: 'shop-alpha', cssDisplayingHints: [{ settingName: 'primaryColor', settingValue: '#0055aa' }], supportedServices: ['Assembly'] };
    // Before the shop, the producer has no bee connect licence: its list of own shops is empty.
    const ownShops = async (token: string) => graphql<{ manufacturerShops: { id: string; hostname: string }[] }>(server.url, '{ manufacturerShops { id hostname } }', {}, token);
    expect(data(await ownShops(tokens.producer1))).toEqual([]);
    expect(codeOf(await ownShops(tokens.customer1))).toBe('USER_NOT_IN_PRODUCER_COMPANY');
    expect(codeOf(await create(tokens.producer1, shop))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await create(tokens.admin, { ...shop, hostname: 'not a host' }))).toBe('INVALID_INPUT');
    expect(codeOf(await create(tokens.admin, { ...shop, hostname: 'producer.localhost' }))).toBe('INVALID_INPUT');
    const shopId = data(await create(tokens.admin, shop));
    expect(codeOf(await create(tokens.admin, shop))).toBe('INVALID_INPUT');
    expect(data(await ownShops(tokens.producer1))).toEqual([{ id: shopId, hostname: 'alpha.localhost' }]);

    const info = data<{ id: string; name: string; isWhiteLabel: boolean; producerId: string; cssDisplayingHints: object[]; logo: { path: string }; manufacturer: { company: { name: string } } }>(
      await graphql(server.url, '{ getWhiteLabelShopInfo(hostname: "Alpha.localhost:4000") { id name isWhiteLabel producerId authenticationClient cssDisplayingHints { settingName settingValue } logo { path } manufacturer { company { name } } } }'),
    );
    expect(info).toMatchObject({ id: shopId, name: 'Alpha Leiterplatten GmbH', isWhiteLabel: true, producerId: alpha, cssDisplayingHints: [{ settingName: 'primaryColor', settingValue: '#0055aa' }] });
    const logo = await fetch(`${server.url}${info.logo.path}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
    expect(data(await graphql(server.url, '{ getWhiteLabelShopInfo(hostname: "unknown.example") { id } }'))).toBeNull();

    const demo = data<{ edges: { node: { name: string; fromWhitelabelId: string } }[] }>(await graphql(server.url, '{ manufacturerOrders(filter: WHITELABEL) { edges { node { name fromWhitelabelId } } } }', {}, tokens.producer1));
    expect(demo.edges.map((e) => e.node)).toEqual([{ name: 'Demo order', fromWhitelabelId: shopId }]);

    const signInPage = await fetch(`${server.url}/oidc/auth?${new URLSearchParams({ client_id: 'shop-alpha', redirect_uri: 'http://alpha.localhost:4000/', response_type: 'code', code_challenge: 'abc', code_challenge_method: 'S256' })}`);
    expect(signInPage.status).toBe(200);
    const foreignRedirect = await fetch(`${server.url}/oidc/auth?${new URLSearchParams({ client_id: 'shop-alpha', redirect_uri: 'http://localhost:4000/', response_type: 'code', code_challenge: 'abc', code_challenge_method: 'S256' })}`);
    expect(foreignRedirect.status).toBe(400);

    const updated = await graphqlUpload(server.url, 'mutation ($id: ID!, $s: ShopUpdateInput!) { updateShop(shopId: $id, shop: $s) }', { id: shopId, s: { legalAttributes: { imprintUrl: 'https://alpha.example/impressum' } } }, {}, tokens.admin);
    expect(updated.errors).toBeUndefined();
    const all = data<{ totalCount: number; edges: { node: { hostname: string; legalAttributes: { imprintUrl: string } } }[] }>(
      await graphql(server.url, '{ adminGetAllWhitelabelShops(first: 10) { totalCount edges { node { hostname legalAttributes { imprintUrl } } } } }', {}, tokens.admin),
    );
    expect(all).toEqual({ totalCount: 1, edges: [{ node: { hostname: 'alpha.localhost', legalAttributes: { imprintUrl: 'https://alpha.example/impressum' } } }] });

    const one = (token: string, id: string) => graphql(server.url, 'query ($id: ID!) { adminGetWhitelabelShop(shopId: $id) { id hostname authenticationClient legalAttributes { imprintUrl } } }', { id }, token);
    expect(data(await one(tokens.admin, shopId))).toEqual({ id: shopId, hostname: 'alpha.localhost', authenticationClient: 'shop-alpha', legalAttributes: { imprintUrl: 'https://alpha.example/impressum' } });
    expect(data(await one(tokens.admin, 'no-such-shop'))).toBeNull();
    expect(codeOf(await one(tokens.producer1, shopId))).toBe('USER_NOT_AUTHORIZED');

    // a new sign-in client works at once on the embedded issuer; the old one no longer signs anyone in to this shop
    const renamed = await graphqlUpload(server.url, 'mutation ($id: ID!, $s: ShopUpdateInput!) { updateShop(shopId: $id, shop: $s) }', { id: shopId, s: { authenticationClient: 'shop-alpha-2' } }, {}, tokens.admin);
    expect(renamed.errors).toBeUndefined();
    const signIn = (clientId: string) => fetch(`${server.url}/oidc/auth?${new URLSearchParams({ client_id: clientId, redirect_uri: 'http://alpha.localhost:4000/', response_type: 'code', code_challenge: 'abc', code_challenge_method: 'S256' })}`);
    expect((await signIn('shop-alpha-2')).status).toBe(200);
    expect((await signIn('shop-alpha')).status).toBe(400);
  });

  test('given two admins creating shops with the same hostname at once, then exactly one shop gets it and the other is refused', async () => {
    const shop = (client: string, hostname: string) => ({ hostname, manufacturerId: alpha, authenticationClient: client, createDemoOrder: false });
    const answers = await Promise.all([create(tokens.admin, shop('shop-race-1', 'race.localhost')), create(tokens.admin, shop('shop-race-2', 'Race.localhost'))]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors).map(codeOf)).toEqual(['INVALID_INPUT']);
    const info = data<{ id: string } | null>(await graphql(server.url, '{ getWhiteLabelShopInfo(hostname: "race.localhost") { id } }'));
    expect(info?.id).toBe(data(answers.find((answer) => !answer.errors)!));
  });
});

describe('addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  test('appGetGeoPosition locates an address offline, and answers null for one it cannot find', async () => {
    const query = 'query ($a: AddressInput!) { appGetGeoPosition(address: $a) { x y } }';
    const munich = data<{ x: number; y: number }>(await graphql(server.url, query, { a: { recipient: 'A', country: 'DE', addressLine1: 'Marienplatz 1', zipcode: '80331', city: 'München' } }));
    expect(munich.y).toBeCloseTo(48.14, 1);
    expect(munich.x).toBeCloseTo(11.58, 1);
    expect(data(await graphql(server.url, query, { a: { recipient: 'A', country: 'QQ', addressLine1: 'x', zipcode: '1', city: 'Atlantis' } }))).toBeNull();
    expect(codeOf(await graphql(server.url, query, { a: { recipient: '', country: 'DE', addressLine1: 'x', zipcode: '1', city: 'Berlin' } }))).toBe('INVALID_INPUT');
    expect(data<string>(await graphql(server.url, '{ appGetBackendVersion }'))).toBe('0.1.0');
  });

  test('appGetWebSettings tells anyone where to sign in, where the BOM formatter is, the version and the feature flags', async () => {
    const settings = data<{ issuer: string; publicUrl: string; bomFormatterUrl: string; version: string; features: { nda: boolean; pricing: boolean } }>(
      await graphql(server.url, '{ appGetWebSettings { issuer publicUrl bomFormatterUrl version features { nda pricing } } }'),
    );
    const publicUrl = new URL(settings.publicUrl);
    expect(settings).toEqual({
      issuer: expect.stringMatching(/^http/) as string,
      publicUrl: expect.stringMatching(/^http/) as string,
      bomFormatterUrl: `${publicUrl.protocol}//bom.localhost${publicUrl.port ? `:${publicUrl.port}` : ''}/`,
      version: '0.1.0',
      features: { nda: true, pricing: false },
    });
  });
});
