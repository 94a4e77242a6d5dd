import { decodeJwt } from 'jose';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

const CREATE_USER = 'mutation ($user: UserRegistrationInput!) { createUser(user: $user) }';
const CHANGE_PASSWORD = 'mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }';
const CHANGE_EMAIL = 'mutation ($newEmail: String!, $currentPassword: String!) { changeEmail(newEmail: $newEmail, currentPassword: $currentPassword) { id username email } }';
const codeOf = (response: { errors?: { extensions?: { code?: string } }[] }) => response.errors?.[0]?.extensions?.code;
const claimsOf = (token: string) => decodeJwt<{ email?: string; preferred_username?: string }>(token);

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

describe('email address changes on the embedded issuer', () => {
  let server: TestServer;
  /** A demo person whose username is not an address, and a person who registered (their username is the address they registered with). */
  let chris: string;
  let emil: { id: string; token: string };
  const emilAccount = { email: 'Emil.Alt@example.com', firstName: 'Emil', lastName: 'Alt', password: 'a long passphrase', locale: 'en', acceptTerms: true };
  const emailOf = async (token: string) =>
    (await graphql<{ me: { user: { email: string; username: string } } }>(server.url, '{ me { user { email username } } }', {}, token)).data!.me.user;

  beforeAll(async () => {
    server = await startTestServer();
    chris = await signIn(server.url, 'customer2');
    const created = await graphql<{ createUser: string }>(server.url, CREATE_USER, { user: emilAccount });
    emil = { id: created.data!.createUser, token: await signIn(server.url, 'emil.alt@example.com', emilAccount.password) };
  }, 60_000);
  afterAll(() => server?.close());

  test('a wrong password, a bad address or another account’s address, in any case, is refused and changes nothing', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ newEmail: 'chris.new@example.com', currentPassword: 'not my password' }, 'WRONG_PASSWORD'],
      [{ newEmail: 'not-an-address', currentPassword: 'demo' }, 'USER_EMAIL_INVALID'],
      [{ newEmail: '   ', currentPassword: 'demo' }, 'USER_EMAIL_INVALID'],
      [{ newEmail: `${'c'.repeat(95)}@example.com`, currentPassword: 'demo' }, 'USER_EMAIL_INVALID'],
      [{ newEmail: 'Customer1@Demo.example', currentPassword: 'demo' }, 'EMAIL_ALREADY_EXISTS'],
      [{ newEmail: ' EMIL.ALT@example.com ', currentPassword: 'demo' }, 'EMAIL_ALREADY_EXISTS'],
    ];
    for (const [variables, code] of refusals) expect([variables.newEmail, codeOf(await graphql(server.url, CHANGE_EMAIL, variables, chris))]).toEqual([variables.newEmail, code]);
    const invalid = await graphql(server.url, CHANGE_EMAIL, { newEmail: 'not-an-address', currentPassword: 'demo' }, chris);
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address.', extensions: { details: { problems: [{ field: 'newEmail', message: 'Please enter a valid email address.' }] } } });
    expect(codeOf(await graphql(server.url, CHANGE_EMAIL, { newEmail: 'chris.new@example.com', currentPassword: 'demo' }))).toBe('UNAUTHENTICATED');

    expect(await emailOf(chris)).toEqual({ email: 'customer2@demo.example', username: 'customer2' });
    expect(claimsOf(await signIn(server.url, 'customer2')).email).toBe('customer2@demo.example');
    expect(await emailOf(emil.token)).toEqual({ email: 'Emil.Alt@example.com', username: 'emil.alt@example.com' });
  });

  test('a person changes their address: their account and new tokens carry it, the username stays, and the old address is free for another account', async () => {
    const changed = await graphql<{ changeEmail: { id: string; username: string; email: string } }>(server.url, CHANGE_EMAIL, { newEmail: ' Chris.Buyer@example.com ', currentPassword: 'demo' }, chris);
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changeEmail).toEqual({ id: '6d1f0c1e-0000-4000-8000-000000000002', username: 'customer2', email: 'Chris.Buyer@example.com' });
    expect(await emailOf(chris)).toEqual({ email: 'Chris.Buyer@example.com', username: 'customer2' });
    const asColleague = await graphql<{ user: { email: string } }>(server.url, '{ user(id: "6d1f0c1e-0000-4000-8000-000000000002") { ... on UserProfile { email } } }', {}, await signIn(server.url, 'admin'));
    expect(asColleague.data!.user.email).toBe('Chris.Buyer@example.com');

    const token = await signIn(server.url, 'customer2');
    expect(claimsOf(token)).toMatchObject({ email: 'Chris.Buyer@example.com', preferred_username: 'customer2' });
    // The sign-in page takes the new address as well as the username.
    expect(claimsOf(await signIn(server.url, 'chris.buyer@example.com')).preferred_username).toBe('customer2');

    // the same address in another case changes nothing and is no error
    const again = await graphql<{ changeEmail: { email: string } }>(server.url, CHANGE_EMAIL, { newEmail: 'chris.buyer@EXAMPLE.com', currentPassword: 'demo' }, token);
    expect(again.data?.changeEmail.email).toBe('Chris.Buyer@example.com');

    // the new address is Chris's now; the old one is free for a new account
    expect(codeOf(await graphql(server.url, CHANGE_EMAIL, { newEmail: 'CHRIS.buyer@example.com', currentPassword: emilAccount.password }, emil.token))).toBe('EMAIL_ALREADY_EXISTS');
    const registered = await graphql(server.url, CREATE_USER, { user: { ...emilAccount, email: 'customer2@demo.example', firstName: 'Christa' } });
    expect(registered.errors).toBeUndefined();
    expect(claimsOf(await signIn(server.url, 'customer2@demo.example', emilAccount.password)).email).toBe('customer2@demo.example');
  });

  test('when the change cannot be recorded, the sign-in account gets its address back and nothing changed', async () => {
    const token = await signIn(server.url, 'producer2');
    const recording = jest.spyOn(server.system.services.commands, 'execute').mockRejectedValueOnce(new Error('the event store is away'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await graphql(server.url, CHANGE_EMAIL, { newEmail: 'peter.new@example.com', currentPassword: 'demo' }, token);
      expect(codeOf(failed)).toBe('INTERNAL_SERVER_ERROR');
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      recording.mockRestore();
      logged.mockRestore();
    }
    expect(claimsOf(await signIn(server.url, 'producer2')).email).toBe('producer2@demo.example');
    expect(await emailOf(token)).toEqual({ email: 'producer2@demo.example', username: 'producer2' });
    // the address is not held by anyone: the change goes through when tried again
    const again = await graphql<{ changeEmail: { email: string } }>(server.url, CHANGE_EMAIL, { newEmail: 'peter.new@example.com', currentPassword: 'demo' }, token);
    expect(again.data?.changeEmail.email).toBe('peter.new@example.com');
  });

  test('a person who registered keeps signing in with their username, the address they registered with; their tokens carry the new address', async () => {
    const changed = await graphql<{ changeEmail: { email: string } }>(server.url, CHANGE_EMAIL, { newEmail: 'emil.neu@example.com', currentPassword: emilAccount.password }, emil.token);
    expect(changed.data?.changeEmail.email).toBe('emil.neu@example.com');
    const token = await signIn(server.url, 'emil.alt@example.com', emilAccount.password);
    expect(claimsOf(token)).toMatchObject({ email: 'emil.neu@example.com', preferred_username: 'emil.alt@example.com' });
    expect(await emailOf(token)).toEqual({ email: 'emil.neu@example.com', username: 'emil.alt@example.com' });
    // the address a person signs in with stays theirs: another account cannot take it, they can take it back
    expect(codeOf(await graphql(server.url, CHANGE_EMAIL, { newEmail: 'emil.alt@example.com', currentPassword: 'demo' }, await signIn(server.url, 'customer1')))).toBe('EMAIL_ALREADY_EXISTS');
    expect((await graphql<{ changeEmail: { email: string } }>(server.url, CHANGE_EMAIL, { newEmail: 'Emil.Alt@example.com', currentPassword: emilAccount.password }, token)).data?.changeEmail.email).toBe('Emil.Alt@example.com');
  });

  test('an address changed on the sign-in account itself comes with the next sign-in; a token from before a change here does not bring the old one back', async () => {
    const account = { email: 'ida@example.com', firstName: 'Ida', lastName: 'Iris', password: 'a long passphrase', locale: 'en', acceptTerms: true };
    const id = (await graphql<{ createUser: string }>(server.url, CREATE_USER, { user: account })).data!.createUser;
    const first = await signIn(server.url, 'ida@example.com', account.password);
    expect(await emailOf(first)).toEqual({ email: 'ida@example.com', username: 'ida@example.com' });

    // Changed where the person signs in, as on an identity provider's own account page; tokens carry their second of issue.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await server.system.services.accounts.setEmail!(id, 'ida.neu@example.com');
    const second = await signIn(server.url, 'ida@example.com', account.password);
    expect(await emailOf(second)).toEqual({ email: 'ida.neu@example.com', username: 'ida@example.com' });
    // The first token still carries the old address, but it was issued before the new one was recorded.
    expect(await emailOf(first)).toEqual({ email: 'ida.neu@example.com', username: 'ida@example.com' });
    const admin = await signIn(server.url, 'admin');
    const seenByAdmin = await graphql<{ user: { email: string } }>(server.url, `{ user(id: "${id}") { ... on UserProfile { email } } }`, {}, admin);
    expect(seenByAdmin.data!.user.email).toBe('ida.neu@example.com');

    // Changed here: the second token, issued before, carries ida.neu and changes nothing back.
    const changed = await graphql<{ changeEmail: { email: string } }>(server.url, CHANGE_EMAIL, { newEmail: 'ida.drei@example.com', currentPassword: account.password }, second);
    expect(changed.data?.changeEmail.email).toBe('ida.drei@example.com');
    expect(await emailOf(second)).toEqual({ email: 'ida.drei@example.com', username: 'ida@example.com' });
    expect(await emailOf(first)).toEqual({ email: 'ida.drei@example.com', username: 'ida@example.com' });
    const changes = await server.system.services.db.query<{ n: string }>("select count(*)::text as n from events where event_type = 'UserEmailChanged' and stream_id = $1", [`user-${id}`]);
    expect(changes.rows[0]!.n).toBe('2');
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
