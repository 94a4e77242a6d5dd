import { streamOfDecider, type Decider, type DecisionTime, type DomainEvent } from '@pcbm/domain';
import { assertStorableEvents, WrongExpectedVersionError, type Clock, type EventStore, type LogPosition, type NewEvent } from '@pcbm/platform';
import type { ReadModelName } from '@pcbm/projections';
import { restAfterLostRace, StreamContendedError, type CommandBudgets, type CommandResult, type Decision } from './command-decisions';
import { toNewEvents, type CommandOrigin } from './event-metadata';
import type { KeptState, KeptStates } from './kept-states';
import type { StreamStates } from './stream-state';
import type { StreamTurns } from './stream-turns';

/** The most commands one append carries; later ones form the next batch. */
const MOST_PER_BATCH = 64;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a batch holds commands of one decider, whatever its command and state types
type AnyDecider = Decider<any, DomainEvent, any, any>;
type Outcome = { readonly result: CommandResult<DomainEvent, unknown> } | { readonly error: unknown };

/** A command waiting in a batch for the batch's turn on the stream. */
interface Waiting {
  readonly command: unknown;
  readonly context: object;
  readonly origin: CommandOrigin;
  readonly readModels: readonly ReadModelName[];
  readonly settle: (outcome: Outcome) => void;
  /** Refuses the command when it waits longer than the turn budget for its batch to begin. */
  timer?: NodeJS.Timeout;
}

/** Commands on one stream that are decided one after another on the same state and appended together. */
interface Batch {
  readonly streamId: string;
  readonly decider: AnyDecider;
  readonly waiting: Waiting[];
  begun: boolean;
}

/** One command's part of a batch, decided on the state the commands before it left: its events and the state after them, or its refusal. */
type Decided = { readonly state: unknown; readonly events: readonly DomainEvent[] } | { readonly error: unknown };

/**
 * Commands of this process on one stream that come while an earlier one holds the stream's turn wait together and,
 * when the turn comes, are decided one after another on the stream's state and appended as one append: a busy
 * stream costs one round trip and at most one lost race per batch instead of per command. Each command still gets
 * its own answer: its events and the state after them, or its own refusal. A command that waits longer than the turn
 * budget before its batch begins is refused as contended; one whose events the log cannot hold is refused alone.
 */
export class StreamBatches {
  /** The batch on each stream that commands may still join: it waits for its turn. */
  private readonly open = new Map<string, Batch>();

  constructor(
    private readonly store: EventStore,
    private readonly states: StreamStates,
    private readonly clock: Clock,
    private readonly turns: StreamTurns,
    private readonly kept: KeptStates,
    private readonly budgets: CommandBudgets,
    private readonly appended: (readModels: readonly ReadModelName[]) => void,
  ) {}

  /** Later commands on these streams start a new batch, so that they stay behind a command that takes its turn alone. */
  close(streams: readonly string[]): void {
    for (const streamId of streams) this.open.delete(streamId);
  }

  /** Decides the command in the stream's next batch and appends it with the others there. */
  submit<C, E extends DomainEvent, S, X extends DecisionTime>(
    main: Decision<C, E, S, X>,
    origin: CommandOrigin,
    readModels: readonly ReadModelName[],
  ): Promise<CommandResult<E, S>> {
    const streamId = streamOfDecider(main.decider, main.id);
    return new Promise((resolve, reject) => {
      const waiting: Waiting = {
        command: main.command,
        context: main.context,
        origin,
        readModels,
        settle: (outcome) => ('result' in outcome ? resolve(outcome.result as CommandResult<E, S>) : reject(outcome.error)),
      };
      const open = this.open.get(streamId);
      const batch: Batch = open && open.decider === main.decider && open.waiting.length < MOST_PER_BATCH ? open : { streamId, decider: main.decider as unknown as AnyDecider, waiting: [], begun: false };
      batch.waiting.push(waiting);
      if (batch !== open) {
        this.open.set(streamId, batch);
        // A free stream's turn begins at once, so the batch takes it only once the command is in.
        void this.turns.run([streamId], () => this.begin(batch));
      }
      // Only a command that waits for its turn needs a clock: on a free stream its batch has begun already.
      if (batch.begun) return;
      waiting.timer = setTimeout(() => {
        batch.waiting.splice(batch.waiting.indexOf(waiting), 1);
        waiting.settle({ error: new StreamContendedError([streamId]) });
      }, this.budgets.turnMs);
    });
  }

