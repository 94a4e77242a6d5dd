import { compareLogPositions, readCheckpoint, type LogPosition, type SqlClient } from '@pcbm/platform';

const POLL_MS = 10;

/**
 * Waits (bounded) until every named processor has passed `position`, so a mutation can answer
 * with the state it just wrote. Returns false when the time ran out; the caller then reads what is there.
 */
export async function waitForProcessors(
  db: SqlClient,
  processors: readonly string[],
  position: LogPosition,
  timeoutMs = 5000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (const processor of processors) {
    while (compareLogPositions(await readCheckpoint(db, processor), position) < 0) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return true;
}
