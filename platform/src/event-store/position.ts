/**
 * A place in the global log. Events are ordered by the writing transaction's id first and the
 * global position second, so an event whose transaction commits late is still read after the
 * checkpoint instead of being skipped. Both parts are 64-bit and kept as decimal strings.
 */
export interface LogPosition {
  readonly transactionId: string;
  readonly globalPosition: string;
}

/** The position before the first event. */
export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/** Orders two log positions: negative when `a` comes first. */
export function compareLogPositions(a: LogPosition, b: LogPosition): number {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (byTransaction !== 0n) return byTransaction < 0n ? -1 : 1;
  const byPosition = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return byPosition === 0n ? 0 : byPosition < 0n ? -1 : 1;
}
