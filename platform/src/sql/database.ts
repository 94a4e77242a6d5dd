import type { SqlClient } from './sql-client';

/** Held while a process is the one active instance of something (a processor); release to hand it over. */
export interface Lease {
  release(): Promise<void>;
  /** The lease ended without a release (its database session was lost); the holder must stop acting on it. */
  readonly lost: boolean;
}

/** A database connection with the extras processors need besides plain SQL. */
export interface Database extends SqlClient {
  /** An exclusive lease by name across processes, or null while another process holds it. */
  tryAcquireLease(name: string): Promise<Lease | null>;
  /** How many statements can run at once: a read beside an open transaction needs more than one. */
  readonly connections: number;
  close(): Promise<void>;
}
