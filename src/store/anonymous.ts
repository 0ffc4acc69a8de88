/**
 * Cleanup when a member turns their profile anonymous: callbacks registered by whoever holds rooms or
 * caches, run by the privacy settings once the choice is saved. Its own module: only those load it.
 */
import { shared } from './global';

export type AnonymousProfileCallback = () => void | Promise<unknown>;

const anonymousCallbacks = shared('anonymousProfileCallbacks', () => new Set<AnonymousProfileCallback>());

/**
 * Registers work to run when the member turns their profile anonymous (accounts spec §4: "Choosing an
 * anonymous profile makes the user permanently leave all chat rooms" — chat leaves its rooms here).
 * Returns the function that unregisters it.
 */
export function onAnonymousProfile(cb: AnonymousProfileCallback): () => void {
  // Wrapped, so the same function registered twice is two registrations, each removed by its own handle.
  const entry: AnonymousProfileCallback = () => cb();
  anonymousCallbacks.add(entry);
  return () => {
    anonymousCallbacks.delete(entry);
  };
}

/**
 * Runs every `onAnonymousProfile` callback (after the anonymous profile was saved). A callback that
 * throws or rejects is logged and does not stop the others; resolves when all have settled.
 */
export async function anonymousProfileChosen(): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const cb of [...anonymousCallbacks]) {
    try {
      const result = cb();
      if (result && typeof (result as Promise<unknown>).then === 'function') pending.push(Promise.resolve(result).catch(reportAnonymous));
    } catch (error) {
      reportAnonymous(error);
    }
  }
  await Promise.allSettled(pending);
}

function reportAnonymous(error: unknown): void {
  console.error('[rwb] an anonymous-profile callback failed', error);
}
