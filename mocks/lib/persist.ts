/**
 * Where the mock backend keeps state that must survive a reload of the app (registered users,
 * balances, pending transactions). The app's mock mode uses the browser's localStorage; stories
 * and unit tests use memory, reset per story/test, so fixtures stay deterministic.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

let current: KeyValueStore = memoryStore();

/** The store the mock backend uses now. */
export function mockStorage(): KeyValueStore {
  return current;
}

/** Switches persistence (the app passes `window.localStorage`; tests keep the default memory). */
export function setMockStorage(store: KeyValueStore): void {
  current = store;
}

/** Reads a JSON value, falling back when absent or corrupt (a corrupt value never crashes a handler). */
export function readJson<T>(key: string, fallback: () => T, isValid: (value: unknown) => value is T): T {
  const raw = current.getItem(key);
  if (raw === null) return fallback();
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback();
  } catch {
    return fallback();
  }
}

export function writeJson(key: string, value: unknown): void {
  current.setItem(key, JSON.stringify(value));
}
