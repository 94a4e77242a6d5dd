import { IMAGE_TYPES } from './image-rule';

/** The only media types a stored file is ever served as; anything else is served as a download of bytes. */
export const SERVED_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
  'application/json',
] as const;
export type ServedMediaType = (typeof SERVED_MEDIA_TYPES)[number];

/** The media types that can be shown inline, in an `<img>`: the images people and companies show. */
export const INLINE_IMAGE_TYPES: readonly ServedMediaType[] = IMAGE_TYPES;

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, at) => bytes[at] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

const TEXT_SAMPLE_BYTES = 64 * 1024;

/** UTF-8 text without control characters or markup a browser could run. */
function isPlainText(bytes: Uint8Array): boolean {
  try {
    // A stream decode does not fail on a character cut at the end of the sample.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, TEXT_SAMPLE_BYTES), { stream: true });
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000e-\u001f]/.test(text) && !/<\s*(html|script|svg|body|iframe|!doctype)/i.test(text);
  } catch {
    return false;
  }
}

/**
 * The media type a stored file is served as, decided by its content (its name only tells a
 * spreadsheet from another zip, or a CSV from other text): one of the allow-list, or null for
 * anything else, which is then served only as a download of bytes. What the uploader declared is
 * never used.
 */
export function servedMediaType(bytes: Uint8Array, filename: string): ServedMediaType | null {
  const extension = extensionOf(filename);
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06)) {
    if (extension === 'xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (extension === 'ods') return 'application/vnd.oasis.opendocument.spreadsheet';
    return 'application/zip';
  }
  if (!isPlainText(bytes)) return null;
  if (extension === 'csv') return 'text/csv';
  if (extension === 'json') {
    try {
      JSON.parse(new TextDecoder().decode(bytes));
      return 'application/json';
    } catch {
      return null;
    }
  }
  return null;
}
