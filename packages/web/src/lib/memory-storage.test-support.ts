import { vi } from 'vitest';

/**
 * A `localStorage` for Node tests of the stores kept in local storage, seeded with what a previous
 * visit (or a hand edit) left; answers the backing map so a test can read what the store wrote.
 */
export function installStorage(seed: Record<string, string> = {}) {
  const data = new Map(Object.entries(seed));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  });
  return data;
}
