/**
 * Vitest setup of the web project: the web unit tests run in Node, which has no localStorage; the
 * persisted stores get an in-memory one (each test file runs in its own module scope, so files do
 * not see each other's data).
 */
const data = new Map<string, string>();

const memoryStorage: Storage = {
  getItem: (key) => data.get(key) ?? null,
  setItem: (key, value) => {
    data.set(key, value);
  },
  removeItem: (key) => {
    data.delete(key);
  },
  clear: () => {
    data.clear();
  },
  key: (index) => [...data.keys()][index] ?? null,
  get length() {
    return data.size;
  },
};

(globalThis as { localStorage?: Storage }).localStorage = memoryStorage;
