import { compareLogPositions, LOG_START, readCheckpoints, type LogPosition, type SqlClient } from '@pcbm/platform';

/** The read models a reactor looks things up in have not reached an event yet; the batch is tried again shortly. */
export class ReadModelsBehindError extends Error {}

/** Whether every named read model has handled the log up to `position`. */
export async function readModelsReached(tx: SqlClient, readModels: readonly string[], position: LogPosition): Promise<boolean> {
  const checkpoints = await readCheckpoints(tx, readModels);
  return readModels.every((name) => compareLogPositions(checkpoints.get(name) ?? LOG_START, position) >= 0);
}
