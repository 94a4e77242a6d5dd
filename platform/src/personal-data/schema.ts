import type { SqlClient } from '../sql/sql-client';

/** Keys live apart from the events they protect; deleting a key erases its subject's data everywhere. */
export async function ensurePersonalDataSchema(db: SqlClient): Promise<void> {
  await db.query(`create table if not exists personal_data_keys (
    subject text primary key,
    key text not null,
    created_at timestamptz not null default now()
  )`);
  await db.query(`create table if not exists erased_subjects (
    subject text primary key,
    erased_at timestamptz not null default now()
  )`);
  // How many erasures each read model was rebuilt after: one short of the erased subjects holds a person's data still.
  await db.query(`create table if not exists read_model_erasures (
    processor text primary key,
    erased_subjects bigint not null
  )`);
}
