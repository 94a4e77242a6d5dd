import type { FileKind } from '@pcbm/domain';
import type { SqlClient } from '../sql/sql-client';

/** One version of a stored file. */
export interface StoredFile {
  readonly id: string;
  readonly versionedFileId: string;
  readonly version: number;
  readonly filename: string;
  /** Lower-cased download path below the file server. */
  readonly path: string;
  readonly kind: FileKind;
  readonly resourceId: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
  readonly createdOn: Date;
}

/** A file with all its versions, newest first in `history` after `current`. */
export interface VersionedFile {
  readonly id: string;
  readonly resourceId: string;
  readonly kind: FileKind;
  readonly current: StoredFile;
  readonly history: readonly StoredFile[];
  readonly createdOn: Date;
  readonly updatedOn: Date;
}

export interface NewFile {
  readonly id: string;
  readonly resourceId: string;
  readonly kind: FileKind;
  readonly filename: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
  /** Adds a new version to this versioned file instead of starting a new one. */
  readonly versionedFileId?: string;
}

/**
 * Versioned files. Bytes are written first and their metadata inside the caller's transaction,
 * so a refused or failed command leaves no file behind (`discard` removes the bytes).
 */
export interface FileStore {
  writeContent(file: NewFile): Promise<void>;
  recordMetadata(tx: SqlClient, file: NewFile): Promise<StoredFile>;
  discard(fileId: string): Promise<void>;
  /** Deletes a stored file for good: its metadata, then its bytes. */
  remove(fileId: string): Promise<void>;
  get(fileId: string): Promise<StoredFile | null>;
  read(fileId: string): Promise<Uint8Array>;
  versions(versionedFileId: string): Promise<VersionedFile | null>;
}
