import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { SqlClient } from '../../sql/sql-client';

const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

export interface IssuerUser {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: 'en' | 'de';
  readonly roles: readonly string[];
}

interface UserRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  roles: string[] | string;
  password_hash: string;
}

/** Hashes a password with scrypt and a random salt, as `salt:hash` in hex. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await derive(password, salt, KEY_LENGTH)).toString('hex')}`;
}

/** A hash no password matches, of the same cost as a real one: unknown users take as long to refuse as known ones. */
const unknownUserHash = randomBytes(16).toString('hex') + ':' + randomBytes(KEY_LENGTH).toString('hex');

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = await derive(password, Buffer.from(salt, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

const toUser = (row: UserRow): IssuerUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  locale: row.locale === 'de' ? 'de' : 'en',
  roles: typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles,
});

/**
 * Taken by a sign-up or an address change for the rest of its transaction: two of them naming the same address at
 * once cannot both find it free.
 */
const ADDRESSES_LOCK = "select pg_advisory_xact_lock(hashtext('identity_users addresses'))";

/** Accounts here have UUIDs; any other id names no account, and is never cast, so the key serves every lookup. */
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The embedded issuer's accounts, in the product's database. */
export class IssuerUserDirectory {
  /** The product's database, where the issuer keeps its sign-ins too. */
  constructor(readonly db: SqlClient) {}

  /** Creates the table when missing, through `setup` (the product passes its `schemaSetupClient`). */
  async ensureSchema(setup: SqlClient = this.db): Promise<void> {
    await setup.query(`create table if not exists identity_users (
      id uuid primary key,
      username text not null unique,
      email text not null,
      first_name text not null,
      last_name text not null,
      locale text not null default 'en',
      roles jsonb not null default '[]',
      password_hash text not null
    )`);
    // Signing in and signing up look people up by their name and address in any case: without these, each read every account.
    await setup.query('create index if not exists identity_users_username_lower on identity_users (lower(username))');
    await setup.query('create index if not exists identity_users_email_lower on identity_users (lower(email))');
  }

  async findById(id: string): Promise<IssuerUser | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<UserRow>('select * from identity_users where id = $1::uuid', [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** The user whose username (case-insensitive) and password match, or null. */
  /**
   * The username of the account a person names at sign-in: by its username or by its current email address (which
   * may have changed since the account was made). A name no account has comes back as typed, so an unknown name is
   * throttled and refused like any other.
   */
  async accountNameOf(typed: string): Promise<string> {
    const name = typed.trim();
    const { rows } = await this.db.query<{ username: string }>(
      'select username from identity_users where lower(username) = lower($1) or lower(email) = lower($1) order by lower(username) = lower($1) desc limit 1',
      [name],
    );
    return rows[0]?.username ?? name;
  }

  async authenticate(username: string, password: string): Promise<IssuerUser | null> {
    const { rows } = await this.db.query<UserRow>('select * from identity_users where lower(username) = lower($1)', [username.trim()]);
    const matches = await passwordMatches(password, rows[0]?.password_hash ?? unknownUserHash);
    return rows[0] && matches ? toUser(rows[0]) : null;
  }

  /** Removes the account: the person can no longer sign in, and nothing of them stays here. */
  async remove(id: string): Promise<void> {
    if (isUuid(id)) await this.db.query('delete from identity_users where id = $1::uuid', [id]);
  }

  /**
   * A new account whose username is its email address; false when that address (as a username or an
   * email, case-insensitive) has an account already.
   */
  async register(user: IssuerUser, password: string): Promise<boolean> {
    const hash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      await tx.query(ADDRESSES_LOCK);
      const { rows } = await tx.query<{ id: string }>(
        `insert into identity_users (id, username, email, first_name, last_name, locale, roles, password_hash)
         select $1, $2, $3, $4, $5, $6, $7::jsonb, $8
         where not exists (select 1 from identity_users where lower(username) = lower($2) or lower(email) = lower($3))
         on conflict do nothing returning id`,
        [user.id, user.username, user.email, user.firstName, user.lastName, user.locale, JSON.stringify(user.roles), hash],
      );
      return rows.length === 1;
    });
  }

  /**
   * Gives the account another email address; its username stays. False when no account has the id, or when another
   * account has that address as its username or email (case-insensitive).
   */
  async setEmail(id: string, email: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.db.transaction(async (tx) => {
      await tx.query(ADDRESSES_LOCK);
      const { rows } = await tx.query<{ id: string }>(
        `update identity_users set email = $2 where id = $1::uuid
         and not exists (select 1 from identity_users where id <> $1::uuid and (lower(username) = lower($2) or lower(email) = lower($2)))
         returning id`,
        [id, email],
      );
      return rows.length === 1;
    });
  }

  /** Replaces the person's password. */
  async setPassword(id: string, password: string): Promise<void> {
    if (isUuid(id)) await this.db.query('update identity_users set password_hash = $2 where id = $1::uuid', [id, await hashPassword(password)]);
  }

  /** Adds the user unless one with that id already exists. */
  async addOnce(user: IssuerUser, password: string): Promise<void> {
    await this.db.query(
      `insert into identity_users (id, username, email, first_name, last_name, locale, roles, password_hash)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) on conflict (id) do nothing`,
      [user.id, user.username, user.email, user.firstName, user.lastName, user.locale, JSON.stringify(user.roles), await hashPassword(password)],
    );
  }
}
