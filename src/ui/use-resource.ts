import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { isApiError } from '@/lib/http';

/**
 * Loading state for one thing fetched by a view (an event, a profile, a list that is not paged):
 * `useResource(load, deps, options)` runs `load(signal)` whenever `deps` change or `reload()` is
 * called, aborts the previous call (and on unmount), retries transient failures, and turns known
 * failures into their own statuses through `classify` (404 -> 'missing', 403 -> 'private', ...).
 *
 *   const event = useResource((signal) => getEvent(id!, signal), [id, userId], {
 *     enabled: id !== null,
 *     classify: (e) => (httpStatus(e) === 410 ? 'removed' : httpStatus(e) === 404 ? 'missing' : null),
 *   });
 *   if (event.status === 'loading') return <p role="status">Loading event…</p>;
 *   if (event.status === 'error') return <Alert>… <Button onClick={event.reload}>Try again</Button></Alert>;
 */

/** 'idle' while `enabled` is false; `K` are the statuses `classify` may return. */
export type ResourceStatus<K extends string = never> = 'idle' | 'loading' | 'error' | 'ready' | K;

export interface RetryOptions {
  /** How many times the call is tried in all (default 1: no retry). Spec §9's attendees: 3. */
  attempts?: number;
  /** Which failures are worth another try; default `isTransient` (no response or 5xx, not aborted). */
  shouldRetry?: (error: unknown) => boolean;
}

export interface ResourceOptions<K extends string = never, T = never> extends RetryOptions {
  /** false: nothing is loaded (status 'idle'), e.g. no id or no session yet. Default true. */
  enabled?: boolean;
  /** Maps a failure to its own status (e.g. 'missing', 'private'); null/undefined = 'error'. */
  classify?: (error: unknown) => K | null | undefined;
  /**
   * A value already in hand for the first render (the first paint's data, `takeSettled`): shown at
   * once, and the first load is skipped. Asked once, on mount.
   */
  initial?: () => T | undefined;
}

export interface Resource<T, K extends string = never> {
  status: ResourceStatus<K>;
  /** The loaded value while `status` is 'ready'. */
  data: T | undefined;
  /** The failure while `status` is 'error' (or a classified status). */
  error: unknown;
  /** Loads again (status 'loading' until it settles): the Retry button. */
  reload(): void;
  /** Replaces the loaded value in place (optimistic updates, a saved form); no-op unless 'ready'. */
  setData(update: T | ((current: T) => T)): void;
}

/** The HTTP status of a failed call, or null (not an ApiError, or no response). */
export function httpStatus(error: unknown): number | null {
  return isApiError(error) && error.status > 0 ? error.status : null;
}

/** True when the call was aborted (ours or the ApiError the http client raises for it). */
export function isAbort(error: unknown): boolean {
  return (isApiError(error) && error.code === 'aborted') || (error instanceof DOMException && error.name === 'AbortError');
}

/** Worth another try: not aborted and not a 4xx (the request itself was refused). */
export function isTransient(error: unknown): boolean {
  if (isAbort(error)) return false;
  const status = httpStatus(error);
  return status === null || status >= 500;
}

/** Calls `run(signal)` up to `attempts` times while the failure is transient; rethrows the last one. */
export async function withAttempts<T>(run: (signal: AbortSignal) => Promise<T>, signal: AbortSignal, options: RetryOptions = {}): Promise<T> {
  const { attempts = 1, shouldRetry = isTransient } = options;
  let last: unknown;
  for (let i = 0; i < Math.max(1, attempts); i++) {
    try {
      return await run(signal);
    } catch (error) {
      last = error;
      if (signal.aborted || !shouldRetry(error)) break;
    }
  }
  throw last;
}

/** True when two dependency lists hold the same values (Object.is), like React's own comparison. */
export function sameDeps(a: DependencyList | null, b: DependencyList): boolean {
  return !!a && a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

interface Settled<T> {
  deps: DependencyList | null;
  round: number;
  status: string;
  data: T | undefined;
  error: unknown;
}

export function useResource<T, K extends string = never>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  options: ResourceOptions<K, NoInfer<T>> = {},
): Resource<T, K> {
  const { enabled = true } = options;
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>(() => {
    const data = enabled ? options.initial?.() : undefined;
    return data === undefined ? { deps: null, round: -1, status: 'loading', data, error: undefined } : { deps, round: 0, status: 'ready', data, error: undefined };
  });
  // The first load is not needed when the first render had its value.
  const skipFirst = useRef(settled.status === 'ready');
  // The latest callbacks, without re-running the effect when only their identity changes.
  const latest = useRef({ load, options });
  latest.current = { load, options };

  useEffect(() => {
    if (!enabled) return;
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    const { load: run, options: opts } = latest.current;
    const settle = (s: Omit<Settled<T>, 'deps' | 'round'>) => setSettled({ deps, round, ...s });
    withAttempts(run, controller.signal, opts)
      .then((data) => {
        if (!controller.signal.aborted) settle({ status: 'ready', data, error: undefined });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        settle({ status: latest.current.options.classify?.(error) ?? 'error', data: undefined, error });
      });
    return () => controller.abort();
    // `deps` are the caller's; `round` counts reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, enabled]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const setData = useCallback((update: T | ((current: T) => T)) => {
    setSettled((s) =>
      s.status === 'ready' ? { ...s, data: typeof update === 'function' ? (update as (c: T) => T)(s.data as T) : update } : s,
    );
  }, []);

  // Settled for other deps (or an earlier round) means a newer load is under way: show 'loading'
  // at once rather than one render of stale data.
  const current = sameDeps(settled.deps, deps) && settled.round === round;
  const status = (!enabled ? 'idle' : current ? settled.status : 'loading') as ResourceStatus<K>;
  return {
    status,
    data: status === 'ready' ? settled.data : undefined,
    error: current && enabled ? settled.error : undefined,
    reload,
    setData,
  };
}
