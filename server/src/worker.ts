import { createServer } from 'node:http';
import { createProductEventStore, ensureProductEventStoreSchema, loadConfig, openDatabase } from '@pcbm/platform';
import { healthHandler } from '@pcbm/command-api';
import { ensureNotificationSchema, ensureReadModelSchema } from '@pcbm/projections';
import express from 'express';
import { productProcessors } from './processors';

/**
 * Runs the processors outside the API (PROJECTIONS=worker on the API side); several workers may run, each
 * processor is active in one of them at a time. `GET /health` on PORT answers as the API's does, for probes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('The worker needs DATABASE_URL: the embedded database belongs to the one process of `npm start`.');
  const db = await openDatabase(config);
  await ensureProductEventStoreSchema(db);
  await ensureReadModelSchema(db);
  await ensureNotificationSchema(db);
  const store = createProductEventStore(db);
  const { projections, mail, mailRunners, bus, publisher } = productProcessors(db, store, config);
  const runners = [...projections, ...mailRunners, publisher];
  for (const runner of runners) await runner.start();
  mail.start();
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', healthHandler(db));
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found.'));
  const health = createServer(app);
  await new Promise<void>((resolve) => health.listen(config.PORT, resolve));
  console.log(`Processors running: ${runners.map((runner) => runner.processor.name).join(', ')}; health at :${config.PORT}/health`);
  const stop = async () => {
    health.close();
    await mail.stop();
    for (const runner of runners) await runner.stop();
    await bus.close();
    await db.close();
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
