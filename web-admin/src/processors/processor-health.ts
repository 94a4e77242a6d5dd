import type { Tone } from '../fields/ToneChip';

/**
 * From how many log positions behind a processor counts as behind rather than catching up: a few positions are
 * the events of the last moments, which it handles within a round.
 */
export const BEHIND_FROM = 100;

export type ProcessorHealth = 'failing' | 'behind' | 'catchingUp' | 'upToDate';

/** How a processor keeps up: failing while it retries an event, far behind the log, a little behind, or at its head. */
export function healthOf(processor: { readonly status: string; readonly failures: number; readonly lag: number }): ProcessorHealth {
  if (processor.status !== 'ok' || processor.failures > 0) return 'failing';
  if (processor.lag >= BEHIND_FROM) return 'behind';
  return processor.lag > 0 ? 'catchingUp' : 'upToDate';
}

export const HEALTH_TONE: Record<ProcessorHealth, Tone> = { failing: 'error', behind: 'warning', catchingUp: 'info', upToDate: 'success' };

/** The translation key of what a known processor does, by its name. */
export const purposeKey = (name: string) => `admin.processors.purposes.${name}`;
