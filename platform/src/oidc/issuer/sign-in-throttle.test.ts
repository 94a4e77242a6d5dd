import { PgliteDatabase } from '../../sql/pglite-database';
import { ensureSignInThrottleSchema, SignInThrottle, SignInThrottledError } from './sign-in-throttle';

const fail = async (throttle: SignInThrottle, username: string, address?: string) => (await throttle.begin(username, address)).failed();
const refusal = (attempt: Promise<unknown>) => attempt.then(() => null, (error: unknown) => error);

describe('sign-in throttling', () => {
  test('given three failures allowed, the fourth attempt is refused before the password is looked at, whatever the spelling of the name', async () => {
    const throttle = new SignInThrottle({ failuresPerAccount: 3, failuresPerAddress: 100, windowSeconds: 60, lockoutSeconds: 60 });
    for (let i = 0; i < 3; i++) await fail(throttle, 'admin', '10.0.0.1');
    const refused = await refusal(throttle.begin(' Admin', '10.0.0.2'));
    expect(refused).toBeInstanceOf(SignInThrottledError);
    expect(refused).toMatchObject({ code: 'ENHANCE_YOUR_CALM' });
    expect((refused as SignInThrottledError).retryAfterSeconds).toBeGreaterThan(0);
    await expect(throttle.begin('customer1', '10.0.0.1')).resolves.toBeDefined();
  });

  test('given a success, the failures before it are forgotten', async () => {
    const throttle = new SignInThrottle({ failuresPerAccount: 3, failuresPerAddress: 100, windowSeconds: 60, lockoutSeconds: 60 });
    for (let i = 0; i < 2; i++) await fail(throttle, 'admin');
    await (await throttle.begin('admin', undefined)).succeeded();
    for (let i = 0; i < 2; i++) await fail(throttle, 'admin');
    await expect(throttle.begin('admin', undefined)).resolves.toBeDefined();
  });

  test('given an address out of failures, it is refused for every account, and a locked account does not spend its budget', async () => {
    const throttle = new SignInThrottle({ failuresPerAccount: 2, failuresPerAddress: 3, windowSeconds: 60, lockoutSeconds: 60 });
    for (let i = 0; i < 2; i++) await fail(throttle, 'admin', '10.0.0.9');
    for (let i = 0; i < 5; i++) await expect(throttle.begin('admin', '10.0.0.9')).rejects.toBeInstanceOf(SignInThrottledError);
    await fail(throttle, 'producer1', '10.0.0.9');
    await expect(throttle.begin('producer2', '10.0.0.9')).rejects.toBeInstanceOf(SignInThrottledError);
    await expect(throttle.begin('producer2', '10.0.0.10')).resolves.toBeDefined();
  });

  test('given a lock that ran out, the next lock of the same account lasts longer', async () => {
    const throttle = new SignInThrottle({ failuresPerAccount: 1, failuresPerAddress: 100, windowSeconds: 1, lockoutSeconds: 1 });
    await fail(throttle, 'admin');
    const first = (await refusal(throttle.begin('admin', undefined))) as SignInThrottledError;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await fail(throttle, 'admin');
    const second = (await refusal(throttle.begin('admin', undefined))) as SignInThrottledError;
    expect(second.retryAfterSeconds).toBeGreaterThan(first.retryAfterSeconds);
  });
});

describe('sign-in throttling counted in the database', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await ensureSignInThrottleSchema(db);
    await ensureSignInThrottleSchema(db);
  });
  afterAll(() => db.close());

  test('given two processes counting in one database, the failures of both count against one account, and a lock set by one holds in the other', async () => {
    const limits = { failuresPerAccount: 4, failuresPerAddress: 100, windowSeconds: 60, lockoutSeconds: 60 };
    const [one, other] = [new SignInThrottle(limits, db), new SignInThrottle(limits, db)];
    await fail(one, 'admin', '10.0.0.1');
    await fail(other, 'admin', '10.0.0.2');
    await fail(one, 'Admin ', '10.0.0.3');
    await fail(other, 'admin', '10.0.0.4');
    const refused = await refusal(one.begin('admin', '10.0.0.5'));
    expect(refused).toBeInstanceOf(SignInThrottledError);
    expect((refused as SignInThrottledError).retryAfterSeconds).toBeGreaterThan(0);
    await expect(other.begin('admin', '10.0.0.6')).rejects.toBeInstanceOf(SignInThrottledError);
    await expect(other.begin('customer1', '10.0.0.6')).resolves.toBeDefined();
  });

  test('given an account name longer than any real one, it is counted like any other', async () => {
    const throttle = new SignInThrottle({ failuresPerAccount: 1, failuresPerAddress: 100, windowSeconds: 60, lockoutSeconds: 60 }, db);
    const long = 'x'.repeat(5000);
    await fail(throttle, long, '10.0.0.7');
    await expect(throttle.begin(long, '10.0.0.8')).rejects.toBeInstanceOf(SignInThrottledError);
  });

  test('given a success, the failures before it are forgotten in the database too', async () => {
    const throttle = new SignInThrottle({ failuresPerAccount: 3, failuresPerAddress: 100, windowSeconds: 60, lockoutSeconds: 60 }, db);
    for (let i = 0; i < 2; i++) await fail(throttle, 'producer1');
    await (await throttle.begin('producer1', undefined)).succeeded();
    for (let i = 0; i < 2; i++) await fail(throttle, 'producer1');
    await expect(throttle.begin('producer1', undefined)).resolves.toBeDefined();
  });
});
