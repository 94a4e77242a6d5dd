import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const CODE_SECONDS = 60;

interface PendingCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly userId: string;
  readonly codeChallenge: string;
  readonly scope: string;
  readonly nonce?: string;
  readonly expiresAt: number;
}

/** Authorisation codes: short-lived, single use, bound to the PKCE challenge (S256). */
export class AuthorizationCodes {
  private readonly codes = new Map<string, PendingCode>();

  issue(grant: Omit<PendingCode, 'expiresAt'>): string {
    this.forgetExpired();
    const code = randomBytes(32).toString('base64url');
    this.codes.set(code, { ...grant, expiresAt: Date.now() + CODE_SECONDS * 1000 });
    return code;
  }

  /** Takes the code out (it never works twice) and returns its grant when every check passes. */
  redeem(code: string, clientId: string, redirectUri: string, codeVerifier: string): PendingCode | null {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId || grant.redirectUri !== redirectUri) return null;
    const challenge = Buffer.from(createHash('sha256').update(codeVerifier).digest('base64url'));
    const expected = Buffer.from(grant.codeChallenge);
    return challenge.length === expected.length && timingSafeEqual(challenge, expected) ? grant : null;
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [code, grant] of this.codes) if (grant.expiresAt < now) this.codes.delete(code);
  }
}
