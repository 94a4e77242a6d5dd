import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json';

export const EXPORT_FORMAT = 'pcb-marketplace-order-history/1';
export const GENESIS_HASH = '0'.repeat(64);

export type LineKind = 'header' | 'event' | 'signature';

/** One line of an export: its number, what it holds, the previous line's hash, its own hash, and the content. */
export interface ExportLine {
  readonly n: number;
  readonly kind: LineKind;
  readonly prev: string;
  readonly hash?: string;
  readonly body: Record<string, unknown>;
}

/** The hash that chains line `n` to the line before it. */
export function lineHash(n: number, kind: LineKind, prev: string, body: unknown): string {
  return createHash('sha256').update(`${n}|${kind}|${prev}|${canonicalJson(body)}`).digest('hex');
}
