import { createServer } from 'node:http';
import { createProductEventStore, loadConfig, openDatabase, PgSignals, whileSettingUpSchema } from '@pcbm/platform';
import { healthHandler } from '@pcbm/command-api';
import express from 'express';
import { productProcessors } from './processors';
import { ensureProductSchema } from './product-schema';

/**
 * Runs the processors outside the API (PROJECTIONS=worker on the API side); several workers may run, each
 * processor is active in one of them at a time. `GET /health` on PORT answers as the API's does, for probes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('The worker needs DATABASE_URL: the embedded database belongs to the one process of `npm start`.');
  const db = await openDatabase(config);
  await whileSettingUpSchema(db, () => ensureProductSchema(db));
  const store = createProductEventStore(db);
  const { projections, mail, mailRunners, bus, publisher } = productProcessors(db, store, config);
  const runners = [...projections, ...mailRunners, publisher];
  // The APIs wake the processors their writers wait for as they append, and hear where each batch committed.
  const signals = new PgSignals(db, config.DATABASE_URL);
  await signals.listen();
  const runnersByName = new Map(runners.map((runner) => [runner.processor.name, runner]));
  signals.onWake((names) => {
    for (const name of names) {
      // Only the worker holding the processor's lease looks; the others would only ask for the lease again.
      const runner = runnersByName.get(name);
      if (runner?.following) runner.wake();
    }
  });
  for (const runner of projections) runner.onCommitted((reached, handled) => signals.committed(runner.processor.name, reached, handled));
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
    await signals.close();
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
