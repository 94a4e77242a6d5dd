import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Lease } from './database';
import { LoopTurns } from './loop-turns';
import { PglitePreparedStatements } from './pglite-prepared-statements';
import type { QueryOptions, SqlClient } from './sql-client';
import { sendStatement, StatementNames } from './statement-names';

/** Asked of the database while a transaction's own work holds its one connection. */
export class WaitForOwnTransactionError extends Error {
  constructor() {
    super('A statement or transaction beside an open transaction, asked from within that transaction, would wait for it forever on the one connection: use the transaction');
    this.name = 'WaitForOwnTransactionError';
  }
}

/**
 * The embedded default: PostgreSQL compiled to WASM, in this process, in one data folder (or in
 * memory). One connection, so transactions run one after another and leases only exclude within
 * this process. A statement asked of the database (not of the transaction) by the work of an open transaction would
 * wait for that transaction, which waits for it: it is refused with an error instead of stopping the product.
 * Every statement with parameters goes named, as on PostgreSQL (`StatementNames`, `PglitePreparedStatements`); a
 * statement refused because its prepared form no longer fits its table runs again unnamed, outside a transaction at
 * once, inside one when the caller tries the transaction again.
 */
export class PgliteDatabase implements Database {
  /** The data folder of an empty database, as a tarball, that new databases of this process start from (see `startNewDatabasesFrom`). */
  private static emptyDatabase: Blob | undefined;
  private readonly leases = new Set<string>();
  /** Each statement and transaction starts in an event-loop iteration of its own (see LoopTurns). */
  private readonly turns = new LoopTurns();
  /** The transaction whose work is running, and whether it is still open (work it started may outlive it). */
  private readonly within = new AsyncLocalStorage<{ open: boolean }>();
  private readonly names = new StatementNames();
  private readonly statements: PglitePreparedStatements;
  readonly connections = 1;

  private constructor(private readonly pg: PGlite) {
    this.statements = new PglitePreparedStatements(pg);
  }

  /** Opens (or creates) the database in `dataDir`, or in memory when none is given. */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
    const template = isNew ? PgliteDatabase.emptyDatabase : undefined;
    const pg = new PGlite({ dataDir, loadDataDir: template });
    await pg.waitReady;
    return new PgliteDatabase(pg);
  }

  /**
   * The data folder of a freshly created, empty database as a tarball (PGlite's `dumpDataDir`). A process that creates
   * many databases (a test run) makes it once and hands it to `startNewDatabasesFrom`.
   */
  static async emptyDatabaseTarball(): Promise<Blob> {
    const pg = await PGlite.create();
    try {
      return await pg.dumpDataDir('none');
    } finally {
      await pg.close();
    }
  }

  /**
   * Every database this process creates from now on (in memory, or in a folder that holds none yet) starts as a copy
   * of `tarball` instead of running PostgreSQL's `initdb` again, which takes several seconds of WASM. Existing data
   * folders open as they are. Give only a tarball made by `emptyDatabaseTarball` with the same PGlite. Returns the
   * tarball given before, if any.
   */
  static startNewDatabasesFrom(tarball: Blob | undefined): Blob | undefined {
    const before = PgliteDatabase.emptyDatabase;
    PgliteDatabase.emptyDatabase = tarball;
    return before;
  }

  async query<R = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: R[] }> {
    this.refuseWithinTransaction();
    await this.turns.take();
    return {
      rows: await sendStatement<R>(
        this.names,
        text,
        params,
        options,
        false,
        {
          named: (name) => this.pg._runExclusiveTransaction(() => this.prepared<R>(name, text, params ?? [], true)),
          unnamed: async () => (await this.pg.query<R>(text, params)).rows,
        },
        (name) => this.statements.fits(name, text),
      ),
    };
  }

  async transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T> {
    this.refuseWithinTransaction();
    await this.turns.take();
    const state = { open: true };
    // Closed for the asking as soon as its work is done: what is asked after that waits only for the commit.
    return this.pg.transaction((tx) =>
      this.within.run(state, async () => {
        try {
          return await fn(this.transactionClient(tx));
        } finally {
          state.open = false;
        }
      }),
    );
  }

  private transactionClient(tx: Transaction): SqlClient {
    return {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => ({
        rows: await sendStatement<R>(
          this.names,
          text,
          params,
          options,
          true,
          {
            named: (name) => {
              // As PGlite's own transaction client: work that outlives the transaction must not write outside it.
              if (tx.closed) throw new Error('Transaction is closed');
              return this.prepared<R>(name, text, params ?? [], false);
            },
            unnamed: async () => (await tx.query<R>(text, params)).rows,
          },
          (name) => this.statements.fits(name, text),
        ),
      }),
      transaction: () => {
        throw new Error('nested transactions are not supported');
      },
    };
  }

  /** Runs a named statement in the database's statement turn; outside a transaction its writes reach the files. */
  private prepared<R>(name: string, text: string, params: readonly unknown[], alone: boolean): Promise<R[]> {
    return this.pg._runExclusiveQuery(async () => {
      const rows = await this.statements.run<R>(name, text, params);
      if (alone) await this.pg.syncToFs();
      return rows;
    });
  }

  private refuseWithinTransaction(): void {
    if (this.within.getStore()?.open) throw new WaitForOwnTransactionError();
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
