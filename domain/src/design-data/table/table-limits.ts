/** A table file must be under the upload limit for a single file. */
export const MAX_TABLE_FILE_BYTES = 10 * 1024 * 1024;
/** Spreadsheets are zip archives whose XML can unpack far beyond the file size; this caps the unpacked parts. */
export const MAX_UNPACKED_SPREADSHEET_BYTES = 100 * 1024 * 1024;
/** More rows than this is no parts list or placement list. */
export const MAX_TABLE_ROWS = 100_000;
/** More filled columns than this is no parts list or placement list. */
export const MAX_TABLE_COLUMNS = 1_000;
