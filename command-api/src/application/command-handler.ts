import { streamOfDecider, type Decider, type DecisionTime, type DomainEvent } from '@pcbm/domain';
import { StreamSnapshots, WrongExpectedVersionError, type Clock, type Database, type EventStore, type FileStore, type LogPosition, type NewFile } from '@pcbm/platform';
import type { ReadModelName } from '@pcbm/projections';
import { DEFAULT_BUDGETS, restAfterLostRace, StreamContendedError, type CommandBudgets, type CommandResult, type Decision } from './command-decisions';
import { toNewEvents, type CommandOrigin } from './event-metadata';
import { waitForProcessors } from './read-your-writes';
import { KeptStates } from './kept-states';
import { StreamBatches } from './stream-batches';
import { StreamStates, type StateShaped } from './stream-state';
import { StreamTurns } from './stream-turns';

export { decision, StreamContendedError, type CommandBudgets, type CommandResult, type Decision } from './command-decisions';

export interface CommandOptions {
  readonly origin: CommandOrigin;
  /** Files the command refers to: stored with the events in one transaction, discarded when the command fails. */
  readonly files?: readonly NewFile[];
  /** Read models the caller reads right after; a wait that runs out is reported on the answer (DEADLINE_EXCEEDED). */
  readonly readModels?: readonly ReadModelName[];
  /** Decisions that must hold together with the main one, such as the reservation of a unique name. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each decision brings its own command, event and state types
  readonly alongside?: readonly Decision<any, DomainEvent, any, any>[];
}

/**
 * Runs every command of the product the same way: load the aggregate's stream, decide with the clock's time, then
 * store the command's files and append the events in one transaction. Commands of this process on the same stream
 * take turns; those on one stream without files that wait for the same turn are decided together and appended as
 * one (StreamBatches). A writer of another process makes a command decide again on the fresh state after a short
 * jittered rest. When its turn or its lost races take longer than the budgets, it answers THROTTLED_CONCURRENCY; a
 * refusal or failure discards the files. The answer is the decided state.
 */
export class CommandHandler {
  private readonly turns = new StreamTurns();
  private readonly kept = new KeptStates();
  private readonly batches: StreamBatches;
  private readonly states: StreamStates;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly files: FileStore,
    private readonly clock: Clock,
    /** Told after every append with the read models the command waits for, so they can look at the log at once. */
    private readonly appended: (readModels: readonly ReadModelName[]) => void = () => undefined,
    private readonly budgets: CommandBudgets = DEFAULT_BUDGETS,
  ) {
    this.states = new StreamStates(store, new StreamSnapshots(db));
    this.batches = new StreamBatches(store, this.states, clock, this.turns, this.kept, budgets, appended);
  }

  async execute<C, E extends DomainEvent, S, X extends DecisionTime>(main: Decision<C, E, S, X>, options: CommandOptions): Promise<CommandResult<E, S>> {
    const alone = (options.alongside?.length ?? 0) > 0 || (options.files?.length ?? 0) > 0;
    const result = alone ? await this.runAlone(main, options) : await this.batches.submit(main, options.origin, options.readModels ?? []);
    if (result.position && options.readModels?.length) await waitForProcessors(this.db, options.readModels, result.position, this.budgets.readModelWaitMs);
    return result;
  }

  /** A command with files or other streams takes its turn on all its streams by itself; later commands there wait behind it. */
  private runAlone<C, E extends DomainEvent, S, X extends DecisionTime>(main: Decision<C, E, S, X>, options: CommandOptions): Promise<CommandResult<E, S>> {
    const streams = [main, ...(options.alongside ?? [])].map(({ decider, id }) => streamOfDecider(decider, id));
    this.batches.close(streams);
    return this.turns.run(streams, () => this.decideAndAppend(main, options), { maxWaitMs: this.budgets.turnMs, tooLong: () => new StreamContendedError(streams) });
  }

  /** Decides and appends, deciding again when a writer of another process won the stream meanwhile. */
  private async decideAndAppend<C, E extends DomainEvent, S, X extends DecisionTime>(main: Decision<C, E, S, X>, options: CommandOptions): Promise<CommandResult<E, S>> {
    const files = options.files ?? [];
    const giveUpAt = Date.now() + this.budgets.retryMs;
    let contentWritten = false;
    try {
      for (let attempt = 1; ; attempt++) {
        const now = this.clock().toISOString();
        const alongside: Decided<DomainEvent, unknown>[] = [];
        for (const other of options.alongside ?? []) alongside.push(await this.decide(other, now, attempt));
        const own = await this.decide(main, now, attempt);
        const answer = (position: LogPosition | null): CommandResult<E, S> => ({
          state: own.events.reduce((state, event) => main.decider.evolve(state, event), own.state),
          events: own.events,
          position,
        });
        const appends = [...alongside, own].filter(({ events }) => events.length > 0);
        // Nothing to record: the command changes nothing, and its files are not kept either.
        if (appends.length === 0) return answer(null);
        if (!contentWritten) {
          for (const file of files) await this.files.writeContent(file);
          contentWritten = true;
        }
        try {
          const positions = await this.append(appends, files, options.origin);
          contentWritten = false;
          for (const decided of [...alongside, own]) await this.keepDecided(decided, positions.get(decided.streamId));
          const position = positions.get(appends[appends.length - 1].streamId)!;
          this.appended(options.readModels ?? []);
          return answer(position);
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          if (Date.now() >= giveUpAt) throw new StreamContendedError(appends.map(({ streamId }) => streamId));
          // A kept state that was behind is no contention: the next attempt reads the newer events at once.
          if (!appends.some(({ unread }) => unread)) await restAfterLostRace(attempt);
        }
      }
    } finally {
      if (contentWritten) for (const file of files) await this.files.discard(file.id);
    }
  }

