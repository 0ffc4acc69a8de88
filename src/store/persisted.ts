import { atom, map, type MapStore, type WritableAtom } from 'nanostores';
import { storage } from './keys';

/*
 * Stores mirrored in localStorage and synced across tabs through the `storage` event. Written with
 * getItem/setItem/removeItem (not property access) and guarded: a page where storage is unavailable
 * or full keeps working in memory.
 */

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, raw: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (raw === null) s.removeItem(key);
    else s.setItem(key, raw);
  } catch {
    /* quota or privacy mode: memory only */
  }
}

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Calls `onChange(key)` for storage changes made by other tabs (key null = storage cleared). */
function onStorageChange(onChange: (key: string | null) => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== storage()) return;
    onChange(event.key);
  });
  // Back/forward cache: another tab may have changed storage while this page was frozen.
  window.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) onChange(null);
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON value under one key; `null` removes the key. `accept` rejects stored data of the wrong shape
 * (another script on the host origin, an older build), which then reads as null.
 */
export function persistedJson<T>(key: string, accept: (value: unknown) => value is T): WritableAtom<T | null> {
  const decode = (raw: string | null): T | null => {
    const value = parse(raw);
    return accept(value) ? value : null;
  };
  const store = atom<T | null>(decode(read(key)));
  const setInMemory = store.set.bind(store);
  store.set = (value: T | null) => {
    write(key, value === null || value === undefined ? null : JSON.stringify(value));
    setInMemory(value ?? null);
  };
  onStorageChange((changed) => {
    if (changed === null || changed === key) setInMemory(decode(read(key)));
  });
  return store;
}

/**
 * A map over a fixed set of fields, each its own storage entry named as the field (JSON). Setting a
 * field to undefined removes its entry; `set()` replaces all of them.
 */
export function persistedMap<T extends object>(keys: readonly string[]): MapStore<T> {
  const fields = new Set(keys);
  const load = (): T => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = parse(read(field));
      if (value !== undefined && value !== null) out[field] = value;
    }
    return out as T;
  };
  const store = map<T>(load());
  const setInMemory = store.set.bind(store);
  const setKeyInMemory = store.setKey.bind(store) as (key: string, value: unknown) => void;
  store.setKey = ((field: string, value: unknown) => {
    write(field, value === undefined ? null : JSON.stringify(value));
    setKeyInMemory(field, value);
  }) as MapStore<T>['setKey'];
  store.set = (next: T) => {
    const current = store.get() as Record<string, unknown>;
    for (const field of Object.keys(current)) if (!(field in next)) write(field, null);
    for (const [field, value] of Object.entries(next)) write(field, value === undefined ? null : JSON.stringify(value));
    setInMemory(next);
  };
  onStorageChange((changed) => {
    if (changed === null) setInMemory(load());
    else if (fields.has(changed)) setKeyInMemory(changed, parse(read(changed)));
  });
  return store;
}
