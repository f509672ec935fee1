// Reads one store of the app's IndexedDB from the test, the way a second tab would and no
// more: it never creates the database (an upgrade a test starts would leave it empty), and
// it always closes its connection (an open one blocks the app's own upgrades).
import type { Page } from 'playwright-core';

/** Every record of `store`; [] while the database or the store does not exist yet. */
export function readAppStore<T = unknown>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('scenic-guide');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]); // the aborted creation: no database yet
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as T[]);
          };
          all.onerror = () => {
            db.close();
            reject(all.error);
          };
        };
      }),
    store,
  );
}
