import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, IMAGE_RULE_MESSAGE, IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES, safeFileName } from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import type { UploadWorkers } from './upload-workers';

/** The public path of an image. */
export const imagePath = (fileId: string) => `/images/${fileId}`;

/**
 * An uploaded image as it is kept: decoded and encoded anew off the event loop, so only its pixels
 * are stored, never what else the uploaded bytes were (HTML, script). Refused with `code` otherwise.
 */
export async function reencodedUpload(workers: UploadWorkers, image: File, resourceId: string, code: ErrorCode): Promise<NewFile> {
  if (image.size >= MAX_IMAGE_BYTES) throw new DomainError(code, IMAGE_SIZE_MESSAGE);
  const reading = await workers.reencodeImage(new Uint8Array(await image.arrayBuffer()));
  if ('refused' in reading) throw new DomainError(code, `${reading.refused} ${IMAGE_RULE_MESSAGE}`);
  const extension = reading.mediaType === 'image/png' ? 'png' : 'jpg';
  const filename = `${safeFileName(image.name).replace(/\.[^.]*$/, '')}.${extension}`;
  return { id: randomUUID(), resourceId, kind: 'none', filename, mediaType: reading.mediaType, bytes: reading.bytes };
}
