import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, safeFileName } from '@pcbm/domain';
import type { FileStore, SqlClient } from '@pcbm/platform';
import { MAX_UPLOAD_BYTES } from './uploads';

/** Image types by their first bytes: a name or a declared type can lie, the content cannot. */
function imageTypeOf(bytes: Uint8Array): string | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'image/gif';
  if (String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

/** The public path of an image. */
export const imagePath = (fileId: string) => `/images/${fileId}`;

/** Stores a profile, logo or heading image of a person or company; refuses anything that is not a PNG, JPEG, GIF or WebP image. */
export async function storeImage(deps: { db: SqlClient & { transaction: SqlClient['transaction'] }; files: FileStore }, ownerId: string, image: File, code: ErrorCode): Promise<string> {
  const bytes = new Uint8Array(await image.arrayBuffer());
  const mediaType = imageTypeOf(bytes);
  if (!mediaType || bytes.byteLength >= MAX_UPLOAD_BYTES) throw new DomainError(code, 'Please choose a PNG, JPEG, GIF or WebP image under 10 MB.');
  const file = { id: randomUUID(), resourceId: ownerId, kind: 'none' as const, filename: safeFileName(image.name), mediaType, bytes };
  await deps.files.writeContent(file);
  await deps.db.transaction((tx) => deps.files.recordMetadata(tx, file));
  return file.id;
}
