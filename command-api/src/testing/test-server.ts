import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareLogPositions, loadConfig, readCheckpoints, type Clock } from '@pcbm/platform';
import { isolatedPostgres, ROOMY_THROTTLING } from '@pcbm/platform/testing';
import { readModelProjectors } from '@pcbm/projections';
import { createSystem, type System } from '@pcbm/server';

export interface TestServer {
  readonly url: string;
  readonly system: System;
  close(): Promise<void>;
}

/**
 * The whole product on an ephemeral port, in a fresh data folder: PGlite, or PostgreSQL when
 * DATABASE_URL is set, with the embedded issuer and the demo accounts.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { clock?: Clock } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pcbm-api-'));
  const postgres = process.env.DATABASE_URL ? await isolatedPostgres(process.env.DATABASE_URL) : null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    ...ROOMY_THROTTLING,
    // Suites check what commands decide; on a busy test machine one append can outlast the product's short budgets.
    COMMAND_TURN_MS: '10000',
    COMMAND_RETRY_MS: '5000',
    // Beside Kafka's and Keycloak's servers on two cores a read model has been seen more than 5 s behind.
    READ_MODEL_WAIT_MS: '20000',
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const system = await createSystem(config, undefined, options.clock);
  await readModelsHoldTheLog(system);
  server.on('request', system.app);
  return {
    url,
    system,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await system.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until every read model this process runs has read the whole log written so far (the demo data, say), unless
 * its processor is failing. The product starts serving once its read models have read what was readable; on a
 * PostgreSQL server that other suites keep busy, an older transaction still open elsewhere can hold the newest events
 * back for a moment, and a suite asking at once would find the demo producers missing.
 */
async function readModelsHoldTheLog(system: System, timeoutMs = 20_000): Promise<void> {
  const { db } = system.services;
  const { rows } = await db.query<{ transaction_id: string; global_position: string }>(
    'select transaction_id::text as transaction_id, global_position::text as global_position from events order by transaction_id desc, global_position desc limit 1',
  );
  if (rows.length === 0) return;
  const last = { transactionId: rows[0].transaction_id, globalPosition: rows[0].global_position };
  const readModels = system.runners.filter((runner) => readModelProjectors.includes(runner.processor));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const following = readModels.filter((runner) => runner.health.failures === 0).map((runner) => runner.processor.name);
    const checkpoints = await readCheckpoints(db, following);
    const behind = following.filter((name) => {
      const checkpoint = checkpoints.get(name);
      return !checkpoint || compareLogPositions(checkpoint, last) < 0;
    });
    if (behind.length === 0) return;
    if (Date.now() > deadline) throw new Error(`The read models ${behind.join(', ')} did not read the log within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
