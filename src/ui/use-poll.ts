import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while `enabled` and the page is visible; when a hidden page is
 * shown again it calls it at once and resumes (visibilitychange). The latest `poll` is called (no
 * restart when it changes). Used for the challenge leaderboard widget's refresh and chat's fallback
 * while its socket is down.
 */
export function usePoll(poll: () => void, intervalMs: number, enabled = true): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      latest.current();
      start();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, enabled]);
}
