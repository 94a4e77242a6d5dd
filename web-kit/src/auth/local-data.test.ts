import { clearLocalData, LOCAL_DATABASES } from './local-data';

function openDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('drafts');
    request.onsuccess = () => {
      const db = request.result;
      const write = db.transaction('drafts', 'readwrite').objectStore('drafts').put({ step: 3 }, 'current');
      write.onsuccess = () => {
        db.close();
        resolve();
      };
    };
    request.onerror = () => reject(request.error);
  });
}

describe('signing out', () => {
  it('given a draft in this browser, when local data is cleared, then the drafts database is gone', async () => {
    await openDatabase(LOCAL_DATABASES[0]);
    expect((await indexedDB.databases()).map((db) => db.name)).toContain('pcbm-order-drafts');
    await clearLocalData();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('pcbm-order-drafts');
  });
});
