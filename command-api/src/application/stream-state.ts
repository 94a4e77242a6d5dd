import { domainEventOf, foldEvents, type Decider, type DecisionTime, type DomainEvent } from '@pcbm/domain';
import type { EventStore } from '@pcbm/platform';
import type { KeptState } from './kept-states';

/** An aggregate's state as of a version of its stream. */
export interface StreamState<S> {
  readonly version: number;
  readonly state: S;
}

/** Reads the stream's events after the kept state (or all of them) and folds them onto it. */
export async function readStreamState<C, E extends DomainEvent, S, X extends DecisionTime>(
  store: EventStore,
  decider: Decider<C, E, S, X>,
  streamId: string,
  kept: KeptState | undefined,
): Promise<StreamState<S>> {
  const recorded = await store.readStream(streamId, kept ? kept.version + 1 : 1);
  const state = foldEvents(decider, recorded.map(domainEventOf), kept ? (kept.state as S) : decider.initialState);
  const version = recorded.length === 0 ? (kept?.version ?? 0) : recorded[recorded.length - 1].streamPosition;
  return { version, state };
}
