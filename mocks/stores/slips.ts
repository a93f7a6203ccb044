/**
 * The deposits' transfer slips, the images themselves (docs/player-api.md 5.1 and 7): kept by the
 * object key the wallet stores on the deposit (`SlipRecord.key`). In the app's mock mode (its data
 * in the browser's localStorage) they go to IndexedDB (lib/slip-db.ts), which holds 5 MB images and
 * survives a logout; in stories and tests, in memory per mock storage, like the other stores.
 *
 * "Reset demo data" removes the browser backend's `mock:*` keys and reloads: the marker key
 * `mock:slips:db` is then gone, and the first use of the slip store empties the IndexedDB store too.
 */
import { BROWSER_BACKEND_PREFIX } from '@pp/features/storage';

import { DEMO_SLIP_PNG_BASE64, seedPlayers } from '../data/admin-seed';
import { mockStorage, type KeyValueStore } from '../lib/persist';
import { hasIndexedDb, idbClear, idbGet, idbPut, type StoredImage } from '../lib/slip-db';

export type { StoredImage };

/** Present while the IndexedDB slips belong to the current browser backend. */
export const SLIPS_MARKER_KEY = `${BROWSER_BACKEND_PREFIX}slips:db`;

const memory = new WeakMap<KeyValueStore, Map<string, StoredImage>>();

function memorySlips(): Map<string, StoredImage> {
  const store = mockStorage();
  let map = memory.get(store);
  if (!map) {
    map = new Map();
    memory.set(store, map);
  }
  return map;
}

/** True in the app's mock mode: the mock's data is in the browser's own localStorage. */
function persistent(): boolean {
  const local = (globalThis as { localStorage?: unknown }).localStorage;
  return hasIndexedDb() && local !== undefined && mockStorage() === local;
}

/** In the app: empties IndexedDB when the browser backend was reset since the slips were written. */
async function ready(): Promise<void> {
  if (mockStorage().getItem(SLIPS_MARKER_KEY) !== null) return;
  await idbClear();
  mockStorage().setItem(SLIPS_MARKER_KEY, '1');
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The seeded slips (the queued deposit's demo PNG), by key. */
function seededSlip(key: string): StoredImage | null {
  for (const player of seedPlayers().values()) {
    for (const tx of player.history) {
      if (tx.slip?.key === key) return { type: tx.slip.type, bytes: base64Bytes(DEMO_SLIP_PNG_BASE64) };
    }
  }
  return null;
}

/** Keeps a slip's image under its key. */
export async function putSlip(key: string, image: StoredImage): Promise<void> {
  if (!persistent()) {
    memorySlips().set(key, image);
    return;
  }
  await ready();
  await idbPut(key, image);
}

/** A slip's image, or null when none is kept under `key`. */
export async function getSlip(key: string): Promise<StoredImage | null> {
  if (!persistent()) return memorySlips().get(key) ?? seededSlip(key);
  await ready();
  return (await idbGet(key)) ?? seededSlip(key);
}

/** Forgets every slip of the current mock storage (with the wallets). */
export function forgetSlips(): void {
  memorySlips().clear();
  if (persistent()) {
    mockStorage().removeItem(SLIPS_MARKER_KEY);
    idbClear().catch((error: unknown) =>
      console.warn('Mock backend: the slips could not be cleared.', error),
    );
  }
}
