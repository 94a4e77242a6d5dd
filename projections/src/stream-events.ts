import { isStreamOf, type StreamCategory } from '@pcbm/domain';
import type { RecordedEvent } from '@pcbm/platform';

/** A processor's `handles`: the events of streams of the named categories. */
export const eventsOfStreams =
  (...categories: readonly StreamCategory[]) =>
  (event: RecordedEvent): boolean =>
    categories.some((category) => isStreamOf(event.streamId, category));
