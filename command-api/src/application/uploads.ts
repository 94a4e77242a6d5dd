import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, looksLikePdf, safeFileName, type FileKind, type FileReference } from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';

export const MAX_FILES_PER_UPLOAD = 50;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadPart {
  readonly kind: FileKind;
  readonly file: File;
}

/** Reads uploaded parts into files for the store, refusing what breaks the upload limits. */
export async function readUploads(parts: readonly UploadPart[], resourceId: string): Promise<NewFile[]> {
  if (parts.length > MAX_FILES_PER_UPLOAD) {
    throw new DomainError(ErrorCode.INVALID_INPUT, `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`);
  }
  let total = 0;
  const files: NewFile[] = [];
  for (const { kind, file } of parts) {
    if (file.size >= MAX_UPLOAD_BYTES) {
      throw new DomainError(ErrorCode.INVALID_INPUT, `${safeFileName(file.name)} is too large: each file must be under 10 MB.`);
    }
    total += file.size;
    if (total >= MAX_UPLOAD_BYTES) throw new DomainError(ErrorCode.INVALID_INPUT, 'All files together must be under 10 MB.');
    files.push({
      id: randomUUID(),
      resourceId,
      kind,
      filename: safeFileName(file.name),
      mediaType: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
  }
  return files;
}

/** A quote must be a PDF, by content. */
export async function readQuoteUpload(file: File, orderId: string): Promise<NewFile> {
  const [quote] = await readUploads([{ kind: 'quote', file }], orderId);
  if (!looksLikePdf(quote.bytes)) throw new DomainError(ErrorCode.QUOTE_ADD_FAILED, 'A quote must be a PDF file.');
  return { ...quote, mediaType: 'application/pdf' };
}

/** A JSON document stored as a file, such as the parts list sent as component rows. */
export function jsonFile(kind: FileKind, filename: string, value: unknown, resourceId: string): NewFile {
  return {
    id: randomUUID(),
    resourceId,
    kind,
    filename,
    mediaType: 'application/json',
    bytes: new TextEncoder().encode(JSON.stringify(value)),
  };
}

export const referenceTo = (file: NewFile): FileReference => ({ fileId: file.id, filename: file.filename });
