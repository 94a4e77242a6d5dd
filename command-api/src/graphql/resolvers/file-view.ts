import type { StoredFile, VersionedFile } from '@pcbm/platform';
import type { FileType, VersionedFileType } from '../types/file-types';

export const toFileView = (file: StoredFile): FileType => ({
  id: file.id,
  filename: file.filename,
  path: file.path,
  prefix: file.kind,
  resourceId: file.resourceId,
  tags: [],
  mediaType: file.mediaType,
  size: file.size,
  createdOn: file.createdOn,
});

export const toVersionedFileView = (file: VersionedFile): VersionedFileType => ({
  id: file.id,
  resourceId: file.resourceId,
  prefix: file.kind,
  current: toFileView(file.current),
  history: file.history.map(toFileView),
  tags: [],
  createdOn: file.createdOn,
  updatedOn: file.updatedOn,
});
