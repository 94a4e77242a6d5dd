import { CURRENT_EVENT_VERSIONS, type DomainEvent } from '@pcbm/domain';
import type { NewEvent, RecordedEvent } from '@pcbm/platform';

/** An event a reactor writes because of `cause`: current schema version, the cause's correlation, the product as actor. */
export const causedEvent = (event: DomainEvent, cause: RecordedEvent, command: string): NewEvent => ({
  type: event.type,
  schemaVersion: CURRENT_EVENT_VERSIONS[event.type],
  data: event.data,
  metadata: { correlationId: cause.metadata.correlationId, causationId: cause.eventId, command, actor: { kind: 'SYSTEM' } },
});
