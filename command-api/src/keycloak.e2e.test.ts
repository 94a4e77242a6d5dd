import { decodeJwt } from 'jose';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

/** Runs against a real Keycloak when OIDC_ISSUER names one (deploy/keycloak/start.sh prints it). */
const issuer = process.env.OIDC_ISSUER;
const describeWithKeycloak = issuer ? describe : describe.skip;

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const CHANGE_EMAIL = 'mutation ($newEmail: String!, $currentPassword: String!) { changeEmail(newEmail: $newEmail, currentPassword: $currentPassword) { username email } }';

/** A token of Keycloak's admin account, for looking at the realm as the product leaves it. */
async function realmAdminToken(): Promise<string> {
  const base = issuer!.replace(/\/realms\/.*$/, '');
  const response = await fetch(`${base}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'admin', password: 'admin' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describeWithKeycloak('the API against a real Keycloak', () => {
  let server: TestServer;
  let tokenEndpoint: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ OIDC_ISSUER: issuer!, KEYCLOAK_ADMIN_USERNAME: 'admin', KEYCLOAK_ADMIN_PASSWORD: 'admin' });
    tokenEndpoint = ((await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string }).token_endpoint;
    for (const user of ['customer1', 'customer2', 'producer1', 'producer2', 'admin']) tokens[user] = await signIn(server.url, user, 'demo', tokenEndpoint);
  }, 60_000);
  afterAll(() => server?.close());

  test('the embedded issuer is not there; Keycloak\'s tokens are accepted and a wrong password is refused by Keycloak', async () => {
    expect((await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).status).not.toBe(200);
    await expect(signIn(server.url, 'customer1', 'wrong', tokenEndpoint)).rejects.toThrow('sign-in of customer1 failed');
    const forged = await graphql(server.url, '{ orders { totalCount } }', {}, `${tokens.customer1.slice(0, -4)}AAAA`);
    expect(codeOf(forged)).toBe('UNAUTHENTICATED');
  });

  test('roles and refusals: the customer orders, the producer sees it, the admin lists it, others are refused', async () => {
    const created = await createOrderWithDesign<{ createOrder: { id: string; orders: { id: string }[] } }>(
      server.url,
      { name: 'Keycloak board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId },
      tokens.customer1,
      'id orders { id }',
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createOrder.id;

    const producerView = await graphql<{ manufacturerOrders: { edges: { node: { id: string } }[] } }>(server.url, '{ manufacturerOrders { edges { node { id } } } }', {}, tokens.producer1);
    expect(producerView.data!.manufacturerOrders.edges.map((e) => e.node.id)).toContain(id);
    expect(codeOf(await graphql(server.url, `{ fetchOrder(orderId: "${id}") { id } }`, {}, tokens.producer2))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, `{ fetchOrder(orderId: "${id}") { id } }`, {}, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');

    const adminView = await graphql<{ adminGetAllRequests: { totalCount: number } }>(server.url, '{ adminGetAllRequests { totalCount } }', {}, tokens.admin);
    expect(adminView.data!.adminGetAllRequests.totalCount).toBeGreaterThanOrEqual(1);
    expect(codeOf(await graphql(server.url, '{ adminGetAllRequests { totalCount } }', {}, tokens.customer1))).toBe('USER_NOT_AUTHORIZED');
  });

  test('account deletion checks the password at Keycloak\'s token endpoint', async () => {
    const wrong = await graphql(server.url, 'mutation { deleteUser(password: "not-it") }', {}, tokens.customer2);
    expect(codeOf(wrong)).toBe('WRONG_PASSWORD');
    const lastMember = await graphql(server.url, 'mutation { deleteUser(password: "demo") }', {}, tokens.customer1);
    expect(codeOf(lastMember)).toBe('LAST_MEMBER_DELETION_ERROR');
  });

  test('an email address change reaches the person\'s Keycloak account; an address another account of the realm has is refused', async () => {
    const users = `${issuer!.replace(/\/realms\/.*$/, '')}/admin/realms/pcb-marketplace/users`;
    const headers = { authorization: `Bearer ${await realmAdminToken()}`, 'content-type': 'application/json' };
    // an account of the realm that never signed in to the product, so only Keycloak knows its address
    const created = await fetch(users, { method: 'POST', headers, body: JSON.stringify({ username: 'realm-only', email: 'realm-only@example.com', firstName: 'Realm', lastName: 'Only', enabled: true }) });
    expect(created.status).toBe(201);
    const realmOnly = created.headers.get('location')!;
    const change = (newEmail: string, currentPassword = 'demo') => graphql<{ changeEmail: { username: string; email: string } }>(server.url, CHANGE_EMAIL, { newEmail, currentPassword }, tokens.producer2);
    try {
      expect(codeOf(await change('peter.new@example.com', 'not-it'))).toBe('WRONG_PASSWORD');
      expect(codeOf(await change('no address'))).toBe('USER_EMAIL_INVALID');
      expect(codeOf(await change('Customer1@demo.example'))).toBe('EMAIL_ALREADY_EXISTS');
      expect(codeOf(await change('REALM-ONLY@example.com'))).toBe('EMAIL_ALREADY_EXISTS');
      const account = async () => (await (await fetch(`${users}/6d1f0c1e-0000-4000-8000-000000000012`, { headers })).json()) as { username: string; email: string; firstName: string };
      expect(await account()).toMatchObject({ username: 'producer2', email: 'producer2@demo.example' });

      const changed = await change('peter.new@example.com');
      expect(changed.data?.changeEmail).toEqual({ username: 'producer2', email: 'peter.new@example.com' });
      expect(await account()).toMatchObject({ username: 'producer2', email: 'peter.new@example.com', firstName: 'Peter' });
      const token = await signIn(server.url, 'producer2', 'demo', tokenEndpoint);
      expect(decodeJwt(token).email).toBe('peter.new@example.com');
      const me = await graphql<{ me: { user: { email: string } } }>(server.url, '{ me { user { email } } }', {}, token);
      expect(me.data?.me.user.email).toBe('peter.new@example.com');
    } finally {
      // the realm keeps running between suites: the demo account gets its address back
      expect((await change('producer2@demo.example')).data?.changeEmail.email).toBe('producer2@demo.example');
      await fetch(realmOnly, { method: 'DELETE', headers });
    }
  });

  test('an address changed in Keycloak itself, as on its account page, comes to the product with the next sign-in', async () => {
    const headers = { authorization: `Bearer ${await realmAdminToken()}`, 'content-type': 'application/json' };
    const account = `${issuer!.replace(/\/realms\/.*$/, '')}/admin/realms/pcb-marketplace/users/6d1f0c1e-0000-4000-8000-000000000002`;
    const setEmail = async (email: string) => {
      const current = (await (await fetch(account, { headers })).json()) as Record<string, unknown>;
      return (await fetch(account, { method: 'PUT', headers, body: JSON.stringify({ ...current, email }) })).status;
    };
    const emailOf = async (token: string) => (await graphql<{ me: { user: { email: string } } }>(server.url, '{ me { user { email } } }', {}, token)).data?.me.user.email;
    expect(await emailOf(tokens.customer2)).toBe('customer2@demo.example');
    // Tokens carry their second of issue: the next one is issued well after the registration.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    try {
      expect(await setEmail('chris.realm@example.com')).toBe(204);
      const token = await signIn(server.url, 'customer2', 'demo', tokenEndpoint);
      expect(decodeJwt(token).email).toBe('chris.realm@example.com');
      expect(await emailOf(token)).toBe('chris.realm@example.com');
      // The token from before the change still carries the old address; it changes nothing back.
      expect(await emailOf(tokens.customer2)).toBe('chris.realm@example.com');
    } finally {
      // the realm keeps running between suites: the demo account gets its address back
      expect(await setEmail('customer2@demo.example')).toBe(204);
    }
  });

  test('a new white-label shop, and a shop given another sign-in client, get that client in the realm; a client no shop uses is removed if the product made it', async () => {
    const created = await graphql(
      server.url,
      'mutation ($s: ShopInput!) { createShop(shop: $s) }',
      { s: { hostname: 'beta-shop.localhost', manufacturerId: DEMO_COMPANIES[2].manufacturerId, authenticationClient: 'shop-beta', createDemoOrder: false } },
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
    const base = issuer!.replace(/\/realms\/.*$/, '');
    const adminToken = ((await (await fetch(`${base}/realms/master/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'admin', password: 'admin' }),
    })).json()) as { access_token: string }).access_token;
    const clients = (await (await fetch(`${base}/admin/realms/pcb-marketplace/clients?clientId=shop-beta`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { publicClient: boolean; redirectUris: string[] }[];
    expect(clients).toHaveLength(1);
    expect(clients[0].publicClient).toBe(true);
    expect(clients[0].redirectUris).toContain('https://beta-shop.localhost/*');

    // an admin gives the shop another sign-in client: it is registered too
    const shopId = created.data!.createShop as string;
    const giveClient = async (clientId: string) => {
      const answer = await graphql(server.url, 'mutation ($id: ID!, $s: ShopUpdateInput!) { updateShop(shopId: $id, shop: $s) }', { id: shopId, s: { authenticationClient: clientId } }, tokens.admin);
      expect(answer.errors).toBeUndefined();
    };
    const clientsNamed = async (clientId: string) =>
      (await (await fetch(`${base}/admin/realms/pcb-marketplace/clients?clientId=${clientId}`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { publicClient: boolean; redirectUris: string[] }[];
    await giveClient('shop-beta-2');
    const renamedClients = await clientsNamed('shop-beta-2');
    expect(renamedClients).toHaveLength(1);
    expect(renamedClients[0].redirectUris).toContain('https://beta-shop.localhost/*');
    // the client it had, which the product made and no shop uses any more, is gone
    expect(await clientsNamed('shop-beta')).toHaveLength(0);

    // a client the product did not make (the marketplace's own) stays when the shop stops using it
    await giveClient('marketplace');
    expect(await clientsNamed('shop-beta-2')).toHaveLength(0);
    await giveClient('shop-beta-3');
    expect(await clientsNamed('marketplace')).toHaveLength(1);
    expect(await clientsNamed('shop-beta-3')).toHaveLength(1);
  });
});

describeWithKeycloak('the API against a real Keycloak without its admin account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ OIDC_ISSUER: issuer! });
  }, 60_000);
  afterAll(() => server?.close());

  test('email addresses and passwords are changed on Keycloak\'s own account page', async () => {
    const tokenEndpoint = ((await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string }).token_endpoint;
    const token = await signIn(server.url, 'customer1', 'demo', tokenEndpoint);
    const email = await graphql(server.url, CHANGE_EMAIL, { newEmail: 'clara.new@example.com', currentPassword: 'demo' }, token);
    expect(codeOf(email)).toBe('UNIMPLEMENTED');
    expect(email.errors?.[0].message).toBe('Email addresses are changed on the sign-in service’s account page.');
    expect(codeOf(await graphql(server.url, 'mutation { changePassword(currentPassword: "demo", newPassword: "another long phrase") }', {}, token))).toBe('UNIMPLEMENTED');
    const me = await graphql<{ me: { user: { email: string } } }>(server.url, '{ me { user { email } } }', {}, token);
    expect(me.data?.me.user.email).toBe('customer1@demo.example');
  });
});
