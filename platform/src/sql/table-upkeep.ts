import { PeriodicTask } from '../mail/periodic-task';
import type { SqlClient } from './sql-client';

/** The tables one round of upkeep vacuumed and analyzed (schema-qualified names). */
export interface TableUpkeep {
  readonly vacuumed: readonly string[];
  readonly analyzed: readonly string[];
}

interface DueTable {
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * One round of what autovacuum does on a PostgreSQL server, for a database where it never runs: the embedded PGlite
 * starts no background workers, so nothing there removes the row versions that updates and deletes leave behind or
 * brings the planner's statistics up to date while the product runs. A table is vacuumed when its dead rows, or the
 * rows inserted since its last vacuum, pass autovacuum's default thresholds (50 + 20 % of its rows, and 1,000 + 20 %),
 * and analyzed when its changes since the last analysis pass 50 + 10 %. Only the product's tables (those on the search
 * path) are looked at. Run outside a transaction: `vacuum` cannot run inside one.
 */
export async function upkeepTables(db: SqlClient): Promise<TableUpkeep> {
  const { rows } = await db.query<DueTable>(
    `select * from (
       select format('%I.%I', schemaname, relname) as name,
         (n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) as vacuum,
         n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
       from pg_stat_user_tables
       where schemaname = any(current_schemas(false))
     ) as due
     where due.vacuum or due.analyze
     order by name`,
  );
  for (const { name, vacuum, analyze } of rows) {
    await db.query(vacuum ? `vacuum ${analyze ? '(analyze) ' : ''}${name}` : `analyze ${name}`);
  }
  return { vacuumed: rows.filter((row) => row.vacuum).map((row) => row.name), analyzed: rows.filter((row) => row.analyze).map((row) => row.name) };
}

/**
 * Upkeep rounds every `intervalMs`, the first after one rest so a start is not held up; a round that had work is told
 * in the log with its time, since each of its statements holds PGlite's one thread.
 */
export function tableUpkeepTask(db: SqlClient, intervalMs: number): PeriodicTask<void> {
  const names = (tables: readonly string[]) => (tables.length > 0 ? tables.join(', ') : 'none');
  const round = async () => {
    const started = performance.now();
    const { vacuumed, analyzed } = await upkeepTables(db);
    if (vacuumed.length + analyzed.length === 0) return;
    console.log(`Table upkeep: vacuumed ${names(vacuumed)}; analyzed ${names(analyzed)} (${Math.round(performance.now() - started)} ms)`);
  };
  return new PeriodicTask('table-upkeep', round, intervalMs, undefined, true);
}
