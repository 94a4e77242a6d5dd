import { CURRENT_EVENT_VERSIONS, isDomainEventType, type DomainEvent } from './domain-event';
import { UPCASTERS } from './upcasters';


/** Brings a stored event to its current shape; the only place that knows old shapes. */
export function upcast(type: string, schemaVersion: number, data: unknown): DomainEvent {
  if (!isDomainEventType(type)) throw new Error(`Unknown event type ${type}`);
  const target = CURRENT_EVENT_VERSIONS[type];
  if (schemaVersion > target) throw new Error(`${type} v${schemaVersion} is newer than this build knows (v${target})`);
  let shaped = data as Record<string, unknown>;
  for (let version = schemaVersion; version < target; version++) {
    const step = UPCASTERS[type]?.[version];
    if (!step) throw new Error(`No upcaster for ${type} v${version}`);
    shaped = step(shaped);
  }
  return { type, data: shaped } as DomainEvent;
}
