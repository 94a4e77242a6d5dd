import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { safeFileName, type FileKind } from '@pcbm/domain';
import type { SqlClient } from '../sql/sql-client';
import type { FileStore, NewFile, StoredFile, VersionedFile } from './file-store';

interface FileRow {
  id: string;
  versioned_file_id: string;
  version: number;
  filename: string;
  path: string;
  kind: string;
  resource_id: string;
  media_type: string;
  size: number;
  sha256: string;
  created_on: Date | string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  versionedFileId: row.versioned_file_id,
  version: row.version,
  filename: row.filename,
  path: row.path,
  kind: row.kind as FileKind,
  resourceId: row.resource_id,
  mediaType: row.media_type,
  size: row.size,
  sha256: row.sha256,
  createdOn: new Date(row.created_on),
});

/** Files on local disk (the embedded default); only uuids name the files on disk, never user input. */
export class LocalFileStore implements FileStore {
  constructor(
    private readonly db: SqlClient,
    private readonly directory: string,
  ) {}

  private location(fileId: string): string {
    if (!UUID.test(fileId)) throw new Error('invalid file id');
    return join(this.directory, fileId.slice(0, 2), fileId);
  }

  async writeContent(file: NewFile): Promise<void> {
    const location = this.location(file.id);
    await mkdir(join(location, '..'), { recursive: true });
    await writeFile(location, file.bytes);
  }

  async recordMetadata(tx: SqlClient, file: NewFile): Promise<StoredFile> {
    const filename = safeFileName(file.filename);
    const versionedFileId = file.versionedFileId ?? file.id;
    const { rows } = await tx.query<FileRow>(
      `insert into stored_files (id, versioned_file_id, version, filename, path, kind, resource_id, media_type, size, sha256)
       values ($1, $2, coalesce((select max(version) from stored_files where versioned_file_id = $2), 0) + 1,
               $3, $4, $5, $6, $7, $8, $9)
       returning *`,
      [
        file.id,
        versionedFileId,
        filename,
        `/files/${file.id}/${encodeURIComponent(filename.toLowerCase())}`,
        file.kind,
        file.resourceId,
        file.mediaType || 'application/octet-stream',
        file.bytes.byteLength,
        createHash('sha256').update(file.bytes).digest('hex'),
      ],
    );
    return toStoredFile(rows[0]);
  }

  async discard(fileId: string): Promise<void> {
    await rm(this.location(fileId), { force: true });
  }

  async remove(fileId: string): Promise<void> {
    const location = this.location(fileId);
    await this.db.query('delete from stored_files where id = $1', [fileId]);
    await rm(location, { force: true });
  }

  async get(fileId: string): Promise<StoredFile | null> {
    if (!UUID.test(fileId)) return null;
    const { rows } = await this.db.query<FileRow>('select * from stored_files where id = $1', [fileId]);
    return rows[0] ? toStoredFile(rows[0]) : null;
  }

  async read(fileId: string): Promise<Uint8Array> {
    return new Uint8Array(await readFile(this.location(fileId)));
  }

  async versions(versionedFileId: string): Promise<VersionedFile | null> {
    if (!UUID.test(versionedFileId)) return null;
    const { rows } = await this.db.query<FileRow>(
      'select * from stored_files where versioned_file_id = $1 order by version desc',
      [versionedFileId],
    );
    if (rows.length === 0) return null;
    const files = rows.map(toStoredFile);
    return {
      id: versionedFileId,
      resourceId: files[0].resourceId,
      kind: files[0].kind,
      current: files[0],
      history: files.slice(1),
      createdOn: files[files.length - 1].createdOn,
      updatedOn: files[0].createdOn,
    };
  }
}
