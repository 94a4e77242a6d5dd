import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithUploadProgress } from './upload-progress';

describe('a fetch that tells how much of an upload has gone', () => {
  let server: Server;
  let url: string;
  const received: { method?: string; header?: string; bytes: number }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        received.push({ method: request.method, header: request.headers['x-graphql-yoga-csrf'] as string | undefined, bytes });
        response.setHeader('access-control-allow-origin', '*');
        response.setHeader('access-control-allow-headers', '*');
        if (request.method === 'OPTIONS') return response.end();
        response.setHeader('content-type', 'application/json');
        response.statusCode = request.url === '/refused' ? 400 : 200;
        response.end(JSON.stringify({ data: { received: bytes } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('given a file to send, when it is posted, then the progress reaches the whole and the answer reads as fetch’s would', async () => {
    const seen: [number, number][] = [];
    const body = new Uint8Array(200_000);
    const response = await fetchWithUploadProgress((sent, total) => seen.push([sent, total]))(`${url}/graphql`, { method: 'POST', headers: { 'x-graphql-yoga-csrf': '1' }, body });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const answer = (await response.json()) as { data: { received: number } };
    expect(answer.data.received).toBe(200_000);
    expect(received.at(-1)).toMatchObject({ method: 'POST', header: '1' });
    expect(seen.length).toBeGreaterThan(0);
    const [sent, total] = seen.at(-1)!;
    expect(sent).toBe(total);
  });

  it('given an answer that is an error status, when it comes, then it is a response with that status, not a failure', async () => {
    const response = await fetchWithUploadProgress(() => undefined)(`${url}/refused`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ data: { received: 1 } });
  });

  it('given a server that is not there, when posting, then it fails as fetch fails', async () => {
    // The test browser reports the refused connection on the console as well.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchWithUploadProgress(() => undefined)('http://127.0.0.1:1/graphql', { method: 'POST', body: 'x' })).rejects.toThrow('Failed to fetch');
    jest.restoreAllMocks();
  });

  it('given an aborted signal, when posting, then it is refused as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchWithUploadProgress(() => undefined)(`${url}/graphql`, { method: 'POST', body: 'x', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
