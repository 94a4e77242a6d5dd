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
