import { analyzeStaleTables, createProductEventStore, ensureProductEventStoreSchema, failureLogLine, failureOf, loadConfig, openDatabase, ProcessorRunner, schemaSetupClient, SharedLogReads, whileSettingUpSchema } from '@pcbm/platform';
import { ensureReadModelSchema, readModelProjectors } from '../read-models';

/**
 * Clears every read model and replays the whole event log into it. A projector that fails on an event is
 * rebuilt up to that event and reported (event id, type, position, error code); the others are rebuilt
 * all the same, and the command ends with exit code 1 so scripts notice.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  let failed = 0;
  try {
    await whileSettingUpSchema(db, async () => {
      const setup = schemaSetupClient(db);
      await ensureProductEventStoreSchema(setup);
      await ensureReadModelSchema(setup);
    });
    // Where the database has more than one connection, each batch is read while the one before is handled; only that
    // batch is kept (a rebuild's batches are large, and each read model is rebuilt from the start in turn). With one
    // connection each projector reads the log itself, and only the events it acts on in full.
    const log = createProductEventStore(db);
    const store = db.connections > 1 ? new SharedLogReads(log, db, { readAhead: true, batches: 2 }) : log;
    for (const projector of readModelProjectors) {
      const started = performance.now();
      const runner = new ProcessorRunner(db, store, projector);
      try {
        const events = await runner.rebuild();
        const seconds = (performance.now() - started) / 1000;
        console.log(`${projector.name}: ${events} events replayed in ${seconds.toFixed(2)} s`);
      } catch (error) {
        failed += 1;
        console.error(`${failureLogLine(projector.name, failureOf(error, runner.lastFailedEvent))}; its read model holds the events before that one`);
      }
    }
    // Rebuilt tables have no statistics to plan their queries with until they are analyzed.
    const analyzed = await analyzeStaleTables(db);
    if (analyzed.length > 0) console.log(`analyzed: ${analyzed.join(', ')}`);
  } finally {
    await db.close();
  }
  if (failed > 0) {
    console.error(`${failed} read model(s) could not be rebuilt completely; the running product retries them and shows them on /health.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
