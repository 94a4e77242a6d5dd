import {
  decideSuperOrder,
  evolveSuperOrder,
  superOrderStreamId,
  type Actor,
  type SuperOrderCommand,
  type SuperOrderEvent,
  type SuperOrderState,
} from '@pcbm/domain';
import { WrongExpectedVersionError, type Database, type EventStore, type FileStore, type NewFile } from '@pcbm/platform';
import { toNewEvents } from './event-metadata';
import { findSuperOrder } from './order-queries';
import { waitForProcessors } from './read-your-writes';
import { READ_MODELS } from '@pcbm/projections';

const ATTEMPTS = 3;

export interface CommandRequest {
  readonly superOrderId: string;
  readonly command: SuperOrderCommand;
  readonly actor: Actor;
  readonly correlationId: string;
  /** Files the command refers to; stored only when the command is accepted. */
  readonly files?: readonly NewFile[];
}

/** Loads a super order from its stream. */
export async function loadSuperOrder(store: EventStore, superOrderId: string): Promise<{ state: SuperOrderState | null; version: number }> {
  const events = await store.readStream(superOrderStreamId(superOrderId));
  const state = events.reduce<SuperOrderState | null>(
    (current, event) => evolveSuperOrder(current, { type: event.type, data: event.data } as SuperOrderEvent),
    null,
  );
  return { state, version: events.length === 0 ? 0 : events[events.length - 1].streamPosition };
}

/**
 * Runs super order commands: load, decide, then store the command's files and append the events
 * in one transaction. A concurrent writer makes it decide again on the fresh state.
 */
export class SuperOrderService {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly files: FileStore,
  ) {}

  async execute(request: CommandRequest): Promise<SuperOrderState> {
    const streamId = superOrderStreamId(request.superOrderId);
    const files = request.files ?? [];
    let contentWritten = false;
    try {
      for (let attempt = 1; ; attempt++) {
        const { state, version } = await loadSuperOrder(this.store, request.superOrderId);
        const events = decideSuperOrder(state, request.command, { actor: request.actor, now: new Date().toISOString() });
        if (!contentWritten) {
          for (const file of files) await this.files.writeContent(file);
          contentWritten = true;
        }
        try {
          const result = await this.db.transaction(async (tx) => {
            for (const file of files) await this.files.recordMetadata(tx, file);
            const stamped = toNewEvents(events, { correlationId: request.correlationId, command: request.command.type, actor: request.actor });
            return this.store.appendInTransaction(tx, streamId, stamped, version);
          });
          contentWritten = false;
          // When the read model does not show the write in time, the answer is the state just written.
          const shown = (await waitForProcessors(this.db, [READ_MODELS.orders], result.position)) ? await findSuperOrder(this.db, request.superOrderId) : null;
          return shown ?? (await loadSuperOrder(this.store, request.superOrderId)).state!;
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
        }
      }
    } finally {
      if (contentWritten) for (const file of files) await this.files.discard(file.id);
    }
  }
}
