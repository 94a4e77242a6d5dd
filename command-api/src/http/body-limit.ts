import type { RequestHandler } from 'express';

/** Refuses request bodies over `maxBytes` before they are read; uploads must state their length. */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const length = Number(req.headers['content-length']);
    if (!req.headers['content-length'] || Number.isNaN(length)) {
      if ((req.headers['content-type'] ?? '').startsWith('multipart/')) {
        res.status(411).json({ errors: [{ message: 'Uploads must state their length.', extensions: { code: 'INVALID_INPUT' } }] });
        return;
      }
      return next();
    }
    if (length > maxBytes) {
      res.status(413).json({ errors: [{ message: 'The upload is too large: all files together must be under 10 MB.', extensions: { code: 'INVALID_INPUT' } }] });
      return;
    }
    next();
  };
}
