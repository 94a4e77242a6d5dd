import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from './database';

/** The lease a process holds while it creates or changes the product's tables. */
export const SCHEMA_SETUP_LEASE = 'schema-setup';
/** How long a process waits between its asks for the lease while another process sets up the schema. */
const SCHEMA_SETUP_ASK_MS = 100;
/** How long a process waits for the lease before it says so in the log (and again each time this long has passed). */
const WAITING_NOTE_EVERY_MS = 10_000;

/**
 * Runs `setUp` while no other process sets up the same schema. PostgreSQL's `create table if not exists` and its
 * kind are not safe against each other: processes starting at once on an empty database (an API's replicas and the
 * workers of a first deployment, or of an update that adds a table) fail on the tables the others are creating. Once
 * the tables exist, each process's setup finds them and only takes its turn. A process that dies holding the lease
 * loses it with its session. Not re-entrant: `setUp` must not call it again, or it waits for itself.
 */
export async function whileSettingUpSchema<T>(db: Database, setUp: () => Promise<T>, log: (line: string) => void = console.warn): Promise<T> {
  const asked = Date.now();
  let noted = asked;
  let lease = await db.tryAcquireLease(SCHEMA_SETUP_LEASE);
  while (!lease) {
    await sleep(SCHEMA_SETUP_ASK_MS);
    lease = await db.tryAcquireLease(SCHEMA_SETUP_LEASE);
    if (!lease && Date.now() - noted >= WAITING_NOTE_EVERY_MS) {
      noted = Date.now();
      log(`Waiting for another process to finish setting up the tables (${Math.round((noted - asked) / 1000)} s so far).`);
    }
  }
  try {
    return await setUp();
  } finally {
    await lease.release();
  }
}
