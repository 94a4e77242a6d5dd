import { randomUUID } from 'node:crypto';
import { logSafeError } from '../../logging';
import type { SqlClient } from '../../sql/sql-client';

/** How far back each look for sign-ins ended elsewhere reaches before the previous look: a revocation that committed late is still seen. */
const LOOK_BACK_SECONDS = 5;

/**
 * The refresh tokens of each sign-in, as one family per sign-in. Only the newest token of a family
 * works, and only once: using it hands out the next one. A token that was already used is a sign
 * that it leaked, so presenting it again revokes the whole family, as does signing out.
 */
export class RefreshTokenFamilies {
  /** Families revoked before they expire, with when they expire: access tokens of these sign-ins are refused at once. */
  private readonly revoked = new Map<string, number>();
  private following: NodeJS.Timeout | null = null;
  private lookedAt: string | null = null;
  private looking: Promise<void> | null = null;

  constructor(private readonly db: SqlClient) {}

  /** Creates the table when missing, through `setup` (the product passes its `schemaSetupClient`). */
  async ensureSchema(setup: SqlClient = this.db): Promise<void> {
    await setup.query(`create table if not exists identity_refresh_token_families (
      id text primary key,
      user_id text not null,
      client_id text not null,
      current_token text not null,
      expires_at bigint not null,
      revoked boolean not null default false
    )`);
    // Every sign-in first clears the expired families: by this index it reads only those.
    await setup.query('create index if not exists identity_refresh_token_families_expiry on identity_refresh_token_families (expires_at)');
    // When a sign-in ended, by the database's clock: the processes that serve the API look for the sign-ins ended since.
    await setup.query('alter table identity_refresh_token_families add column if not exists revoked_at timestamptz');
    await setup.query('create index if not exists identity_refresh_token_families_revoked on identity_refresh_token_families (revoked_at) where revoked');
    await this.lookForRevocations();
  }

  /**
   * Looks every `intervalMs` for sign-ins ended by other processes on the same database, so an access token of a sign-in
   * ended on one API is refused by every other within that time (at once by the one that ended it).
   */
  followOtherProcesses(intervalMs: number): void {
    if (this.following) return;
    this.following = setInterval(() => {
      this.looking ??= this.lookForRevocations()
        .catch((error: unknown) => console.error(`Looking for sign-ins ended elsewhere failed: ${logSafeError(error)}`))
        .finally(() => (this.looking = null));
    }, intervalMs);
    this.following.unref();
  }

  /** Stops looking for sign-ins ended elsewhere, and waits for a look under way. */
  async close(): Promise<void> {
    if (this.following) clearInterval(this.following);
    this.following = null;
    await this.looking;
  }

  /** Takes in the sign-ins ended since the previous look (all that have not expired, the first time) and forgets the expired. */
  private async lookForRevocations(): Promise<void> {
    const { rows } = await this.db.query<{ looked_at: string; id: string | null; expires_at: string | null }>(
      `with look as (select now() as looked_at)
       select look.looked_at::text, f.id, f.expires_at::text from look
       left join identity_refresh_token_families f on f.revoked and f.expires_at > $1
         and ($2::timestamptz is null or f.revoked_at > $2::timestamptz - interval '${LOOK_BACK_SECONDS} seconds')`,
      [Date.now(), this.lookedAt],
    );
    for (const row of rows) if (row.id !== null) this.revoked.set(row.id, Number(row.expires_at));
    this.lookedAt = rows[0].looked_at;
    const now = Date.now();
    for (const [id, expiresAt] of this.revoked) if (expiresAt <= now) this.revoked.delete(id);
  }

  /** Opens the family of a new sign-in whose first refresh token is `tokenId`; returns the family id. */
  async start(userId: string, clientId: string, tokenId: string, expiresAt: number): Promise<string> {
    const id = randomUUID();
    await this.db.query('delete from identity_refresh_token_families where expires_at < $1', [Date.now()]);
    await this.db.query(
      'insert into identity_refresh_token_families (id, user_id, client_id, current_token, expires_at) values ($1, $2, $3, $4, $5)',
      [id, userId, clientId, tokenId, expiresAt],
    );
    return id;
  }

  /**
   * Replaces the family's current token `usedTokenId` by `nextTokenId`. Returns the family's user
   * and client, or null when the family is unknown, expired or revoked, or the token is not the
   * current one; a stale token revokes the family.
   */
  async rotate(familyId: string, usedTokenId: string, nextTokenId: string, expiresAt: number): Promise<{ userId: string; clientId: string } | null> {
    const { rows } = await this.db.query<{ user_id: string; client_id: string }>(
      `update identity_refresh_token_families set current_token = $3, expires_at = $4
       where id = $1 and current_token = $2 and not revoked and expires_at > $5
       returning user_id, client_id`,
      [familyId, usedTokenId, nextTokenId, expiresAt, Date.now()],
    );
    if (rows[0]) return { userId: rows[0].user_id, clientId: rows[0].client_id };
    await this.revoke(familyId);
    return null;
  }

  /** Ends the sign-in: no token of the family works any more. */
  async revoke(familyId: string): Promise<void> {
    const { rows } = await this.db.query<{ expires_at: string }>(
      `update identity_refresh_token_families set revoked = true, revoked_at = coalesce(revoked_at, now()) where id = $1 returning expires_at::text`,
      [familyId],
    );
    if (rows[0]) this.revoked.set(familyId, Number(rows[0].expires_at));
  }

  /** Whether the sign-in was ended (signed out, or a used refresh token came back). */
  isRevoked(familyId: string): boolean {
    return this.revoked.has(familyId);
  }
}
