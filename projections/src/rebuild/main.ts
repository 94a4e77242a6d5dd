import { createProductEventStore, ensureProductEventStoreSchema, loadConfig, openDatabase, ProcessorRunner } from '@pcbm/platform';
import { ensureReadModelSchema, readModelProjectors } from '../read-models';

/** Clears every read model and replays the whole event log into it. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await ensureProductEventStoreSchema(db);
    await ensureReadModelSchema(db);
    const store = createProductEventStore(db);
    for (const projector of readModelProjectors) {
      const started = performance.now();
      const events = await new ProcessorRunner(db, store, projector).rebuild();
      const seconds = (performance.now() - started) / 1000;
      console.log(`${projector.name}: ${events} events replayed in ${seconds.toFixed(2)} s`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
