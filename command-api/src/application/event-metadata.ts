import { randomUUID } from 'node:crypto';
import { CURRENT_EVENT_VERSIONS, type Actor, type DomainEvent } from '@pcbm/domain';
import type { EventMetadata, NewEvent } from '@pcbm/platform';

/** Where a command came from: the request that carried it and the command itself. */
export interface CommandOrigin {
  readonly correlationId: string;
  readonly command: string;
  readonly actor: Actor | null;
}

/** Stamps domain events with their schema version and the command that caused them. */
export function toNewEvents(events: readonly DomainEvent[], origin: CommandOrigin): NewEvent[] {
  const causationId = randomUUID();
  const metadata: EventMetadata = {
    correlationId: origin.correlationId,
    causationId,
    command: origin.command,
    actor: origin.actor
      ? { kind: 'USER', userId: origin.actor.userId, companyId: origin.actor.companyIds[0] }
      : { kind: 'SYSTEM' },
  };
  return events.map((event) => ({
    type: event.type,
    schemaVersion: CURRENT_EVENT_VERSIONS[event.type],
    data: event.data,
    metadata,
  }));
}
