import { createProductEventStore, ensureProductEventStoreSchema, loadConfig, openDatabase, ProcessorRunner } from '@pcbm/platform';
import { chatAnnouncements, createMailDelivery, ensureNotificationSchema } from '../reactors';
import { MAIL_RUNNER_OPTIONS, PROJECTION_RUNNER_OPTIONS } from '../runner-options';
import { integrationEventPublisher, openIntegrationBus, PUBLISHER_RUNNER_OPTIONS } from '../publishers';
import { ensureReadModelSchema, readModelProjectors } from '../read-models';

/** Runs the projectors outside the API; several workers may run, each processor is active in one. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await ensureProductEventStoreSchema(db);
  await ensureReadModelSchema(db);
  await ensureNotificationSchema(db);
  const store = createProductEventStore(db);
  const runners = [...readModelProjectors, chatAnnouncements(store)].map((projector) => new ProcessorRunner(db, store, projector, PROJECTION_RUNNER_OPTIONS));
  const mail = createMailDelivery(db, config);
  runners.push(...mail.processors.map((processor) => new ProcessorRunner(db, store, processor, MAIL_RUNNER_OPTIONS)));
  const bus = openIntegrationBus(config);
  runners.push(new ProcessorRunner(db, store, integrationEventPublisher(bus), PUBLISHER_RUNNER_OPTIONS));
  for (const runner of runners) await runner.start();
  mail.start();
  console.log(`Projections running: ${runners.map((r) => r.processor.name).join(', ')}`);
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
