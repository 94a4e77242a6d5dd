import { MAX_BYTES } from '../upload/upload-limits';

/**
 * Profile pictures, logos and heading images: PNG or JPEG only, under 10 MB and at most 16
 * megapixels. The server decodes every such image and encodes it anew, so only pixels are kept;
 * the browser checks type and size before sending.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** An image must be under this size, as every uploaded file. */
export const MAX_IMAGE_BYTES = MAX_BYTES;

/** An image may hold at most this many pixels (16 megapixels, 64 MB decoded): more is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 16 * 1024 * 1024;

/** What to choose instead of an image that is refused. */
export const IMAGE_RULE_MESSAGE = 'Please choose a PNG or JPEG image under 10 MB and 16 megapixels.';
/** What to choose instead of an image that is too large to send. */
export const IMAGE_SIZE_MESSAGE = 'Please choose a PNG or JPEG image under 10 MB.';

/** Whether a media type is one of the image types. */
export const isImageType = (mediaType: string): mediaType is ImageType => (IMAGE_TYPES as readonly string[]).includes(mediaType);

/** Why an image cannot be sent, as the key of its message (wrong type, too large), or null when it can. */
export function imageProblem(file: { readonly type: string; readonly size: number }): 'imageType' | 'imageSize' | null {
  if (!isImageType(file.type)) return 'imageType';
  if (file.size >= MAX_IMAGE_BYTES) return 'imageSize';
  return null;
}
