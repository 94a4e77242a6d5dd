import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

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
  private readonly accounts: RateLimiterMemory;
  private readonly addresses: RateLimiterMemory;
  private readonly lockouts = new RateLimiterMemory({ keyPrefix: 'lockouts', points: Number.MAX_SAFE_INTEGER, duration: DAY_SECONDS });

  constructor(private readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.accounts = new RateLimiterMemory({ keyPrefix: 'account', points: limits.failuresPerAccount, duration: limits.windowSeconds });
    this.addresses = new RateLimiterMemory({ keyPrefix: 'address', points: limits.failuresPerAddress, duration: limits.windowSeconds, blockDuration: limits.windowSeconds });
  }

  /** Counts an attempt for `username` from `address` (none for a check made inside a signed-in request); throws when either is throttled. */
  async begin(username: string, address: string | undefined): Promise<SignInAttempt> {
    const account = username.trim().toLowerCase().slice(0, 256);
    const taken = await this.take(this.accounts, account);
    if (address) {
      try {
        await this.take(this.addresses, address);
      } catch (refusal) {
        await this.accounts.reward(account);
        throw refusal;
      }
    }
    return {
      succeeded: async () => {
        await this.accounts.delete(account);
        if (address) await this.addresses.reward(address);
      },
      failed: async () => {
        if (taken.consumedPoints < this.limits.failuresPerAccount) return;
        const lockouts = (await this.lockouts.penalty(account)).consumedPoints;
        await this.accounts.block(account, Math.min(this.limits.lockoutSeconds * 2 ** (lockouts - 1), DAY_SECONDS));
      },
    };
  }

  private async take(limiter: RateLimiterMemory, key: string): Promise<RateLimiterRes> {
    try {
      return await limiter.consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new SignInThrottledError(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }
}