  private async begin(batch: Batch): Promise<void> {
    if (this.open.get(batch.streamId) === batch) this.open.delete(batch.streamId);
    batch.begun = true;
    const { waiting } = batch;
    for (const command of waiting) clearTimeout(command.timer);
    if (waiting.length === 0) return;
    try {
      await this.decideAndAppend(batch, waiting);
    } catch (error) {
      // Anything but a decision or a lost race (the database gone, say) fails every command still waiting for its answer.
      for (const command of waiting) command.settle({ error });
    }
  }

  /** Decides the batch and appends it, deciding again on the newer events when a writer of another process won the stream. */
  private async decideAndAppend({ streamId, decider }: Batch, waiting: readonly Waiting[]): Promise<void> {
    const keepable = decider.stateWithoutPersonalData === true;
    const giveUpAt = Date.now() + this.budgets.retryMs;
    let pending = waiting;
    for (let attempt = 1; ; attempt++) {
      const now = this.clock().toISOString();
      const kept = keepable ? this.kept.get(streamId) : undefined;
      const onKept = kept && attempt === 1 ? { start: kept, ...this.decideAll(decider, kept.state, pending, now) } : undefined;
      // A state kept here is decided on as it is only when every command changes something there: a refusal or no
      // change on it is not trusted, and the stream's newer events are read first.
      const unread = onKept !== undefined && onKept.decided.every((one) => 'events' in one && one.events.length > 0);
      const { start, decided, after } = unread ? onKept : await this.readAndDecide(decider, streamId, kept, pending, now);
      const stamped = pending.map((command, i) => {
        const one = decided[i];
        return 'events' in one ? toNewEvents(one.events, command.origin) : [];
      });
      const events = stamped.flat();
      if (events.length === 0) return this.settle(pending, decided, null);
      try {
        const { position } = await this.store.append(streamId, events, start.version);
        const versions = { before: start.version, after: start.version + events.length };
        if (keepable) this.kept.keep(streamId, { version: versions.after, state: after });
        await this.states.appended(decider, streamId, versions, position.globalPosition, after);
        this.appended([...new Set(pending.flatMap((command, i) => (stamped[i].length > 0 ? command.readModels : [])))]);
        return this.settle(pending, decided, position);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) {
          pending = this.withoutUnstorable(streamId, pending, stamped, error);
          if (pending.length === 0) return;
          continue;
        }
        if (Date.now() >= giveUpAt) {
          const contended = new StreamContendedError([streamId]);
          pending.forEach((command, i) => (stamped[i].length > 0 ? command.settle({ error: contended }) : undefined));
          return this.settle(
            pending.filter((_, i) => stamped[i].length === 0),
            decided.filter((_, i) => stamped[i].length === 0),
            null,
          );
        }
        // A kept state that was behind is no contention: the next attempt reads the newer events at once.
        if (!unread) await restAfterLostRace(attempt);
      }
    }
  }

  /** Reads the stream's events after the kept state (or all of them) and decides every command on the state they make. */
  private async readAndDecide(decider: AnyDecider, streamId: string, kept: KeptState | undefined, pending: readonly Waiting[], now: string) {
    const start = await this.states.read(decider, streamId, kept);
    return { start, ...this.decideAll(decider, start.state, pending, now) };
  }

  /** Each command decided on the state the ones before it left; a refusal leaves the state as it was. */
  private decideAll(decider: AnyDecider, state: unknown, pending: readonly Waiting[], now: string): { decided: Decided[]; after: unknown } {
    let current = state;
    const decided = pending.map((command): Decided => {
      try {
        const events = decider.decide(current, command.command, { ...command.context, now });
        current = events.reduce((folded, event) => decider.evolve(folded, event), current);
        return { state: current, events };
      } catch (error) {
        return { error };
      }
    });
    return { decided, after: current };
  }

  /** Answers every command: its refusal, or its events and the state after them. */
  private settle(pending: readonly Waiting[], decided: readonly Decided[], position: LogPosition | null): void {
    pending.forEach((command, i) => {
      const one = decided[i];
      command.settle('error' in one ? { error: one.error } : { result: { state: one.state, events: one.events, position: one.events.length > 0 ? position : null } });
    });
  }

  /**
   * After an append failed for another reason than a lost race: commands whose events the log cannot hold get that
   * refusal and the others go again; when none is to blame, the failure is everyone's.
   */
  private withoutUnstorable(streamId: string, pending: readonly Waiting[], stamped: readonly NewEvent[][], error: unknown): Waiting[] {
    const storable = pending.filter((command, i) => {
      try {
        assertStorableEvents(streamId, stamped[i]);
        return true;
      } catch (unstorable) {
        command.settle({ error: unstorable });
        return false;
      }
    });
    if (storable.length === pending.length) throw error;
    return storable;
  }
}
