import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Lease } from './database';
import { LoopTurns } from './loop-turns';
import type { SqlClient } from './sql-client';

function transactionClient(tx: Transaction): SqlClient {
  return {
    query: async <R>(text: string, params?: unknown[]) => ({ rows: (await tx.query<R>(text, params)).rows }),
    transaction: () => {
      throw new Error('nested transactions are not supported');
    },
  };
}

/**
 * The embedded default: PostgreSQL compiled to WASM, in this process, in one data folder (or in
 * memory). One connection, so transactions run one after another and leases only exclude within
 * this process.
 */
export class PgliteDatabase implements Database {
  private readonly leases = new Set<string>();
  /** Each statement and transaction starts in an event-loop iteration of its own (see LoopTurns). */
  private readonly turns = new LoopTurns();
  readonly connections = 1;

  private constructor(private readonly pg: PGlite) {}

  /** Opens (or creates) the database in `dataDir`, or in memory when none is given. */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const pg = new PGlite(dataDir);
    await pg.waitReady;
    return new PgliteDatabase(pg);
  }

  async query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }> {
    await this.turns.take();
    return { rows: (await this.pg.query<R>(text, params)).rows };
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    await this.turns.take();
    return this.pg.transaction((tx) => fn(transactionClient(tx)));
  }

  async tryAcquireLease(name: string): Promise<Lease | null> {
    if (this.leases.has(name)) return null;
    this.leases.add(name);
    return { release: async () => void this.leases.delete(name), lost: false };
  }

  close(): Promise<void> {
    return this.pg.close();
  }
}
