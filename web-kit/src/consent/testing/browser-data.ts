import { LOCAL_DATABASES } from '../../auth/local-data';

/** Puts an order draft into the browser's drafts database, as the order wizard does. */
export function storeDraft(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(LOCAL_DATABASES[0], 1);
    request.onupgradeneeded = () => request.result.createObjectStore('drafts');
    request.onsuccess = () => {
      const db = request.result;
      const write = db.transaction('drafts', 'readwrite').objectStore('drafts').put({ step: 2 }, 'current');
      write.onsuccess = () => {
        db.close();
        resolve();
      };
      write.onerror = () => reject(write.error);
    };
    request.onerror = () => reject(request.error);
  });
}

/** The names of the databases this browser holds. */
export async function databaseNames(): Promise<(string | undefined)[]> {
  return (await indexedDB.databases()).map((db) => db.name);
}
