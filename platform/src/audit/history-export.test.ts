import { generateKeyPairSync } from 'node:crypto';
import { PgliteDatabase } from '../sql/pglite-database';
import { loadAuditSigningKey, type AuditSigningKey } from './audit-signing-key';
import { writeHistoryExport } from './history-export';
import { lineHash } from './history-export-format';
import { verifyHistoryExport } from './history-verify';

describe('order history exports', () => {
  let key: AuditSigningKey;
  let text: string;
  const lines = () => text.trimEnd().split('\n');
  const join = (rows: string[]) => `${rows.join('\n')}\n`;

  beforeAll(async () => {
    const db = await PgliteDatabase.open();
    key = await loadAuditSigningKey(db);
    expect((await loadAuditSigningKey(db)).keyId).toBe(key.keyId);
    await db.close();
    text = writeHistoryExport(
      { superOrderId: 's1', exportedAt: '2026-11-22T12:00:00.000Z', exportedBy: 'admin' },
      [
        { type: 'SuperOrderCreated', data: { name: 'Board' } },
        { type: 'QuoteOffered', data: { quoteId: 'q1' } },
        { type: 'QuoteAccepted', data: { quoteId: 'q1', reason: 'COSTS' } },
      ],
      key,
    );
  });

  test('an intact export verifies, also against the trusted key', () => {
    expect(lines()).toHaveLength(5);
    expect(verifyHistoryExport(text)).toEqual({ ok: true, events: 3, keyId: key.keyId, superOrderId: 's1' });
    expect(verifyHistoryExport(text, key.publicJwk).ok).toBe(true);
  });

  test('a changed line is named', () => {
    const rows = lines();
    rows[2] = rows[2].replace('q1', 'q9');
    expect(verifyHistoryExport(join(rows))).toMatchObject({ ok: false, line: 3, problem: 'its content was changed' });
  });

  test('a changed line with a recomputed hash is caught by the next line', () => {
    const rows = lines();
    const line = JSON.parse(rows[1]);
    line.body.data.name = 'Other';
    line.hash = lineHash(line.n, line.kind, line.prev, line.body);
    rows[1] = JSON.stringify(line);
    expect(verifyHistoryExport(join(rows))).toMatchObject({ ok: false, line: 3 });
  });

  test('a removed line is named where the gap is', () => {
    const rows = lines();
    rows.splice(2, 1);
    expect(verifyHistoryExport(join(rows))).toMatchObject({ ok: false, line: 3 });
  });

  test('reordered lines are named', () => {
    const rows = lines();
    [rows[1], rows[2]] = [rows[2], rows[1]];
    expect(verifyHistoryExport(join(rows))).toMatchObject({ ok: false, line: 2 });
  });

  test('a removed signature, a forged signature or a foreign key is refused', () => {
    expect(verifyHistoryExport(join(lines().slice(0, 4)))).toMatchObject({ ok: false, line: 5 });
    const rows = lines();
    const signature = JSON.parse(rows[4]);
    signature.body.signature = Buffer.alloc(64).toString('base64');
    rows[4] = JSON.stringify(signature);
    expect(verifyHistoryExport(join(rows))).toMatchObject({ ok: false, line: 5, problem: 'the signature does not match' });
    const foreign = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
    expect(verifyHistoryExport(text, foreign)).toMatchObject({ ok: false, line: 1 });
    expect(verifyHistoryExport('hello\n')).toMatchObject({ ok: false, line: 1 });
    expect(verifyHistoryExport(`${text}{"n":6}\n`)).toMatchObject({ ok: false, line: 6 });
  });
});
