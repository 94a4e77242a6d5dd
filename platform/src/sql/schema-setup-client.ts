import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryOptions, SqlClient } from './sql-client';

/**
 * How long a setup statement waits for a table another transaction uses. While it waits, every statement of others
 * on that table that its lock would conflict with waits behind it: an `alter table`, for instance, holds up every
 * reader of the table. So the setup gives way after this long, lets the others through and asks again.
 */
const LOCK_WAIT_MS = 200;
/** How long the setup rests before asking again, at most; each rest is longer than the one before, and jittered. */
const MAX_REST_MS = 5_000;
/** How often, at most, a setup still waiting says so in the log. */
const WAITING_NOTE_EVERY_MS = 10_000;

/** `alter table T add column if not exists C ...` with one change: nothing to do while T has C. */
const ADD_COLUMN = /^\s*alter\s+table\s+(\w+)\s+add\s+column\s+if\s+not\s+exists\s+(\w+)\s[^,;]*$/i;
/** `create [unique] index if not exists I ...`: nothing to do while I exists. */
const CREATE_INDEX = /^\s*create\s+(?:unique\s+)?index\s+if\s+not\s+exists\s+(\w+)\s/i;

/**
 * `create or replace trigger T ... on R ...`: nothing to do while T on R carries the mark of this very statement,
 * which the setup leaves as the trigger's comment when it makes it.
 */
const CREATE_TRIGGER = /^\s*create\s+or\s+replace\s+trigger\s+(\w+)\s[\s\S]*?\bon\s+(\w+)\s/i;

/** The trigger a `create or replace trigger` statement makes, with the comment it carries once made by it. */
function triggerOf(statement: string): { readonly name: string; readonly table: string; readonly mark: string } | null {
  const trigger = CREATE_TRIGGER.exec(statement);
  if (!trigger) return null;
  const mark = `set up by ${createHash('sha256').update(statement.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 32)}`;
  return { name: trigger[1], table: trigger[2], mark };
}

const isLockTimeout = (error: unknown) => (error as { code?: string } | null)?.code === '55P03';

/** Whether the statement would change nothing in the schema as it is, found from the catalog without taking a lock. */
async function changesNothing(db: SqlClient, text: string, trigger: ReturnType<typeof triggerOf>): Promise<boolean> {
  const column = ADD_COLUMN.exec(text);
  if (column) {
    const { rows } = await db.query('select 1 from pg_attribute where attrelid = to_regclass($1) and attname = $2 and not attisdropped', [column[1], column[2]]);
    return rows.length > 0;
  }
  const index = CREATE_INDEX.exec(text);
  if (index) {
    const { rows } = await db.query('select 1 where to_regclass($1) is not null', [index[1]]);
    return rows.length > 0;
  }
  if (trigger) {
    const { rows } = await db.query<{ mark: string | null }>("select obj_description(oid, 'pg_trigger') as mark from pg_trigger where tgname = $1 and tgrelid = to_regclass($2)", [trigger.name, trigger.table]);
    return rows[0]?.mark === trigger.mark;
  }
  return false;
}

/**
 * The client a process creates and changes its tables through at start. Two things keep a start from holding up
 * the product's requests:
 * - a column, an index or a trigger that is there already is not asked for again: `add column if not exists`,
 *   `create index if not exists` and `create or replace trigger` lock the table even when they change nothing, and
 *   an `alter table` waiting behind a long transaction (a read model being replaced, say) would hold up every request
 *   reading that table (a trigger counts as there when it carries the mark of the same statement);
 * - every statement waits at most LOCK_WAIT_MS for a table in use, then rests and tries again, so a start with
 *   something to change waits for its turn instead of queuing everyone behind it.
 */
export function schemaSetupClient(db: SqlClient, log: (line: string) => void = console.warn): SqlClient {
  let waitingSince: number | null = null;
  let lastNote = 0;
  const patiently = async <T>(work: (tx: SqlClient) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await db.transaction(async (tx) => {
          await tx.query(`set local lock_timeout = '${LOCK_WAIT_MS}ms'`);
          return work(tx);
        });
        waitingSince = null;
        return result;
      } catch (error) {
        if (!isLockTimeout(error)) throw error;
        waitingSince ??= Date.now();
        if (Date.now() - lastNote >= WAITING_NOTE_EVERY_MS) {
          lastNote = Date.now();
          log(`Setting up the tables waits for a table other transactions use (${Math.round((Date.now() - waitingSince) / 1000)} s so far).`);
        }
        const rest = Math.min(MAX_REST_MS, 250 * 2 ** Math.min(attempt, 5));
        await sleep(rest / 2 + Math.random() * (rest / 2));
      }
    }
  };
  const client: SqlClient = {
    query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
      const trigger = triggerOf(text);
      if (await changesNothing(db, text, trigger)) return { rows: [] as R[] };
      return patiently(async (tx) => {
        const result = await tx.query<R>(text, params, options);
        if (trigger) await tx.query(`comment on trigger ${trigger.name} on ${trigger.table} is '${trigger.mark}'`);
        return result;
      });
    },
    transaction: (fn) => patiently(fn),
  };
  return client;
}
