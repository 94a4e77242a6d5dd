import { Client, Pool, type PoolClient } from 'pg';
import type { Database, Lease } from './database';
import type { QueryOptions, SqlClient } from './sql-client';
import { sendStatement, StatementNames } from './statement-names';

/** The advisory lock of the lease named $1 in the schema the connection works in. */
const LEASE_KEY = "hashtextextended(current_schema() || ':' || $1, 0)";

/**
 * A client over the pool (`inTransaction` false) or one connection in a transaction. Every statement with parameters
 * goes named (see `StatementNames`); a text without any (schema changes, several statements in one) goes as it is.
 * A statement refused because its prepared form no longer fits its table runs again unnamed: outside a transaction
 * at once, inside one when the caller tries the transaction again.
 */
function clientOf(connection: Pool | PoolClient, names: StatementNames, inTransaction: boolean): SqlClient {
  return {
    query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => ({
      rows: await sendStatement<R>(names, text, params, options, inTransaction, {
        named: async (name) => (await connection.query({ name, text, values: params })).rows as R[],
        unnamed: async () => (await connection.query(text, params as unknown[])).rows as R[],
      }),
    }),
    transaction: () => {
      throw new Error('nested transactions are not supported');
    },
  };
}

/**
 * PostgreSQL through a connection pool (production and the PostgreSQL test suites). Leases are session advisory
 * locks held on one connection of their own, so a process's processors take one connection between them for their
 * leases and leave the whole pool to requests; when that session is lost, every lease it held reports `lost`. A lease
 * is named within the schema the connection works in, so products in different schemas of one database never share one.
 */
export class PgDatabase implements Database {
  private readonly pool: Pool;
  private readonly names = new StatementNames();
  private leaseSession: Promise<Client> | null = null;
  private readonly lostSessions = new WeakSet<Client>();
  /** Which session holds each lease of this process (advisory locks are re-entrant within a session). */
  private readonly held = new Map<string, Client>();
  /** The lease session's statements, one after another (a pg client runs one query at a time). */
  private sessionTurn: Promise<unknown> = Promise.resolve();

  readonly connections: number;

  constructor(
    private readonly connectionString: string,
    poolSize = 20,
  ) {
    this.connections = poolSize;
    this.pool = new Pool({ connectionString, max: poolSize });
  }

  query<R = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: R[] }> {
    return clientOf(this.pool, this.names, false).query<R>(text, params, options);
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    const connection = await this.pool.connect();
    try {
      await connection.query('begin');
      const result = await fn(clientOf(connection, this.names, true));
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      connection.release();
    }
  }

  async tryAcquireLease(name: string): Promise<Lease | null> {
    if (this.held.has(name)) return null;
    const session = await this.session();
    const { rows } = await this.onSession(() => session.query<{ acquired: boolean }>(`select pg_try_advisory_lock(${LEASE_KEY}) as acquired`, [name]));
    if (!rows[0].acquired || this.held.has(name)) {
      if (rows[0].acquired) await this.onSession(() => session.query(`select pg_advisory_unlock(${LEASE_KEY})`, [name]));
      return null;
    }
    this.held.set(name, session);
    const lostSessions = this.lostSessions;
    return {
      release: async () => {
        if (this.held.get(name) !== session) return;
        this.held.delete(name);
        if (!lostSessions.has(session)) await this.onSession(() => session.query(`select pg_advisory_unlock(${LEASE_KEY})`, [name])).catch(() => undefined);
      },
      get lost() {
        return lostSessions.has(session);
      },
    };
  }

  /** Runs a statement of the lease session after the ones before it. */
  private onSession<T>(statement: () => Promise<T>): Promise<T> {
    const turn = this.sessionTurn.then(statement, statement);
    this.sessionTurn = turn.catch(() => undefined);
    return turn;
  }

  /** The connection the leases live on, opened on first use and again after it was lost. */
  private session(): Promise<Client> {
    if (!this.leaseSession) {
      const client = new Client({ connectionString: this.connectionString });
      const lose = () => {
        if (this.lostSessions.has(client)) return;
        this.lostSessions.add(client);
        for (const [name, session] of this.held) if (session === client) this.held.delete(name);
        if (this.leaseSession === opened) this.leaseSession = null;
      };
      client.on('error', lose);
      client.on('end', lose);
      const opened: Promise<Client> = client.connect().then(
        () => client,
        (error: unknown) => {
          lose();
          throw error;
        },
      );
      this.leaseSession = opened;
    }
    return this.leaseSession;
  }

  async close(): Promise<void> {
    const session = this.leaseSession;
    this.leaseSession = null;
    if (session) await session.then((client) => client.end()).catch(() => undefined);
    await this.pool.end();
  }
}
