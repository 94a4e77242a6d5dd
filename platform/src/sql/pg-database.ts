import { Pool, type PoolClient } from 'pg';
import type { Database, Lease } from './database';
import type { SqlClient } from './sql-client';

function clientOf(connection: Pool | PoolClient): SqlClient {
  return {
    query: async <R>(text: string, params?: unknown[]) => {
      const result = await connection.query(text, params as unknown[]);
      return { rows: result.rows as R[] };
    },
    transaction: () => {
      throw new Error('nested transactions are not supported');
    },
  };
}

/** PostgreSQL through a connection pool (production and the PostgreSQL test suites). */
export class PgDatabase implements Database {
  private readonly pool: Pool;

  /** Every processor holds one connection for its lease while it runs, so the pool leaves room beyond them. */
  constructor(connectionString: string, poolSize = 20) {
    this.pool = new Pool({ connectionString, max: poolSize });
  }

  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }> {
    return clientOf(this.pool).query<R>(text, params);
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    const connection = await this.pool.connect();
    try {
      await connection.query('begin');
      const result = await fn(clientOf(connection));
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
    const connection = await this.pool.connect();
    const { rows } = await connection.query<{ acquired: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as acquired',
      [name],
    );
    if (!rows[0].acquired) {
      connection.release();
      return null;
    }
    return {
      release: async () => {
        await connection.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]);
        connection.release();
      },
    };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
