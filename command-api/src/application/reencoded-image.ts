import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { MAX_IMAGE_PIXELS, type ImageType } from '@pcbm/domain';
import { PNG } from 'pngjs';

const JPEG_QUALITY = 90;

export type ImageReading = { readonly mediaType: ImageType; readonly bytes: Uint8Array } | { readonly refused: string };

const isPng = (bytes: Uint8Array) => bytes.length > 24 && bytes[0] === 0x89 && String.fromCharCode(...bytes.subarray(1, 4)) === 'PNG' && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * Decodes an uploaded image and encodes it anew, so that what is kept is only pixels: a polyglot
 * (an image that is also HTML or script) loses everything but its picture. PNG stays PNG, JPEG stays
 * JPEG. The pixel count is checked from the header before anything is decoded.
 */
export function reencodeImage(bytes: Uint8Array): ImageReading {
  try {
    if (isPng(bytes)) {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (view.getUint32(16) * view.getUint32(20) > MAX_IMAGE_PIXELS) return { refused: 'The image has too many pixels.' };
      const image = PNG.sync.read(Buffer.from(bytes));
      // Only the pixels go on: text chunks and anything after the image stay behind.
      const clean = new PNG({ width: image.width, height: image.height });
      image.data.copy(clean.data);
      return { mediaType: 'image/png', bytes: new Uint8Array(PNG.sync.write(clean)) };
    }
    if (isJpeg(bytes)) {
      const image = decodeJpeg(bytes, { useTArray: true, maxResolutionInMP: MAX_IMAGE_PIXELS / (1024 * 1024), maxMemoryUsageInMB: 256 });
      // Only the pixels go on: comments and other segments stay behind.
      return { mediaType: 'image/jpeg', bytes: new Uint8Array(encodeJpeg({ width: image.width, height: image.height, data: image.data }, JPEG_QUALITY).data) };
    }
    return { refused: 'The file is not a PNG or JPEG image.' };
  } catch {
    return { refused: 'The image could not be read.' };
  }
}
