import type { LOCAL_DB_STORES } from './local-db-schema';
import { LOCAL_DB_NAME } from './local-db-schema';

// The first page reads a few single records of the device database (the cart summary for
// the header badge, the stored user at start-up) with plain IndexedDB: Dexie
// (docs/performance.md#dexie-on-the-first-page) stays out of it
// (docs/decisions/007-preact-compat-and-zod-free-first-page.md). Dexie still creates and
// writes the database (local-db.ts) on the first change.

type LocalStore = (typeof LOCAL_DB_STORES)[number];

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The device database when it exists, else null, never creating it: opened without a
 * version, a missing database would be created empty at version 1, under the version-3
 * schema Dexie declares (docs/product/cart.md#device-storage).
 */
async function openExistingLocalDb(): Promise<IDBDatabase | null> {
  // Where the browser can list its databases, a first visit does not even try to open.
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === LOCAL_DB_NAME)) return null;
  }
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(LOCAL_DB_NAME);
    let missing = false;
    // Without a version asked, only a database that does not exist yet upgrades here.
    // Aborting the creation deletes it again, and the open fails with an AbortError.
    request.onupgradeneeded = () => {
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (missing ? resolve(null) : reject(request.error));
  });
}

/**
 * The record with this id in each store, as stored (unknown: the caller checks it), read
 * in one transaction so that they belong together; undefined for a store without it, and
 * for every store while the database does not exist on this device.
 */
export async function readLocalRecords(
  stores: readonly LocalStore[],
  id: number,
): Promise<unknown[]> {
  const database = await openExistingLocalDb();
  if (!database) return stores.map(() => undefined);
  try {
    const present = stores.filter((store) => database.objectStoreNames.contains(store));
    if (present.length === 0) return stores.map(() => undefined);
    const transaction = database.transaction(present, 'readonly');
    return await Promise.all(
      stores.map((store) =>
        present.includes(store)
          ? requestResult<unknown>(transaction.objectStore(store).get(id))
          : undefined,
      ),
    );
  } finally {
    database.close();
  }
}
