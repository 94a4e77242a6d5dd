import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The composition root's built entry points (the suites' global setup builds them). */
const SERVER_DIST = resolve(__dirname, '../../../server/dist');

/** One process of the product: the API (`main.js`) or a worker running the processors (`worker.js`). */
export interface ProductProcess {
  readonly name: string;
  readonly url: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Ends the process: SIGTERM lets it stop cleanly (killed after 20 s), SIGKILL is a crash. Resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

async function healthy(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process ended with ${child.exitCode}:\n${output()}`);
    const answer = await fetch(`${url}/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no /health answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** Starts `main.js` or `worker.js` with `env` on `port` (a free one when not given) and waits until its /health answers. */
export async function startProductProcess(name: string, entry: 'main' | 'worker', env: Record<string, string>, timeoutMs = 60_000, port?: number): Promise<ProductProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [resolve(SERVER_DIST, `${entry}.js`)], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PUBLIC_URL: url, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const output = () => log;
  try {
    await healthy(url, child, timeoutMs, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    url,
    output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const overdue = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(overdue);
    },
  };
}
