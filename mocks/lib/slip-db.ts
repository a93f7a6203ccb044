/**
 * A tiny IndexedDB key-value store for the deposits' transfer slips in the app's mock mode: slips
 * can be up to 5 MB, more than localStorage holds (decisions section 11: the mock's data survives
 * a logout). One database `pp-mock`, one object store `slips`, values `{ type, bytes }`.
 * No dependency: the browser's own API, wrapped in promises.
 */

const DB_NAME = 'pp-mock';
const STORE = 'slips';

/** A stored image: its content type and bytes. */
export interface StoredImage {
  type: string;
  bytes: Uint8Array;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB request failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** True where the browser has IndexedDB. */
export const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

export async function idbPut(key: string, value: StoredImage): Promise<void> {
  await run('readwrite', (store) => store.put(value, key));
}

export async function idbGet(key: string): Promise<StoredImage | null> {
  const value: unknown = await run('readonly', (store) => store.get(key));
  if (typeof value !== 'object' || value === null) return null;
  const { type, bytes } = value as Record<string, unknown>;
  return typeof type === 'string' && bytes instanceof Uint8Array ? { type, bytes } : null;
}

export async function idbClear(): Promise<void> {
  await run('readwrite', (store) => store.clear());
}
