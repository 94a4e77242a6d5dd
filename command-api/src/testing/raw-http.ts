import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

export interface HeldRequest {
  /** Sends the rest of the body and waits for the answer. */
  finish(rest?: Buffer | string): Promise<RawResponse>;
}

const answer = (req: ReturnType<typeof request>) =>
  new Promise<RawResponse>((resolve, reject) => {
    // A server that refuses a body may close the connection while the rest is still being sent.
    req.on('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.once('error', reject);
    });
  });

/**
 * Starts a request and keeps its body unfinished, so that it stays in flight. Resolves once the
 * server has taken the request (it answered `Expect: 100-continue`).
 */
export function holdRequest(url: string, headers: OutgoingHttpHeaders, start: Buffer | string): Promise<HeldRequest> {
  const req = request(url, { method: 'POST', headers: { ...headers, expect: '100-continue' }, agent: false });
  const response = answer(req);
  response.catch(() => undefined);
  return new Promise((resolve, reject) => {
    req.once('error', reject);
    req.once('continue', () => {
      req.write(start);
      resolve({
        finish(rest) {
          req.end(rest);
          return response;
        },
      });
    });
    req.flushHeaders();
  });
}

/** Sends a request from a chosen local address (any of 127.0.0.0/8 reaches a server on 127.0.0.1); the body goes chunked when asked. */
export function send(url: string, options: { method?: string; headers?: OutgoingHttpHeaders; body?: Buffer | string; chunks?: (Buffer | string)[]; localAddress?: string }): Promise<RawResponse> {
  const req = request(url, { method: options.method ?? 'POST', headers: options.headers, localAddress: options.localAddress, agent: false });
  const response = answer(req);
  if (options.chunks) {
    for (const chunk of options.chunks) if (!req.destroyed) req.write(chunk);
    req.end();
  } else req.end(options.body);
  return response;
}
