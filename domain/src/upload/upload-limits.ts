/** At most this many files per upload. */
export const MAX_FILES = 50;
/** Each file, and all files together, must be under this size. */
export const MAX_BYTES = 10 * 1024 * 1024;
/** An archive may hold at most this many entries, folders and skipped entries included. */
export const MAX_ARCHIVE_ENTRIES = 1000;
/** An archive may unpack to at most this many times its own size (once past a megabyte): more is a bomb. */
export const MAX_COMPRESSION_RATIO = 100;
