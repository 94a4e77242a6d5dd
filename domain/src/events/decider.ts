import type { DomainEvent } from './domain-event';
import { streamIdIn, type StreamCategory } from './stream-categories';

/** What every decision is given besides state and command: the time, from the clock the command path is given. */
export interface DecisionTime {
  readonly now: string;
}

/**
 * One aggregate: its stream category, the events it writes (the codec its stream is read with), its state
 * before anything happened, how it decides on a command and how an event changes its state. Every aggregate
 * of the product has this shape, and one command handler runs them all.
 */
export interface Decider<C, E extends DomainEvent, S, X extends DecisionTime = DecisionTime> {
  readonly category: StreamCategory;
  /** The event types of this aggregate; a stored event of another type is not its own and is left out of the fold. */
  readonly eventTypes: readonly E['type'][];
  readonly initialState: S;
  /** The events a command causes, or a DomainError with a catalogue code. Pure: no I/O, time from the context. */
  decide(state: S, command: C, context: X): E[];
  evolve(state: S, event: E): S;
  /**
   * True when the state holds no personal data (ids, roles and flags only): a process may then keep the state between
   * commands and read only the newer events, as erasing a person never has to reach into it.
   */
  readonly stateWithoutPersonalData?: true;
  /**
   * The shape of a state without personal data, when it may be stored beside the stream every so many events: loading
   * the stream then reads only the events after the stored state. Raise it whenever `evolve`, the state's type or an
   * upcaster of the aggregate's events changes what the state holds, so that states folded by the code before are not
   * used. The state must survive JSON as it is.
   */
  readonly stateShape?: number;
}

/** The stream of one instance of an aggregate. */
export const streamOfDecider = (decider: { readonly category: StreamCategory }, id: string): string => streamIdIn(decider.category, id);

/** The event types of a `*_EVENT_VERSIONS` table, typed as the table's keys. */
export const eventTypesOf = <T extends string>(versions: Readonly<Record<T, number>>): readonly T[] => Object.keys(versions) as T[];

/** Whether a stored event is one of a family's (an aggregate's own, or the events a read model reads): the checked way from the store's events to typed ones. */
export function isEventOf<T extends DomainEvent['type']>(family: { readonly eventTypes: readonly T[] }, event: DomainEvent): event is Extract<DomainEvent, { type: T }> {
  return (family.eventTypes as readonly string[]).includes(event.type);
}

/** The state after the stored events (from the initial state, or from `from`), skipping those that belong to another aggregate sharing the stream. */
export function foldEvents<C, E extends DomainEvent, S, X extends DecisionTime>(decider: Decider<C, E, S, X>, events: readonly DomainEvent[], from: S = decider.initialState): S {
  const own = (event: DomainEvent): event is E => (decider.eventTypes as readonly string[]).includes(event.type);
  let state = from;
  for (const event of events) if (own(event)) state = decider.evolve(state, event);
  return state;
}
