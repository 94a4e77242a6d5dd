import type { SqlClient } from './sql-client';

/**
 * Tables count as stale when, since their last analysis, at least this many rows changed and at least a tenth of
 * them (autovacuum's default rule, with a floor so small tables are left alone).
 */
const STALE_AFTER_CHANGES = 1000;

/**
 * Analyzes the product's tables (those on the search path) whose statistics are stale and returns their names. The planner chooses its plans from these
 * statistics: after a start that read a long log, or a rebuild, tables filled in minutes have none yet (or none at
 * all where autovacuum is off), and a list of 20 requests can end up sorting every request. Run after such bulk
 * work; autovacuum keeps them current in between.
 */
export async function analyzeStaleTables(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
     where schemaname = any(current_schemas(false)) and n_mod_since_analyze >= $1 and n_mod_since_analyze > n_live_tup / 10
     order by relname`,
    [STALE_AFTER_CHANGES],
  );
  for (const { name } of rows) await db.query(`analyze ${name}`);
  return rows.map((row) => row.name);
}
