import { domainEventOf, foldEvents, type Decider, type DecisionTime, type DomainEvent } from '@pcbm/domain';
import { logSafeError, type EventStore, type RecordedEvent, type StreamSnapshots } from '@pcbm/platform';
import type { KeptState } from './kept-states';

/** An aggregate's state as of a version of its stream. */
export interface StreamState<S> {
  readonly version: number;
  readonly state: S;
}

/** How many events a stream's stored state may lag behind it: a stream is loaded with at most about this many events read. */
export const SNAPSHOT_EVERY = 500;

/**
 * Loads streams for the command path. A stream whose decider names the shape of its state (and holds no personal data)
 * has that state stored beside it every SNAPSHOT_EVERY events, so loading a chat of 100,000 messages reads the stored
 * state and the few hundred events after it instead of reading and opening every message.
 */
export class StreamStates {
  constructor(
    private readonly store: EventStore,
    private readonly snapshots: StreamSnapshots,
    private readonly every = SNAPSHOT_EVERY,
  ) {}

  /**
   * Reads the stream's events after the kept state, or else after its stored state, or else all of them, and folds
   * them onto it. A read of more events than a stored state may lag behind stores the state it reached.
   */
  async read<C, E extends DomainEvent, S, X extends DecisionTime>(decider: Decider<C, E, S, X>, streamId: string, kept: KeptState | undefined): Promise<StreamState<S>> {
    const shape = shapeOf(decider);
    const { from, events } = kept
      ? { from: kept, events: await this.store.readStream(streamId, kept.version + 1) }
      : await this.readAfterStored(streamId, shape);
    const state = foldEvents(decider, events.map(domainEventOf), from ? (from.state as S) : decider.initialState);
    const last = events.at(-1);
    if (shape && last && events.length >= this.every) await this.save(streamId, shape, last, state);
    return { version: last ? last.streamPosition : (from?.version ?? 0), state };
  }

  /** Stores the state a command appended when its events took the stream past a multiple of SNAPSHOT_EVERY. */
  async appended(decider: StateShaped, streamId: string, versions: { readonly before: number; readonly after: number }, globalPosition: string, state: unknown): Promise<void> {
    const shape = shapeOf(decider);
    if (!shape || Math.floor(versions.after / this.every) === Math.floor(versions.before / this.every)) return;
    await this.save(streamId, shape, { streamPosition: versions.after, globalPosition }, state);
  }

  /**
   * The events after the stored state, read together with the event the state ends with: the state is used only when
   * that event is still the one it was folded up to (not so in a log restored from elsewhere); otherwise every event.
   */
  private async readAfterStored(streamId: string, shape: string | undefined): Promise<{ from?: KeptState; events: RecordedEvent[] }> {
    const snapshot = shape ? await this.snapshots.find(streamId, shape) : undefined;
    if (snapshot) {
      const [last, ...events] = await this.store.readStream(streamId, snapshot.version);
      if (last?.streamPosition === snapshot.version && last.globalPosition === snapshot.globalPosition) return { from: snapshot, events };
    }
    return { events: await this.store.readStream(streamId, 1) };
  }

  /** A snapshot that cannot be stored only makes a later load read more: the command goes on. */
  private async save(streamId: string, shape: string, last: Pick<RecordedEvent, 'streamPosition' | 'globalPosition'>, state: unknown): Promise<void> {
    try {
      await this.snapshots.save(streamId, shape, { version: last.streamPosition, globalPosition: last.globalPosition, state });
    } catch (error) {
      console.warn(`Storing the state of a stream failed: ${logSafeError(error)}`);
    }
  }
}

/** What of a decider says whether and how its state is stored. */
export type StateShaped = Pick<Decider<unknown, DomainEvent, unknown>, 'category' | 'stateWithoutPersonalData' | 'stateShape'>;

/** The shape a decider's state is stored under, or nothing when it is not stored. */
function shapeOf(decider: StateShaped): string | undefined {
  return decider.stateWithoutPersonalData && decider.stateShape !== undefined ? `${decider.category}/${decider.stateShape}` : undefined;
}
