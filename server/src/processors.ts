import { ProcessorRunner, SharedLogReads, type Clock, type Config, type Database, type EventStore, type MessageBus } from '@pcbm/platform';
import {
  chatAnnouncements,
  createMailDelivery,
  integrationEventPublisher,
  openIntegrationBus,
  PROJECTION_RUNNER_OPTIONS,
  PUBLISHER_RUNNER_OPTIONS,
  READ_MODELS,
  readModelProjectors,
  reservationKeeper,
  type MailDelivery,
} from '@pcbm/projections';

/** Every processor of the product, wired once for the API process and the worker process alike. */
export interface ProductProcessors {
  /** Read models, chat announcements and reservations: caught up before the API serves. */
  readonly projections: ProcessorRunner[];
  /** Mail reactors, the response-window check and the outbox sender. */
  readonly mail: MailDelivery;
  readonly mailRunners: ProcessorRunner[];
  /** Where the integration events go: Kafka, or the in-process bus. */
  readonly bus: MessageBus;
  readonly publisher: ProcessorRunner;
}

export function productProcessors(db: Database, store: EventStore, config: Config, clock?: Clock): ProductProcessors {
  // Runners with nothing to do cost one shared read per round instead of a batch transaction each.
  const skipAtHead = true;
  // The runners share the batches they read while catching up: each would otherwise read and decrypt the whole log.
  // Where the database has more than one connection, each reads its next batch while it handles the current one.
  const log = new SharedLogReads(store, db, { readAhead: db.connections > 1 });
  const projections = [...readModelProjectors, chatAnnouncements(store), reservationKeeper(store)].map(
    (processor) => new ProcessorRunner(db, log, processor, { ...PROJECTION_RUNNER_OPTIONS, skipAtHead }),
  );
  // The chat announcements are appended by a processor, not by a command, so no command wakes the chats read model for
  // them: it is woken when they commit instead of finding them on its next look.
  const runnerOf = (name: string) => projections.find((runner) => runner.processor.name === name);
  const chats = runnerOf(READ_MODELS.chats);
  runnerOf(READ_MODELS.chatAnnouncements)?.onCommitted((_reached, handled) => {
    if (handled) chats?.wake();
  });
  const mail = createMailDelivery(db, config, clock);
  const mailRunners = mail.processors.map((processor) => new ProcessorRunner(db, log, processor, { ...PROJECTION_RUNNER_OPTIONS, skipAtHead }));
  const bus = openIntegrationBus(config);
  const publisher = new ProcessorRunner(db, log, integrationEventPublisher(bus, store), { ...PUBLISHER_RUNNER_OPTIONS, skipAtHead });
  return { projections, mail, mailRunners, bus, publisher };
}
