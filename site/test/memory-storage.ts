import { vi } from 'vitest';

/** localStorage for node, kept in `store`: the controller saves every change. Returns the store. */
export function stubLocalStorage(store = new Map<string, string>()): Map<string, string> {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
  });
  return store;
}
