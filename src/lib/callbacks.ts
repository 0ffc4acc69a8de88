/**
 * A set of registered callbacks, the one pattern behind `onLogout`, `onSessionExpired` and
 * `onUnexpectedError`: `add` returns the function that removes that registration (the same function
 * added twice is two registrations), `call` runs every callback in order; one that throws is logged
 * and does not stop the others. Pass a page-wide set (`shared()`) for callbacks every copy of the bundle
 * must reach.
 */
export interface Callbacks<A extends unknown[]> {
  add(cb: (...args: A) => unknown): () => void;
  /** Calls every callback with `args`; returns what each returned (a promise is the caller's to await). */
  call(...args: A): unknown[];
}

/** `label` names a callback in the log line: '[rwb] {label} failed'. */
export function callbacks<A extends unknown[]>(label: string, set: Set<(...args: A) => unknown> = new Set()): Callbacks<A> {
  return {
    add(cb) {
      const entry = (...args: A) => cb(...args);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    call(...args) {
      const results: unknown[] = [];
      for (const cb of [...set]) {
        try {
          results.push(cb(...args));
        } catch (error) {
          console.error(`[rwb] ${label} failed`, error);
        }
      }
      return results;
    },
  };
}
