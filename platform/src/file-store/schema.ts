import type { SqlClient } from '../sql/sql-client';

/** Creates the file metadata table when it is missing. */
export async function ensureFileStoreSchema(db: SqlClient): Promise<void> {
  await db.query(`create table if not exists stored_files (
    id uuid primary key,
    versioned_file_id uuid not null,
    version integer not null,
    filename text not null,
    path text not null,
    kind text not null,
    resource_id text not null,
    media_type text not null,
    size integer not null,
    sha256 text not null,
    created_on timestamptz not null default now(),
    unique (versioned_file_id, version)
  )`);
  // No statement picks files by what they belong to: an index on it only cost every upload a write.
  await db.query('drop index if exists stored_files_resource');
}
