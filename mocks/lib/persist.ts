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

/**
 * The store cannot keep a write (`full`: its quota is used up, or it refuses writes) or holds a
 * value that cannot be read (`corrupt`). Nothing was changed: the mock answers with a 5xx and a
 * clear message (`storageFailureResponse` in handlers/player-http.ts) and never overwrites the value.
 */
export class StorageFailure extends Error {
  readonly kind: 'full' | 'corrupt';
  readonly key: string;

  constructor(kind: 'full' | 'corrupt', key: string, cause?: unknown) {
    super(`Mock storage ${kind === 'full' ? 'refused to write' : 'holds a corrupt value at'} ${key}`, {
      cause,
    });
    this.name = 'StorageFailure';
    this.kind = kind;
    this.key = key;
  }
}

/**
 * Reads a JSON value that must not be guessed at (money): null when absent, a `StorageFailure`
 * ('corrupt') when it is unreadable or fails `isValid`, so nobody writes over it.
 */
export function readJsonStrict<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = current.getItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new StorageFailure('corrupt', key, error);
  }
  if (!isValid(parsed)) throw new StorageFailure('corrupt', key);
  return parsed;
}

/** Writes a JSON value; a store that refuses (quota exceeded) throws a `StorageFailure` ('full'). */
export function writeJson(key: string, value: unknown): void {
  const text = JSON.stringify(value);
  try {
    current.setItem(key, text);
  } catch (error) {
    throw new StorageFailure('full', key, error);
  }
}
