import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOMY_THROTTLING } from '@pcbm/platform/testing';
import type { ProductStorage } from './product-storage';

export interface ProductProcess {
  /** The first API's address. */
  readonly url: string;
  /** Every API's address (one unless started with several). */
  readonly urls: readonly string[];
  /** The processes' ids (APIs and workers), to read their CPU time. */
  readonly pids: readonly number[];
  /** From spawning until the product printed that it is running (demo seed and projection catch-up included). */
  readonly startSeconds: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** How the product runs: the processors inside the API (no workers) or in that many worker processes beside the APIs. */
export interface ProductShape {
  readonly workers: number;
  /** API processes, each on a port of its own; more than one needs workers, as the product runs scaled out. */
  readonly apis: number;
}

/**
 * Starts `node server/dist/main.js` as a child on a free port; with `workers`, the API alone (PROJECTIONS=worker)
 * beside that many `server/dist/worker.js` processes, as the product runs scaled out, and `apis` API processes. NODE_ENV=test: production seeds
 * no demo companies and has no demo accounts, which the load runs sign in with; test is what the API suites run, and
 * differs from development only in the development redirect addresses of sign-in clients.
 */
export async function startProduct(storage: ProductStorage, { workers, apis }: ProductShape): Promise<ProductProcess> {
  if (workers > 0 && !storage.databaseUrl) throw new Error('workers run on PostgreSQL only: set DATABASE_URL');
  if (apis > 1 && workers === 0) throw new Error('several APIs run beside worker processes: set LOAD_WORKERS too');
  const ports: number[] = [];
  for (let api = 0; api < apis; api++) ports.push(await freePort());
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    // Sign-in and its redirects go to the first API; a token is good on every API of the product.
    PUBLIC_URL: urls[0],
    DATA_DIR: storage.dataDir,
    OIDC_ACCESS_TOKEN_SECONDS: '3600',
    ...ROOMY_THROTTLING,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    ...(workers > 0 ? { PROJECTIONS: 'worker' } : {}),
  };
  const started = performance.now();
  const children: ChildProcess[] = [];
  try {
    // The workers first: the API's start waits for nothing they do, but its first requests would.
    for (let worker = 0; worker < workers; worker++) children.push(await startChild('worker.js', { ...env, PORT: String(await freePort()) }, 'Processors running'));
    for (const port of ports) children.push(await startChild('main.js', { ...env, PORT: String(port) }, 'PCB Marketplace is running'));
  } catch (error) {
    await Promise.all(children.map(stopChild));
    throw error;
  }
  const startSeconds = (performance.now() - started) / 1000;
  const pids = children.map((child) => child.pid!);
  return { url: urls[0], urls, pids, startSeconds, stop: async () => void (await Promise.all(children.reverse().map(stopChild))) };
}

/**
 * The flags `npm start`, `npm run worker` and the image run the product with: a larger young generation (LOAD_NODE_FLAGS
 * replaces them, `LOAD_NODE_FLAGS=` runs Node.js's defaults, for comparison).
 */
const PRODUCT_NODE_FLAGS = (process.env.LOAD_NODE_FLAGS ?? '--max-semi-space-size=64').split(' ').filter((flag) => flag !== '');

/** Starts `node server/dist/<script>` and waits until it prints `ready`. */
async function startChild(script: string, env: Record<string, string | undefined>, ready: string): Promise<ChildProcess> {
  // LOAD_CPU_PROFILE=<folder>: each process writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.LOAD_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...PRODUCT_NODE_FLAGS, ...profile, join(__dirname, '..', script)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready:\n${output}`)));
  });
  return child;
}

/** SIGTERM (the product closes its system), SIGKILL after 30 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
