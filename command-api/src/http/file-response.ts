import { INLINE_IMAGE_TYPES, servedMediaType } from '@pcbm/domain';
import type { Response } from 'express';

/**
 * Sends a stored file with the type its content shows, never the one its uploader declared. Only
 * pictures are shown inline, and only where `inline` asks for it; everything else is a download,
 * and anything off the allow-list is served as plain bytes. No file response may run script.
 */
export function sendStoredFile(res: Response, file: { filename: string; bytes: Uint8Array }, options: { inline: boolean; cacheControl: string }): void {
  const type = servedMediaType(file.bytes, file.filename);
  const inline = options.inline && type !== null && INLINE_IMAGE_TYPES.includes(type);
  res
    .status(200)
    .type(type ?? 'application/octet-stream')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Security-Policy', "default-src 'none'; sandbox")
    .set('Cache-Control', options.cacheControl);
  if (!inline) res.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  res.send(Buffer.from(file.bytes));
}
