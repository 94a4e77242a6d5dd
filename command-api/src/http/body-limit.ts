import type { Request, RequestHandler, Response } from 'express';
import { bearerToken, type TokenAuthenticator } from './authentication';

const refuse = (res: Response, message: string) =>
  res.status(413).set('Connection', 'close').json({ errors: [{ message, extensions: { code: 'INVALID_INPUT' } }] });

const TOO_LARGE = 'The upload is too large: all files together must be under 10 MB.';

export interface BodyLimits {
  /** The most any body may hold. */
  readonly maxBytes: number;
  /**
   * The most a body other than an upload may hold without a valid sign-in: such a body is parsed and its variables
   * checked before any permission is, so its size is the work anyone may ask of the server.
   */
  readonly withoutSignIn?: { readonly maxBytes: number; readonly authenticate: TokenAuthenticator };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The limit for this request's body and what a refusal says; null when the request was answered already (a sign-in
 * that is not valid). Only bodies that may be larger than the limit without a sign-in have their token checked here.
 */
async function limitOf(req: Request, res: Response, limits: BodyLimits, stated: number | null): Promise<{ bytes: number; message: string } | null> {
  const full = { bytes: limits.maxBytes, message: TOO_LARGE };
  const anonymous = limits.withoutSignIn;
  if (!anonymous || (req.headers['content-type'] ?? '').startsWith('multipart/')) return full;
  if (stated !== null && stated <= anonymous.maxBytes) return full;
  const token = bearerToken(req.headers.authorization);
  if (!token) return { bytes: anonymous.maxBytes, message: `A request without a sign-in must be under ${megabytes(anonymous.maxBytes)}. Please sign in.` };
  try {
    await anonymous.authenticate(token);
    return full;
  } catch {
    res.status(401).json({ errors: [{ message: 'Your sign-in has expired or is not valid. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] });
    return null;
  }
}

/**
 * Refuses request bodies over their limit: a stated length before anything is read, a body without
 * one (chunked) by counting the bytes that actually arrive. Uploads must state their length.
 * A chunked body is handed on read (`req.body`), which the GraphQL server takes as the body.
 */
export function bodyLimit(limits: BodyLimits): RequestHandler {
  return async (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const length = Number(req.headers['content-length']);
    const stated = req.headers['content-length'] && !Number.isNaN(length) ? length : null;
    const limit = await limitOf(req, res, limits, stated);
    if (!limit) return;
    if (stated !== null) {
      if (stated > limit.bytes) {
        refuse(res, limit.message);
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
      if (received > limit.bytes) {
        req.off('data', onData).off('end', onEnd);
        req.pause();
        refuse(res, limit.message);
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
