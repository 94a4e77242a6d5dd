import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract, type IRateLimiterStoreOptions } from 'rate-limiter-flexible';
import type { SqlClient } from '../../sql/sql-client';

export interface SignInLimits {
  /** Failed sign-ins an account may have within the window before it is locked. */
  readonly failuresPerAccount: number;
  /** Failed sign-ins one network address may make within the window, whatever the accounts. */
  readonly failuresPerAddress: number;
  readonly windowSeconds: number;
  /** How long the first lock of an account lasts; each further lock within a day lasts twice as long. */
  readonly lockoutSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { failuresPerAccount: 10, failuresPerAddress: 100, windowSeconds: 15 * 60, lockoutSeconds: 15 * 60 };

const DAY_SECONDS = 24 * 60 * 60;

/** Too many failed sign-ins for the account or from the address; the password was not even looked at. */
export class SignInThrottledError extends Error {
  readonly code = 'ENHANCE_YOUR_CALM';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many failed sign-ins. Please try again in ${retryAfterSeconds} seconds.`);
    this.name = 'SignInThrottledError';
  }
}

/** One password check in progress; say how it ended. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Counts sign-in attempts per account and per network address before the password is checked, so
 * that parallel guesses are counted too; a success gives the attempt back. Accounts are counted
 * by the name typed, whether or not it exists, so a lock says nothing about which accounts exist.
 */
export class SignInThrottle {
  private readonly accounts: RateLimiterAbstract;
  private readonly addresses: RateLimiterAbstract;
  private readonly lockouts: RateLimiterAbstract;

  /**
   * Counts in this process, or with `store` in the database, so that every process serving the issuer counts the same
   * failures: several APIs then allow an account and an address no more guesses than one does. Create the tables
   * first (`ensureSignInThrottleSchema`).
   */
  constructor(
    private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    store?: SqlClient,
  ) {
    const limiter = (options: { keyPrefix: string; points: number; duration: number; blockDuration?: number }) =>
      store ? new RateLimiterPostgres({ ...options, ...storeOptions(store), tableName: `identity_sign_in_${options.keyPrefix}` }) : new RateLimiterMemory(options);
    this.accounts = limiter({ keyPrefix: 'accounts', points: limits.failuresPerAccount, duration: limits.windowSeconds });
    this.addresses = limiter({ keyPrefix: 'addresses', points: limits.failuresPerAddress, duration: limits.windowSeconds, blockDuration: limits.windowSeconds });
    this.lockouts = limiter({ keyPrefix: 'lockouts', points: Number.MAX_SAFE_INTEGER, duration: DAY_SECONDS });
  }

  /** Counts an attempt for `username` from `address` (none for a check made inside a signed-in request); throws when either is throttled. */
  async begin(username: string, address: string | undefined): Promise<SignInAttempt> {
    const account = keyOf(username.trim().toLowerCase());
    const from = address ? keyOf(address) : null;
    const taken = await this.take(this.accounts, account);
    if (from) {
      try {
        await this.take(this.addresses, from);
      } catch (refusal) {
        await this.accounts.reward(account);
        throw refusal;
      }
    }
    return {
      succeeded: async () => {
        await this.accounts.delete(account);
        if (from) await this.addresses.reward(from);
      },
      failed: async () => {
        if (taken.consumedPoints < this.limits.failuresPerAccount) return;
        const lockouts = (await this.lockouts.penalty(account)).consumedPoints;
        await this.accounts.block(account, Math.min(this.limits.lockoutSeconds * 2 ** (lockouts - 1), DAY_SECONDS));
      },
    };
  }

  private async take(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new SignInThrottledError(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }
}

/**
 * What the counts are kept under: a hash of the name typed or of the network address, never the name or address itself,
 * so the counters (in the database, when kept there) hold nothing of a person, also after their erasure.
 */
const keyOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The tables the throttle counts in when it counts in the database. */
export async function ensureSignInThrottleSchema(db: SqlClient): Promise<void> {
  for (const kind of ['accounts', 'addresses', 'lockouts']) {
    await db.query(`create table if not exists identity_sign_in_${kind} (key text primary key, points integer not null default 0, expire bigint)`);
  }
}

/**
 * The library's PostgreSQL store over the product's database port: it sends `{ text, values }` and reads `rows` and
 * `rowCount` (the rows a statement returned, which is what it asks of them). Expired rows are cleared by the library.
 */
function storeOptions(db: SqlClient): Pick<IRateLimiterStoreOptions, 'storeClient' | 'storeType' | 'tableCreated'> {
  const storeClient = {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      const { rows } = await db.query(text, values);
      return { rows, rowCount: rows.length };
    },
  };
  return { storeClient, storeType: 'pool', tableCreated: true };
}
