import { type LOCAL_DB_STORES, LOCAL_SINGLE_RECORD_ID } from '@labo/domain/limits';
import type { CartSummaryRecord } from './local-db';
import { LOCAL_DB_NAME } from './local-db-name';

// The header badge shows on every page but only needs the summary record: reading it with
// plain IndexedDB keeps Dexie (~32 kB gzip) out of the first page (issue 3). Dexie still
// creates and writes the database (local-db.ts, cart-store.ts) on the first cart change.

const SUMMARY_STORE: (typeof LOCAL_DB_STORES)[number] = 'summary';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The device database when it exists, else null, never creating it: opened without a
 * version, a missing database would be created empty at version 1, under the version-3
 * schema Dexie declares (SPEC §9).
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
 * The SPEC §3 summary record (id 1) as stored, or undefined while nothing was ever added
 * to the cart on this device (Dexie creates it, with the device id, on first use).
 */
export async function readStoredCartSummary(): Promise<CartSummaryRecord | undefined> {
  const database = await openExistingLocalDb();
  if (!database) return undefined;
  try {
    if (!database.objectStoreNames.contains(SUMMARY_STORE)) return undefined;
    const store = database.transaction(SUMMARY_STORE, 'readonly').objectStore(SUMMARY_STORE);
    return await requestResult<CartSummaryRecord | undefined>(store.get(LOCAL_SINGLE_RECORD_ID));
  } finally {
    database.close();
  }
}
