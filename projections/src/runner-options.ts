import type { ProcessorRunnerOptions } from '@pcbm/platform';
import { ReadModelsBehindError } from './reactors/read-models-behind';

/**
 * A failing processor retries after 50 ms, doubling up to half a minute; it never gives up. A reactor whose read models
 * are behind (the announcer on a member change, the mail reactors on their recipients) waits without counting it as a
 * failure.
 */
export const PROJECTION_RUNNER_OPTIONS: ProcessorRunnerOptions = { maxBackoffMs: 30_000, isWaiting: (error) => error instanceof ReadModelsBehindError };

