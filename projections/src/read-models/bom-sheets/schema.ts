/** The sheets of the BOM formatter: who owns each (null until claimed), the uploaded file and the formatted rows. */
export const bomSheetsSchema: readonly string[] = [
  `create table if not exists bom_sheets (
     sheet_id text primary key, owner_id text, original_file_id text not null, original_filename text not null,
     rows jsonb not null, created_on timestamptz not null, updated_on timestamptz not null)`,
  `create index if not exists bom_sheets_owner on bom_sheets (owner_id)`,
  // The sheets of nobody, by age, for their expiry.
  `create index if not exists bom_sheets_unclaimed on bom_sheets (created_on) where owner_id is null`,
];
