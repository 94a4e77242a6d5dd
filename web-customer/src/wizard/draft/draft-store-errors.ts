/** The request store's and the local file store's error texts. */
export const DRAFT_STORE_MESSAGES = {
  storing: 'Error storing the request',
  retrieving: 'Error retrieving the request',
  deleting: 'Error deleting the request',
  dropping: 'Error dropping the request store',
  storingFile: 'Failed to store the file in the local file store',
  readingFile: 'Failed to read the file from the local file store',
  gettingFile: 'Failed to get the file from the local file store',
  deletingFile: 'Failed to delete the file from the local file store',
  clearingFiles: 'Failed to clear the local file store',
  invalidBase64: 'Invalid Base64 string',
  neitherStringNorBlob: 'Stored value is neither a string nor a blob',
} as const;

/** A failure of the browser's draft store, with the store's text and the underlying cause. */
export class DraftStoreError extends Error {
  constructor(message: string, cause?: unknown) {
    super(cause instanceof Error ? `${message}: ${cause.message}` : message, { cause });
    this.name = 'DraftStoreError';
  }
}

/** Runs a store operation; a failure comes out as a DraftStoreError with the given text. */
export async function storeOperation<T>(message: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw error instanceof DraftStoreError ? error : new DraftStoreError(message, error);
  }
}
