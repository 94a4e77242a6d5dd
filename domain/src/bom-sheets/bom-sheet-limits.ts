/** What the free plan of the BOM formatter takes: at most this many components (lines of the parts list) per file. */
export const MAX_SHEET_COMPONENTS = 300;

/** Rows a sheet shows to someone who has not signed in. */
export const SHEET_PREVIEW_ROWS = 3;

/** The largest file the formatter reads: 10 MB. */
export const MAX_SHEET_FILE_BYTES = 10 * 1024 * 1024;

/** The files the formatter reads, by extension. */
export const SHEET_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

/** The most of one part a row may count. */
export const MAX_SHEET_QUANTITY = 100_000;

/** The most designators one row may name, and the longest designator. */
export const MAX_ROW_DESIGNATORS = 2000;
export const MAX_DESIGNATOR_LENGTH = 50;

/** The longest text of a row's fields; a description may be longer. */
export const MAX_SHEET_TEXT = 100;
export const MAX_SHEET_DESCRIPTION = 2500;

/** How long a sheet formatted without signing in is kept for someone to claim it; then it and its original go. */
export const UNCLAIMED_SHEET_DAYS = 7;
