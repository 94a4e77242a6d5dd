import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { SqlClient } from '../sql/sql-client';

export interface AuditSigningKey {
  readonly keyId: string;
  readonly privateKey: KeyObject;
  readonly publicJwk: JsonWebKey;
}

/**
 * The server's Ed25519 key for signing history exports, kept in the database so every API
 * instance signs with the same key; created on first use.
 */
export async function loadAuditSigningKey(db: SqlClient): Promise<AuditSigningKey> {
  await db.query(`create table if not exists audit_signing_keys (
    key_id text primary key,
    private_jwk jsonb not null,
    created_at timestamptz not null default now()
  )`);
  const { privateKey } = generateKeyPairSync('ed25519');
  const candidate = `audit-${Date.now().toString(36)}`;
  await db.query(
    `insert into audit_signing_keys (key_id, private_jwk)
     select $1, $2::jsonb where not exists (select 1 from audit_signing_keys)`,
    [candidate, JSON.stringify(privateKey.export({ format: 'jwk' }))],
  );
  const { rows } = await db.query<{ key_id: string; private_jwk: JsonWebKey | string }>(
    'select key_id, private_jwk from audit_signing_keys order by created_at, key_id limit 1',
  );
  const jwk = typeof rows[0].private_jwk === 'string' ? (JSON.parse(rows[0].private_jwk) as JsonWebKey) : rows[0].private_jwk;
  const key = createPrivateKey({ key: jwk, format: 'jwk' });
  return { keyId: rows[0].key_id, privateKey: key, publicJwk: createPublicKey(key).export({ format: 'jwk' }) };
}
