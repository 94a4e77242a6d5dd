/** At most this many files per upload. */
export const MAX_FILES = 50;
/** Each file, and all files together, must be under this size. */
export const MAX_BYTES = 10 * 1024 * 1024;
