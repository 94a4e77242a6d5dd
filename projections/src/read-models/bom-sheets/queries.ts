import type { BomSheetRow } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';

/** A sheet of the BOM formatter as it was last written. */
export interface BomSheetRecord {
  readonly id: string;
  readonly ownerId: string | null;
  readonly original: { readonly fileId: string; readonly filename: string };
  readonly rows: BomSheetRow[];
  readonly createdOn: Date;
  readonly updatedOn: Date;
}

interface Stored {
  sheet_id: string;
  owner_id: string | null;
  original_file_id: string;
  original_filename: string;
  rows: BomSheetRow[];
  created_on: Date;
  updated_on: Date;
}

/** The sheet with this id, or null. */
export async function findBomSheet(db: SqlClient, sheetId: string): Promise<BomSheetRecord | null> {
  const { rows } = await db.query<Stored>(
    'select sheet_id, owner_id, original_file_id, original_filename, rows, created_on, updated_on from bom_sheets where sheet_id = $1',
    [sheetId],
  );
  const stored = rows[0];
  if (!stored) return null;
  return {
    id: stored.sheet_id,
    ownerId: stored.owner_id,
    original: { fileId: stored.original_file_id, filename: stored.original_filename },
    rows: stored.rows,
    createdOn: new Date(stored.created_on),
    updatedOn: new Date(stored.updated_on),
  };
}

/** Sheets nobody claimed, formatted before `before`, oldest first: the ones due to expire. */
export async function unclaimedSheetsBefore(db: SqlClient, before: Date, limit: number): Promise<{ sheetId: string; originalFileId: string }[]> {
  const { rows } = await db.query<{ sheet_id: string; original_file_id: string }>(
    'select sheet_id, original_file_id from bom_sheets where owner_id is null and created_on < $1 order by created_on, sheet_id limit $2',
    [before.toISOString(), limit],
  );
  return rows.map((row) => ({ sheetId: row.sheet_id, originalFileId: row.original_file_id }));
}
