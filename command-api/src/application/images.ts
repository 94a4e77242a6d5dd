import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, safeFileName } from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import { MAX_UPLOAD_BYTES } from './uploads';
import type { UploadWorkers } from './upload-workers';

/** The public path of an image. */
export const imagePath = (fileId: string) => `/images/${fileId}`;

/**
 * An uploaded image as it is kept: decoded and encoded anew off the event loop, so only its pixels
 * are stored, never what else the uploaded bytes were (HTML, script). Refused with `code` otherwise.
 */
export async function reencodedUpload(workers: UploadWorkers, image: File, resourceId: string, code: ErrorCode): Promise<NewFile> {
  if (image.size >= MAX_UPLOAD_BYTES) throw new DomainError(code, 'Please choose a PNG or JPEG image under 10 MB.');
  const reading = await workers.reencodeImage(new Uint8Array(await image.arrayBuffer()));
  if ('refused' in reading) throw new DomainError(code, `${reading.refused} Please choose a PNG or JPEG image under 10 MB and 16 megapixels.`);
  const extension = reading.mediaType === 'image/png' ? 'png' : 'jpg';
  const filename = `${safeFileName(image.name).replace(/\.[^.]*$/, '')}.${extension}`;
  return { id: randomUUID(), resourceId, kind: 'none', filename, mediaType: reading.mediaType, bytes: reading.bytes };
}
