/**
 * Browser storage and logout. The app's own keys (the session token, the theme settings, the cart)
 * are cleared at logout. A backend that lives in the browser (the mock, in mock mode) keeps its
 * database under keys with `BROWSER_BACKEND_PREFIX`: a server's data does not vanish when a player
 * logs out, so a player who registered can log in again (docs/decisions/0019).
 */
export const BROWSER_BACKEND_PREFIX = 'mock:';

const storages = (): Storage[] => {
  const found: Storage[] = [];
  for (const get of [() => globalThis.localStorage, () => globalThis.sessionStorage]) {
    try {
      const storage = get();
      if (storage) found.push(storage);
    } catch {
      // Storage may be unavailable (private mode, tests): nothing to clear there.
    }
  }
  return found;
};

function removeKeys(storage: Storage, remove: (key: string) => boolean): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
  for (const key of keys) if (remove(key)) storage.removeItem(key);
}

/** Logout: every key of the app in local and session storage; the browser backend's stay. */
export function clearAppStorage(): void {
  for (const storage of storages()) removeKeys(storage, (key) => !key.startsWith(BROWSER_BACKEND_PREFIX));
}

/** "Reset demo data": the browser backend's keys only (registered players, wallets, addresses). */
export function clearBrowserBackend(): void {
  for (const storage of storages()) removeKeys(storage, (key) => key.startsWith(BROWSER_BACKEND_PREFIX));
}
