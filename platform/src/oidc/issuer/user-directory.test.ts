import { PgliteDatabase } from '../../sql/pglite-database';
import { IssuerUserDirectory, type IssuerUser } from './user-directory';

const ada: IssuerUser = {
  id: '6f1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  username: 'Ada@Example.com',
  email: 'Ada@Example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale: 'en',
  roles: ['customer'],
};

describe('the embedded issuer’s accounts', () => {
  let db: PgliteDatabase;
  let users: IssuerUserDirectory;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    users = new IssuerUserDirectory(db);
    await users.ensureSchema();
    await users.ensureSchema();
    expect(await users.register(ada, 'correct horse')).toBe(true);
  });
  afterAll(() => db.close());

  test('given an account, when it is looked up by its id, then it is found; an id that is no UUID names no account and is not an error', async () => {
    expect(await users.findById(ada.id)).toEqual(ada);
    expect(await users.findById(ada.id.toUpperCase())).toEqual(ada);
    expect(await users.findById('not-a-uuid')).toBeNull();
    expect(await users.findById("' or true --")).toBeNull();
    await expect(users.setPassword('not-a-uuid', 'x')).resolves.toBeUndefined();
    await expect(users.remove('not-a-uuid')).resolves.toBeUndefined();
  });

  test('given an account, when someone signs in with its name in another case, then the password decides', async () => {
    expect(await users.authenticate(' ada@example.COM ', 'correct horse')).toEqual(ada);
    expect(await users.authenticate('ada@example.com', 'wrong')).toBeNull();
  });

  test('given an account, when another signs up with its address in another case, then the sign-up is refused', async () => {
    const again = { ...ada, id: '7f1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', username: 'other@example.com', email: 'ADA@example.com' };
    expect(await users.register(again, 'x')).toBe(false);
    expect(await users.findById(again.id)).toBeNull();
  });

  test('given an account, when it is given another address, then the username stays, the address is its own and another account cannot have it', async () => {
    const grace: IssuerUser = { ...ada, id: '8f1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', username: 'grace@example.com', email: 'grace@example.com', firstName: 'Grace' };
    expect(await users.register(grace, 'correct horse')).toBe(true);
    expect(await users.setEmail(grace.id, 'Grace.Hopper@example.com')).toBe(true);
    expect(await users.findById(grace.id)).toEqual({ ...grace, email: 'Grace.Hopper@example.com' });
    expect(await users.authenticate('grace@example.com', 'correct horse')).toMatchObject({ username: 'grace@example.com', email: 'Grace.Hopper@example.com' });
    // the sign-in page takes the new address as well as the username, and both name the same account
    expect(await users.accountNameOf(' grace.hopper@EXAMPLE.com ')).toBe('grace@example.com');
    expect(await users.accountNameOf('grace@example.com')).toBe('grace@example.com');
    expect(await users.accountNameOf('nobody@example.com')).toBe('nobody@example.com');
    // another account's address or username, in any case, is refused and changes nothing
    expect(await users.setEmail(grace.id, 'ADA@example.com')).toBe(false);
    expect(await users.setEmail(ada.id, 'grace.hopper@EXAMPLE.com')).toBe(false);
    expect(await users.setEmail(ada.id, 'Grace@Example.com')).toBe(false);
    expect((await users.findById(ada.id))?.email).toBe(ada.email);
    // a sign-up with the new address is refused too
    expect(await users.register({ ...grace, id: '9f1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', username: 'grace.hopper@example.com', email: 'grace.hopper@example.com' }, 'x')).toBe(false);
    // the person's own username, or their own address in another case, is theirs to take again
    expect(await users.setEmail(grace.id, 'GRACE@example.com')).toBe(true);
    expect(await users.setEmail(grace.id, 'grace@example.com')).toBe(true);
    expect((await users.findById(grace.id))?.email).toBe('grace@example.com');
    // an id that names no account changes nothing
    expect(await users.setEmail('not-a-uuid', 'x@example.com')).toBe(false);
    expect(await users.setEmail('0f1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', 'x@example.com')).toBe(false);
    await users.remove(grace.id);
  });

  test('given an address freed by a change, when another account takes it, then that is allowed', async () => {
    const first: IssuerUser = { ...ada, id: 'af1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', username: 'first', email: 'shared@example.com' };
    const second: IssuerUser = { ...ada, id: 'bf1c2a3e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', username: 'second', email: 'second@example.com' };
    await users.addOnce(first, 'x');
    await users.addOnce(second, 'x');
    expect(await users.setEmail(second.id, 'shared@example.com')).toBe(false);
    expect(await users.setEmail(first.id, 'first.new@example.com')).toBe(true);
    expect(await users.setEmail(second.id, 'shared@example.com')).toBe(true);
    await users.remove(first.id);
    await users.remove(second.id);
  });

  test('given a new password and then the account removed, when the person signs in, then the new password worked and afterwards nothing does', async () => {
    await users.setPassword(ada.id, 'battery staple');
    expect(await users.authenticate(ada.username, 'battery staple')).toEqual(ada);
    await users.remove(ada.id);
    expect(await users.authenticate(ada.username, 'battery staple')).toBeNull();
    expect(await users.findById(ada.id)).toBeNull();
  });

  test('the lookups by name and address have their indexes', async () => {
    const { rows } = await db.query<{ indexname: string }>("select indexname from pg_indexes where tablename = 'identity_users' order by indexname");
    expect(rows.map((row) => row.indexname)).toEqual(expect.arrayContaining(['identity_users_email_lower', 'identity_users_username_lower']));
  });
});
