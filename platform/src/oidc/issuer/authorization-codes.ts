import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from '../../sql/sql-client';

const CODE_SECONDS = 60;

interface PendingCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly userId: string;
  readonly codeChallenge: string;
  readonly scope: string;
  readonly nonce?: string;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * Authorisation codes: short-lived, single use, bound to the PKCE challenge (S256). They are kept in the database, so
 * the code a sign-in form gave out on one API process is redeemed on any other; only their hashes are kept.
 */
export class AuthorizationCodes {
  constructor(private readonly db: SqlClient) {}

  /** Creates the table when missing, through `setup` (the product passes its `schemaSetupClient`). */
  async ensureSchema(setup: SqlClient = this.db): Promise<void> {
    await setup.query(`create table if not exists identity_authorization_codes (
      code_hash text primary key,
      pending jsonb not null,
      expires_at bigint not null
    )`);
    await setup.query('create index if not exists identity_authorization_codes_expiry on identity_authorization_codes (expires_at)');
  }

  async issue(grant: PendingCode): Promise<string> {
    const now = Date.now();
    await this.db.query('delete from identity_authorization_codes where expires_at < $1', [now]);
    const code = randomBytes(32).toString('base64url');
    await this.db.query('insert into identity_authorization_codes (code_hash, pending, expires_at) values ($1, $2::jsonb, $3)', [
      hashOf(code),
      JSON.stringify(grant),
      now + CODE_SECONDS * 1000,
    ]);
    return code;
  }

  /** Takes the code out (it never works twice, whichever process asks) and returns its grant when every check passes. */
  async redeem(code: string, clientId: string, redirectUri: string, codeVerifier: string): Promise<PendingCode | null> {
    const { rows } = await this.db.query<{ pending: PendingCode | string; expires_at: string }>(
      'delete from identity_authorization_codes where code_hash = $1 returning pending, expires_at::text',
      [hashOf(code)],
    );
    if (!rows[0] || Number(rows[0].expires_at) < Date.now()) return null;
    const grant = typeof rows[0].pending === 'string' ? (JSON.parse(rows[0].pending) as PendingCode) : rows[0].pending;
    if (grant.clientId !== clientId || grant.redirectUri !== redirectUri) return null;
    const challenge = Buffer.from(createHash('sha256').update(codeVerifier).digest('base64url'));
    const expected = Buffer.from(grant.codeChallenge);
    return challenge.length === expected.length && timingSafeEqual(challenge, expected) ? grant : null;
  }
}
