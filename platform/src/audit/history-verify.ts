import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import { EXPORT_FORMAT, GENESIS_HASH, lineHash, type ExportLine, type LineKind } from './history-export-format';

export type VerifyResult =
  | { readonly ok: true; readonly events: number; readonly keyId: string; readonly superOrderId: string }
  | { readonly ok: false; readonly line: number; readonly problem: string };

const bad = (line: number, problem: string): VerifyResult => ({ ok: false, line, problem });

function parse(text: string): ExportLine | null {
  try {
    const value = JSON.parse(text) as ExportLine;
    return typeof value === 'object' && value !== null && typeof value.body === 'object' && value.body !== null ? value : null;
  } catch {
    return null;
  }
}

function signatureMatches(lastHash: string, signature: string, publicKey: JsonWebKey): boolean {
  try {
    return verify(null, Buffer.from(lastHash, 'hex'), createPublicKey({ key: publicKey, format: 'jwk' }), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * Checks an export line by line and names the first line that was changed, removed, added or
 * moved. With `trustedKey`, the export must also be signed by that key.
 */
export function verifyHistoryExport(text: string, trustedKey?: JsonWebKey): VerifyResult {
  const rows = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  let prev = GENESIS_HASH;
  let publicKey: JsonWebKey | null = null;
  for (const [index, row] of rows.entries()) {
    const n = index + 1;
    const line = parse(row);
    if (!line) return bad(n, 'not a line of an order history export');
    const expectedKind: LineKind = n === 1 ? 'header' : line.kind === 'signature' ? 'signature' : 'event';
    if (line.n !== n) return bad(n, `line number ${line.n} where ${n} belongs (a line was removed, added or moved)`);
    if (line.kind !== expectedKind) return bad(n, `a ${line.kind} line where a ${expectedKind} line belongs`);
    if (line.prev !== prev) return bad(n, 'does not follow the line before it (a line was removed, added, moved or changed)');
    if (line.kind === 'signature') {
      if (n !== rows.length) return bad(n + 1, 'lines after the signature');
      if (line.body.lines !== n - 1) return bad(n, 'the signature covers a different number of lines');
      if (!signatureMatches(prev, String(line.body.signature ?? ''), publicKey!)) return bad(n, 'the signature does not match');
      const header = parse(rows[0])!.body;
      return { ok: true, events: n - 2, keyId: String(header.keyId), superOrderId: String(header.superOrderId) };
    }
    if (line.hash !== lineHash(n, line.kind, prev, line.body)) return bad(n, 'its content was changed');
    if (n === 1) {
      if (line.body.format !== EXPORT_FORMAT) return bad(1, `not an export in the format ${EXPORT_FORMAT}`);
      publicKey = line.body.publicKey as JsonWebKey;
      if (trustedKey && canonicalJson(publicKey) !== canonicalJson(trustedKey)) return bad(1, 'signed with a key other than the trusted one');
    }
    prev = line.hash;
  }
  return bad(rows.length + 1, 'the signature line is missing (lines were removed at the end)');
}
