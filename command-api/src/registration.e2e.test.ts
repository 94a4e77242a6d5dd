import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

const CREATE_USER = 'mutation ($user: UserRegistrationInput!) { createUser(user: $user) }';
const CHANGE_PASSWORD = 'mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }';
const codeOf = (response: { errors?: { extensions?: { code?: string } }[] }) => response.errors?.[0]?.extensions?.code;

describe('registration and password changes on the embedded issuer', () => {
  let server: TestServer;
  const user = { email: 'Nora.Neu@example.com', firstName: 'Nora', lastName: 'Neu', password: 'a long passphrase', locale: 'de', acceptTerms: true };
  /** The answer to Nora's registration as a visitor; every test may rely on her account. */
  let created: GraphQLResponse<{ createUser: string }>;

  beforeAll(async () => {
    server = await startTestServer();
    created = await graphql<{ createUser: string }>(server.url, CREATE_USER, { user });
  }, 60_000);
  afterAll(() => server?.close());

  test('a visitor registers, signs in with the email address, and is a new person on first sign-in', async () => {
    expect(created.errors).toBeUndefined();
    const token = await signIn(server.url, 'nora.neu@example.com', 'a long passphrase');
    const me = await graphql<{ me: { isFirstLogin: boolean; user: { id: string; firstName: string; locale: string } } }>(server.url, '{ me { isFirstLogin user { id firstName locale } } }', {}, token);
    expect(me.data?.me).toEqual({ isFirstLogin: true, user: { id: created.data!.createUser, firstName: 'Nora', locale: 'de' } });
  });

  test('the same address again, in any case, is refused with EMAIL_ALREADY_EXISTS; a demo account’s address too', async () => {
    expect(codeOf(await graphql(server.url, CREATE_USER, { user: { ...user, email: 'NORA.NEU@example.com' } }))).toBe('EMAIL_ALREADY_EXISTS');
    expect(codeOf(await graphql(server.url, CREATE_USER, { user: { ...user, email: 'customer1@demo.example' } }))).toBe('EMAIL_ALREADY_EXISTS');
  });

  test('a short password, a bad address or terms not accepted are refused as invalid input and create nothing', async () => {
    for (const bad of [{ password: 'short' }, { email: 'not-an-address' }, { acceptTerms: false }, { firstName: '' }]) {
      const response = await graphql(server.url, CREATE_USER, { user: { ...user, email: 'other@example.com', ...bad } });
      expect(codeOf(response)).toBe('INVALID_INPUT');
    }
    await expect(signIn(server.url, 'other@example.com', 'a long passphrase')).rejects.toThrow();
  });

  test('a person changes their password after giving the current one; the old one stops working', async () => {
    const token = await signIn(server.url, 'nora.neu@example.com', 'a long passphrase');
    expect(codeOf(await graphql(server.url, CHANGE_PASSWORD, { currentPassword: 'wrong one', newPassword: 'another long phrase' }, token))).toBe('WRONG_PASSWORD');
    expect(codeOf(await graphql(server.url, CHANGE_PASSWORD, { currentPassword: 'a long passphrase', newPassword: 'short' }, token))).toBe('INVALID_INPUT');
    const changed = await graphql(server.url, CHANGE_PASSWORD, { currentPassword: 'a long passphrase', newPassword: 'another long phrase' }, token);
    expect(changed.errors).toBeUndefined();
    await expect(signIn(server.url, 'nora.neu@example.com', 'a long passphrase')).rejects.toThrow();
    await expect(signIn(server.url, 'nora.neu@example.com', 'another long phrase')).resolves.toBeTruthy();
  });

  test('changing a password needs a signed-in person', async () => {
    expect(codeOf(await graphql(server.url, CHANGE_PASSWORD, { currentPassword: 'x', newPassword: 'another long phrase' }))).toBe('UNAUTHENTICATED');
  });
});

describe('registrations per network address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REGISTRATIONS_PER_IP_PER_HOUR: '2' });
  }, 60_000);
  afterAll(() => server?.close());

  test('past the hourly limit an address is told to calm down, and no account is made', async () => {
    const register = (n: number) => graphql(server.url, CREATE_USER, { user: { email: `flood${n}@example.com`, firstName: 'F', lastName: 'L', password: 'a long passphrase', acceptTerms: true } });
    expect((await register(1)).errors).toBeUndefined();
    expect((await register(2)).errors).toBeUndefined();
    const third = await register(3);
    expect(codeOf(third)).toBe('ENHANCE_YOUR_CALM');
    await expect(signIn(server.url, 'flood3@example.com', 'a long passphrase')).rejects.toThrow();
  });
});
