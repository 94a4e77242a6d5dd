import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReadModelName } from '@pcbm/projections';
import { compareLogPositions, readCheckpoint, stuckProcessors, type LogPosition, type SqlClient } from '@pcbm/platform';

const POLL_MS = 10;
/** How often a waiting writer asks whether a processor it waits for is stuck on a failing event. */
const STUCK_CHECK_MS = 250;

/** What one GraphQL operation learnt while waiting for read models: which of them it gave up on. */
export interface AnswerDeadlines {
  readonly exceeded: Set<string>;
}

const deadlines = new AsyncLocalStorage<AnswerDeadlines>();

/** Runs one operation, collecting the read models its writes gave up waiting for. */
export function collectingAnswerDeadlines<T>(run: (notes: AnswerDeadlines) => T): T {
  const notes: AnswerDeadlines = { exceeded: new Set() };
  return deadlines.run(notes, () => run(notes));
}

/**
 * Waits (bounded) until every named processor has passed `position`, so a mutation can answer
 * with the state it just wrote. Stops early when a processor is stuck on an event it keeps failing on.
 * Returns false when it gave up; the operation then carries DEADLINE_EXCEEDED, so the answer is
 * never silently stale.
 */
export async function waitForProcessors(
  db: SqlClient,
  processors: readonly ReadModelName[],
  position: LogPosition,
  timeoutMs = 5000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let nextStuckCheck = Date.now();
  for (const processor of processors) {
    while (compareLogPositions(await readCheckpoint(db, processor), position) < 0) {
      const stuck = Date.now() >= nextStuckCheck && (await stuckProcessors(db, [processor])).length > 0;
      if (stuck || Date.now() > deadline) {
        deadlines.getStore()?.exceeded.add(processor);
        return false;
      }
      if (Date.now() >= nextStuckCheck) nextStuckCheck = Date.now() + STUCK_CHECK_MS;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return true;
}
