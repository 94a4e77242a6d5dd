import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How an encrypted value sits inside event data. `erased` is the value's shape with nothing personal left. */
export interface PersonalDataEnvelope {
  readonly $personal: { readonly subject: string; readonly iv: string; readonly data: string; readonly erased: unknown };
}

const ALGORITHM = 'aes-256-gcm';

/** Encrypts a JSON value for a subject with AES-256-GCM; the subject is bound as additional data. */
export function seal(value: unknown, subject: string, key: Buffer, erased: unknown): PersonalDataEnvelope {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(subject));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { $personal: { subject, iv: iv.toString('base64'), data: data.toString('base64'), erased } };
}

/** Decrypts an envelope; null when the key does not open it. */
export function open(envelope: PersonalDataEnvelope, key: Buffer): unknown | null {
  try {
    const { subject, iv, data } = envelope.$personal;
    const bytes = Buffer.from(data, 'base64');
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(subject));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
}

export function isEnvelope(value: unknown): value is PersonalDataEnvelope {
  return typeof value === 'object' && value !== null && '$personal' in value && typeof (value as PersonalDataEnvelope).$personal === 'object';
}
