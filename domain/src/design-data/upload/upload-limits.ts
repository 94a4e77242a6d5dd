/** At most this many files per upload (after zip archives are opened). */
export const MAX_UPLOAD_FILES = 50;
/** Each file, and the whole upload, must be under this many bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A byte count as the messages show it. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
