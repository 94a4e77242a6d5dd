import { createProductEventStore, ensureProductEventStoreSchema, loadConfig, openDatabase } from '@pcbm/platform';
import { ensureNotificationSchema, ensureReadModelSchema } from '@pcbm/projections';
import { productProcessors } from './processors';

/**
 * Runs the processors outside the API (PROJECTIONS=worker on the API side); several workers may run, each
 * processor is active in one of them at a time.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await ensureProductEventStoreSchema(db);
  await ensureReadModelSchema(db);
  await ensureNotificationSchema(db);
  const store = createProductEventStore(db);
  const { projections, mail, mailRunners, bus, publisher } = productProcessors(db, store, config);
  const runners = [...projections, ...mailRunners, publisher];
  for (const runner of runners) await runner.start();
  mail.start();
  console.log(`Processors running: ${runners.map((runner) => runner.processor.name).join(', ')}`);
  const stop = async () => {
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
