import { sign } from 'node:crypto';
import type { AuditSigningKey } from './audit-signing-key';
import { EXPORT_FORMAT, GENESIS_HASH, lineHash, type ExportLine } from './history-export-format';

export interface HistoryExportHeader {
  readonly superOrderId: string;
  readonly exportedAt: string;
  readonly exportedBy: string;
}

/**
 * Writes a self-checking export: a header, one line per event, each chained to the previous line
 * by its hash, and a last line with the server's Ed25519 signature over the final hash.
 */
export function writeHistoryExport(header: HistoryExportHeader, events: readonly Record<string, unknown>[], key: AuditSigningKey): string {
  const lines: ExportLine[] = [];
  let prev = GENESIS_HASH;
  const add = (kind: 'header' | 'event', body: Record<string, unknown>) => {
    const n = lines.length + 1;
    const hash = lineHash(n, kind, prev, body);
    lines.push({ n, kind, prev, hash, body });
    prev = hash;
  };
  add('header', { format: EXPORT_FORMAT, ...header, keyId: key.keyId, publicKey: key.publicJwk });
  for (const event of events) add('event', event);
  const signature = sign(null, Buffer.from(prev, 'hex'), key.privateKey).toString('base64');
  lines.push({ n: lines.length + 1, kind: 'signature', prev, body: { algorithm: 'Ed25519', keyId: key.keyId, lines: lines.length, signature } });
  return `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
}