  /**
   * Stores the files' records and appends the events, all or nothing. One stream's events without files are one
   * statement, atomic by itself, shared with the appends of other commands that arrive meanwhile (the store's group
   * commit): a transaction around it would only add two round trips to every such command (a key the vault made for
   * a person before a lost race stays, as it would for the person's next change anyway).
   */
  private async append(appends: readonly Decided<DomainEvent, unknown>[], files: readonly NewFile[], origin: CommandOrigin): Promise<Map<string, LogPosition>> {
    if (appends.length === 1 && files.length === 0) {
      const [{ streamId, version, events }] = appends;
      return new Map([[streamId, (await this.store.append(streamId, toNewEvents(events, origin), version)).position]]);
    }
    return this.db.transaction(async (tx) => {
      for (const file of files) await this.files.recordMetadata(tx, file);
      const positions = new Map<string, LogPosition>();
      for (const { streamId, version, events } of appends) positions.set(streamId, (await this.store.appendInTransaction(tx, streamId, toNewEvents(events, origin), version)).position);
      return positions;
    });
  }

  /**
   * Loads one aggregate and decides on it. At the first attempt, a state kept after the last command here is decided
   * on as it is, without asking the store, when the decider changes something on it: the append expects the kept
   * version, so a writer elsewhere that got in between makes it fail, and the next attempt reads what came after the
   * kept state. A refusal or no change on the kept state is not trusted: the stream's newer events are read first.
   */
  private async decide<C, E extends DomainEvent, S, X extends DecisionTime>({ decider, id, command, context }: Decision<C, E, S, X>, now: string, attempt: number): Promise<Decided<E, S>> {
    const streamId = streamOfDecider(decider, id);
    const kept = decider.stateWithoutPersonalData ? this.kept.get(streamId) : undefined;
    // The decider's context is what the caller gave plus the time; X is exactly that by construction.
    const decisionContext = { ...context, now } as X;
    const evolve = (current: unknown, event: DomainEvent) => decider.evolve(current as S, event as E);
    const keepable = decider.stateWithoutPersonalData === true;
    if (kept && attempt === 1) {
      const onKept = this.tryDeciding(decider, kept.state as S, command, decisionContext);
      if (onKept.length > 0) return { streamId, version: kept.version, state: kept.state as S, events: onKept, keepable, evolve, decider, unread: true };
    }
    const { version, state } = await this.states.read(decider, streamId, kept);
    return { streamId, version, state, events: decider.decide(state, command, decisionContext), keepable, evolve, decider, unread: false };
  }

  /** What the decider decides on a kept state; nothing when it refuses there. */
  private tryDeciding<C, E extends DomainEvent, S, X extends DecisionTime>(decider: Decider<C, E, S, X>, state: S, command: C, context: X): readonly E[] {
    try {
      return decider.decide(state, command, context);
    } catch {
      return [];
    }
  }

  /** Keeps the state a command left on a stream whose decider allows it, and stores it when it took the stream past a multiple of SNAPSHOT_EVERY. */
  private async keepDecided(decided: Decided<DomainEvent, unknown>, position: LogPosition | undefined): Promise<void> {
    if (!decided.keepable) return;
    const state = decided.events.reduce(decided.evolve, decided.state);
    const versions = { before: decided.version, after: decided.version + decided.events.length };
    this.kept.keep(decided.streamId, { version: versions.after, state });
    if (position) await this.states.appended(decided.decider, decided.streamId, versions, position.globalPosition, state);
  }
}

interface Decided<E, S> {
  readonly streamId: string;
  readonly version: number;
  readonly state: S;
  readonly events: readonly E[];
  /** Whether the state may be kept between commands (its decider holds no personal data). */
  readonly keepable: boolean;
  readonly evolve: (state: unknown, event: DomainEvent) => unknown;
  readonly decider: StateShaped;
  /** Decided on a kept state without reading the stream: a lost race means only that the state was behind. */
  readonly unread: boolean;
}
