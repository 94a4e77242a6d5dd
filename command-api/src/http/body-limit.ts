import type { RequestHandler, Response } from 'express';

const tooLarge = (res: Response) =>
  res
    .status(413)
    .set('Connection', 'close')
    .json({ errors: [{ message: 'The upload is too large: all files together must be under 10 MB.', extensions: { code: 'INVALID_INPUT' } }] });

/**
 * Refuses request bodies over `maxBytes`: a stated length before anything is read, a body without
 * one (chunked) by counting the bytes that actually arrive. Uploads must state their length.
 * A chunked body is handed on read (`req.body`), which the GraphQL server takes as the body.
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const length = Number(req.headers['content-length']);
    if (req.headers['content-length'] && !Number.isNaN(length)) {
      if (length > maxBytes) {
        tooLarge(res);
        return;
      }
      return next();
    }
    if ((req.headers['content-type'] ?? '').startsWith('multipart/')) {
      res.status(411).json({ errors: [{ message: 'Uploads must state their length.', extensions: { code: 'INVALID_INPUT' } }] });
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        req.off('data', onData).off('end', onEnd);
        req.pause();
        tooLarge(res);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      req.body = Buffer.concat(chunks);
      next();
    };
    req.on('data', onData).once('end', onEnd).once('error', next);
  };
}
