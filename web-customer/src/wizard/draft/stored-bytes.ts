import { DRAFT_STORE_MESSAGES, DraftStoreError } from './draft-store-errors';

function bytesOfBase64(text: string): Uint8Array {
  const base64 = text.includes(',') && text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text;
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new DraftStoreError(DRAFT_STORE_MESSAGES.invalidBase64);
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const isBlob = (value: unknown): value is Blob => typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';

/**
 * A stored file's bytes. Files are stored as bytes; a base64 text (a data URL too) or a blob, as
 * older drafts kept them, is read as well.
 */
export async function bytesOfStoredValue(value: unknown): Promise<Uint8Array> {
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  if (value instanceof ArrayBuffer || Object.prototype.toString.call(value) === '[object ArrayBuffer]') return new Uint8Array(value as ArrayBuffer);
  if (typeof value === 'string') return bytesOfBase64(value);
  if (isBlob(value)) return new Uint8Array(await value.arrayBuffer());
  throw new DraftStoreError(DRAFT_STORE_MESSAGES.neitherStringNorBlob);
}
