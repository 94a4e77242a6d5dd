/** How long a page's code may take to arrive before the page says it could not be loaded. */
export const PAGE_CODE_TIMEOUT_MS = 120_000;

/** The error a page's code gives when it cannot be fetched or does not arrive in time. */
export class PageCodeError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'PageCodeError';
  }
}

/**
 * A page's code as it arrives, or a `PageCodeError` when fetching it fails (a lost connection, or a newer version
 * replaced it on the server) or it takes longer than `timeoutMs`.
 */
export function loadPageCode<T>(load: () => Promise<T>, timeoutMs = PAGE_CODE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageCodeError()), timeoutMs);
    load().then(
      (code) => {
        clearTimeout(timer);
        resolve(code);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PageCodeError(error));
      },
    );
  });
}
