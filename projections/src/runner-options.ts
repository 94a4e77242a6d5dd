import type { ProcessorRunnerOptions } from '@pcbm/platform';
import { ReadModelsBehindError } from './reactors';

/** A failing processor retries after 50 ms, doubling up to half a minute; it never gives up. */
export const PROJECTION_RUNNER_OPTIONS: ProcessorRunnerOptions = { maxBackoffMs: 30_000 };

/** Mail reactors wait, without counting it as a failure, while the read models they take recipients from are behind. */
export const MAIL_RUNNER_OPTIONS: ProcessorRunnerOptions = { ...PROJECTION_RUNNER_OPTIONS, isWaiting: (error) => error instanceof ReadModelsBehindError };
