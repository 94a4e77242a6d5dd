/** IndexedDB databases that hold a person's local files and drafts; signing out deletes them. */
export const LOCAL_DATABASES = ['pcbm-order-drafts'] as const;

/** Drops the drafts and local files kept in this browser. */
export async function clearLocalData(): Promise<void> {
  await Promise.all(
    LOCAL_DATABASES.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = globalThis.indexedDB?.deleteDatabase(name);
          if (!request) return resolve();
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
