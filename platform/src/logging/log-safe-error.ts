import { errorCodeOf } from '../event-store/processor-health';

/**
 * An error as the logs may show it: its code (catalogue code, SQLSTATE, error class) and where it was
 * thrown, never its message, which may quote a person's input, address or message.
 */
export function logSafeError(error: unknown): string {
  const frames = error instanceof Error && error.stack ? error.stack.split('\n').filter((line) => line.startsWith('    at ')).slice(0, 8) : [];
  return [errorCodeOf(error), ...frames].join('\n');
}
