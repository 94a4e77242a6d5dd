import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../../sql/sql-client';

/**
 * The refresh tokens of each sign-in, as one family per sign-in. Only the newest token of a family
 * works, and only once: using it hands out the next one. A token that was already used is a sign
 * that it leaked, so presenting it again revokes the whole family, as does signing out.
 */
export class RefreshTokenFamilies {
  /** Families revoked before they expire: access tokens of these sign-ins are refused at once. */
  private readonly revoked = new Set<string>();

  constructor(private readonly db: SqlClient) {}

  async ensureSchema(): Promise<void> {
    await this.db.query(`create table if not exists identity_refresh_token_families (
      id text primary key,
      user_id text not null,
      client_id text not null,
      current_token text not null,
      expires_at bigint not null,
      revoked boolean not null default false
    )`);
    // Every sign-in first clears the expired families: by this index it reads only those.
    await this.db.query('create index if not exists identity_refresh_token_families_expiry on identity_refresh_token_families (expires_at)');
    const { rows } = await this.db.query<{ id: string }>('select id from identity_refresh_token_families where revoked and expires_at > $1', [Date.now()]);
    for (const { id } of rows) this.revoked.add(id);
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
    this.revoked.add(familyId);
    await this.db.query('update identity_refresh_token_families set revoked = true where id = $1', [familyId]);
  }

  /** Whether the sign-in was ended (signed out, or a used refresh token came back). */
  isRevoked(familyId: string): boolean {
    return this.revoked.has(familyId);
  }
}
