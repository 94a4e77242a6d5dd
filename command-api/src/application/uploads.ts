import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, looksLikePdf, safeFileName, servedMediaType, type FileKind, type FileReference } from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import type { UploadWorkers } from './upload-workers';

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
    const filename = safeFileName(file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The type is what the content shows; the one the uploader declared is never kept.
    files.push({ id: randomUUID(), resourceId, kind, filename, mediaType: servedMediaType(bytes, filename) ?? 'application/octet-stream', bytes });
  }
  return files;
}

/** A quote must be a PDF, by content: it starts like one and parses as one (read off the event loop). */
export async function readQuoteUpload(workers: UploadWorkers, file: File, orderId: string): Promise<NewFile> {
  const [quote] = await readUploads([{ kind: 'quote', file }], orderId);
  if (!looksLikePdf(quote.bytes) || !(await workers.isReadablePdf(quote.bytes))) throw new DomainError(ErrorCode.QUOTE_ADD_FAILED, 'A quote must be a PDF file that can be opened.');
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

/** The design files of an order's upload fields, any of them left out. */
export interface DesignUploads {
  readonly preview?: File | null;
  readonly pcb?: File | null;
  readonly job?: File | null;
  readonly originalJob?: File | null;
  readonly placement?: File | null;
  readonly originalPlacement?: File | null;
  readonly originalBom?: File | null;
  readonly additionalFiles?: readonly File[] | null;
}

const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function';

/** Reads an order's upload fields into files of the spec's kinds (within the upload limits), and finds them by kind. */
export async function readDesignUploads(uploads: DesignUploads, resourceId: string): Promise<{ stored: NewFile[]; find: (kind: FileKind) => NewFile | undefined }> {
  const named: [FileKind, File | null | undefined][] = [
    ['preview', uploads.preview],
    ['pcb', uploads.pcb],
    ['gerberjob', uploads.job],
    ['original_gerberjob', uploads.originalJob],
    ['placement', uploads.placement],
    ['original_placement', uploads.originalPlacement],
    ['original_bom', uploads.originalBom],
  ];
  const parts: UploadPart[] = [
    ...named.filter((entry): entry is [FileKind, File] => isFile(entry[1])).map(([kind, file]) => ({ kind, file })),
    ...(uploads.additionalFiles ?? []).map((file) => ({ kind: 'additional' as const, file })),
  ];
  const stored = await readUploads(parts, resourceId);
  return { stored, find: (kind) => stored.find((file) => file.kind === kind) };
}
