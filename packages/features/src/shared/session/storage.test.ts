import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BROWSER_BACKEND_PREFIX, clearAppStorage, clearBrowserBackend } from './storage';

/** A Storage in memory (unit tests run in Node, which has none). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});

const fill = () => {
  localStorage.setItem('serviceToken', 't');
  localStorage.setItem('berry-config', '{}');
  localStorage.setItem(`${BROWSER_BACKEND_PREFIX}users`, '[]');
  localStorage.setItem(`${BROWSER_BACKEND_PREFIX}wallet:100001`, '{}');
  sessionStorage.setItem('draft', 'x');
};
const keys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).sort();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser storage at logout', () => {
  it("clears the app's keys and keeps the browser backend's database", () => {
    fill();
    clearAppStorage();
    expect(keys(localStorage)).toEqual(['mock:users', 'mock:wallet:100001']);
    expect(keys(sessionStorage)).toEqual([]);
  });

  it("resetting the demo data removes the backend's keys only", () => {
    fill();
    clearBrowserBackend();
    expect(keys(localStorage)).toEqual(['berry-config', 'serviceToken']);
  });
});
