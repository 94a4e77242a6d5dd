import type { Decider, DecisionTime, DomainEvent } from '@pcbm/domain';
import type { LogPosition } from '@pcbm/platform';

/**
 * How long a command may wait for its turn on its streams in this process, and then how long it keeps deciding again
 * while writers of other processes win them. The product's defaults (300 and 200 ms) keep both together well under a
 * second.
 */
export interface CommandBudgets {
  readonly turnMs: number;
  readonly retryMs: number;
  /** How long the command then waits for the read models its caller reads next. */
  readonly readModelWaitMs: number;
}
export const DEFAULT_BUDGETS: CommandBudgets = { turnMs: 300, retryMs: 200, readModelWaitMs: 5000 };

/** The first rest after a lost race; each further one doubles, with full jitter so the writers spread out. */
const FIRST_REST_MS = 4;

/** Rests before the next attempt after a race lost to a writer of another process. */
export const restAfterLostRace = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * FIRST_REST_MS * 2 ** Math.min(attempt, 7)));

/** Another writer won the stream every time within the budget: the caller is told to try again shortly. */
export class StreamContendedError extends Error {
  constructor(readonly streamIds: readonly string[]) {
    super('Too many changes to this at the same moment; please try again.');
    this.name = 'StreamContendedError';
  }
}

/** One decision a command asks for: which aggregate, which instance, what command, and what the decider is told. */
export interface Decision<C, E extends DomainEvent, S, X extends DecisionTime> {
  readonly decider: Decider<C, E, S, X>;
  readonly id: string;
  readonly command: C;
  /** What the decider is told besides the time, which the handler adds from its clock. */
  readonly context: Omit<X, 'now'>;
}

/** Builds a decision with its types checked together. */
export const decision = <C, E extends DomainEvent, S, X extends DecisionTime>(
  decider: Decider<C, E, S, X>,
  id: string,
  command: C,
  context: Omit<X, 'now'>,
): Decision<C, E, S, X> => ({ decider, id, command, context });

/** What a handled command leaves: the decided state and the events, so the caller answers without reading back. */
export interface CommandResult<E, S> {
  readonly state: S;
  readonly events: readonly E[];
  /** Where the last appended event stands in the log; null when the command changed nothing. */
  readonly position: LogPosition | null;
}
