import type { RwbEventMap } from './events';

export interface EmitOptions {
  cancelable?: boolean;
}

type DetailOf<K extends string> = K extends keyof RwbEventMap ? RwbEventMap[K] : unknown;

/**
 * Dispatches a public event: `bubbles: true, composed: true` (it leaves the shadow root and reaches
 * the host page). Known rwb-* names are typed by `RwbEventMap`. Returns false when a listener
 * called `preventDefault()` on a cancelable event.
 */
export function emit<K extends `rwb-${string}`>(
  target: EventTarget,
  name: K,
  detail: DetailOf<K>,
  options: EmitOptions = {},
): boolean {
  const event = new CustomEvent(name, {
    detail,
    bubbles: true,
    composed: true,
    cancelable: options.cancelable ?? false,
  });
  return target.dispatchEvent(event);
}

/**
 * Emits `rwb-error` for a failure the host page may want to log or show (src/elements/platform.ts sends
 * every unexpected API failure through it). `message` overrides the error's own text; status and code
 * come from an ApiError when present.
 */
export function emitError(target: EventTarget, error: unknown, message?: string): boolean {
  const e = (error ?? {}) as { message?: unknown; status?: unknown; code?: unknown };
  return emit(target, 'rwb-error', {
    message: message ?? (typeof e.message === 'string' && e.message ? e.message : 'Something went wrong.'),
    ...(typeof e.status === 'number' ? { status: e.status } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
  });
}
