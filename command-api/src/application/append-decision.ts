import type { DomainEvent } from '@pcbm/domain';
import { WrongExpectedVersionError, type AppendResult, type EventStore, type SqlClient } from '@pcbm/platform';
import { toNewEvents, type CommandOrigin } from './event-metadata';
import { waitForProcessors } from './read-your-writes';
import { READ_MODELS, type ReadModelName } from '@pcbm/projections';

const ATTEMPTS = 3;

/**
 * Loads a stream, folds it, decides and appends at the loaded version; a concurrent writer makes
 * it decide again on the fresh state. Waits until the named read models show the result.
 */
export async function appendDecision<S>(
  deps: { store: EventStore; db: SqlClient },
  streamId: string,
  evolve: (state: S | null, event: DomainEvent) => S | null,
  decide: (state: S | null) => DomainEvent[],
  origin: CommandOrigin,
  readModels: readonly ReadModelName[] = [READ_MODELS.accounts],
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await deps.store.readStream(streamId);
    const state = recorded.reduce<S | null>((current, event) => evolve(current, { type: event.type, data: event.data } as DomainEvent), null);
    const version = recorded.length === 0 ? 0 : recorded[recorded.length - 1].streamPosition;
    const events = decide(state);
    try {
      const result = await deps.store.append(streamId, toNewEvents(events, origin), version);
      await waitForProcessors(deps.db, readModels, result.position);
      return result;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
