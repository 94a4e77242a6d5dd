/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
import type { NewEvent } from './event-store';

/**
 * An escape in JSON text that PostgreSQL's jsonb refuses: `\u0000`, or a surrogate escape (JSON.stringify
 * escapes only lone surrogates; pairs are written as characters). The backslash must not be escaped itself.
 */
const UNSTORABLE_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An event the log could not read back; refused before anything is written. */
export class UnstorableEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventType: string,
    readonly part: 'data' | 'metadata' | 'stream id' | 'event type',
  ) {
    super(`The ${part} of a ${eventType} event for stream ${streamId} holds NUL or a lone surrogate, which the event log cannot store`);
    this.name = 'UnstorableEventError';
  }
}

/** The JSON texts of an event's data and metadata, as the log stores them. */
export interface StorableTexts {
  readonly data: string;
  readonly metadata: string;
}

/**
 * Refuses events whose stream id, type, data or metadata could not be stored and read back as they are; returns the
 * JSON texts it checked, so an append serializes each event once.
 */
export function storableTexts(streamId: string, events: readonly NewEvent[]): StorableTexts[] {
  const safeType = (type: string) => (NUL_OR_LONE_SURROGATE.test(type) ? '(unnamed)' : type);
  if (NUL_OR_LONE_SURROGATE.test(streamId)) throw new UnstorableEventError('(unnamed)', safeType(events[0]?.type ?? ''), 'stream id');
  return events.map((event) => {
    if (NUL_OR_LONE_SURROGATE.test(event.type)) throw new UnstorableEventError(streamId, '(unnamed)', 'event type');
    const data = JSON.stringify(event.data) ?? 'null';
    if (UNSTORABLE_ESCAPE.test(data)) throw new UnstorableEventError(streamId, event.type, 'data');
    const metadata = JSON.stringify(event.metadata) ?? 'null';
    if (UNSTORABLE_ESCAPE.test(metadata)) throw new UnstorableEventError(streamId, event.type, 'metadata');
    return { data, metadata };
  });
}

/** Refuses events whose stream id, type, data or metadata could not be stored and read back as they are. */
export function assertStorableEvents(streamId: string, events: readonly NewEvent[]): void {
  storableTexts(streamId, events);
}
