import type { FileUse } from './file-use';

/** A file accepted into the upload, with its decoded text and what it is used for. */
export interface UploadedFile {
  /** The file name without folders; unique within an upload. */
  readonly name: string;
  /** Where it came from: its folders and, for archive entries, the archive. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** The decoded text, '' for binary files such as spreadsheets. */
  readonly text: string;
  readonly use: FileUse;
}
