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

/**
 * Sends a PDF to be shown by the browser's own viewer inside this product's pages: inline, under its name, framed only
 * by this origin. The viewer does not run in a sandboxed document, so only PDFs the server checked or wrote come here.
 */
export function sendViewablePdf(res: Response, file: { filename: string; bytes: Uint8Array }): void {
  res
    .status(200)
    .type('application/pdf')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'")
    .set('X-Frame-Options', 'SAMEORIGIN')
    .set('Referrer-Policy', 'no-referrer')
    .set('Cache-Control', 'private, no-store')
    .set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
  res.send(Buffer.from(file.bytes));
}
