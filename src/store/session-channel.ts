/**
 * Tabs share login and logout through one BroadcastChannel (README 'Security'): a signal names what
 * happened, never a token. Another tab's login makes this one restore through the refresh cookie;
 * another tab's logout logs this one out (src/store/auth.ts listens). Where BroadcastChannel is
 * missing the page works alone.
 */
import { shared } from './global';

export type SessionSignal = { type: 'login'; userId: number } | { type: 'logout' };

export const SESSION_CHANNEL = 'rwb:session';

function isSignal(data: unknown): data is SessionSignal {
  if (!data || typeof data !== 'object') return false;
  const { type, userId } = data as Record<string, unknown>;
  return type === 'logout' || (type === 'login' && typeof userId === 'number' && Number.isInteger(userId));
}

const channel = shared('sessionChannel', (): BroadcastChannel | null => {
  try {
    if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
    const c = new BroadcastChannel(SESSION_CHANNEL);
    (c as BroadcastChannel & { unref?: () => void }).unref?.(); // Node (tests): never keeps the process alive
    return c;
  } catch {
    return null;
  }
});

/** Tells the page's other tabs (same origin) what happened. */
export function announce(signal: SessionSignal): void {
  try {
    channel?.postMessage(signal);
  } catch {
    /* closed */
  }
}

/** Calls `cb` for each signal from another tab. Returns the function that stops listening. */
export function onSignal(cb: (signal: SessionSignal) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (isSignal(event.data)) cb(event.data);
  };
  channel?.addEventListener('message', listener);
  return () => channel?.removeEventListener('message', listener);
}
