import { useEffect, useState } from 'react';
import { useResource, type Resource } from '@/ui/use-resource';
import { getChallenge, topLeaderboard } from '../api';
import { WIDGET_REFRESH_MS } from '../model';
import type { Challenge, Leaderboard } from '../schemas';

export interface LiveLeaderboard {
  challenge: Resource<Challenge>;
  /** The latest board (kept on screen while the next one is asked for); null before the first. */
  board: Leaderboard | null;
  /** 'error' only while no board was ever shown (a failed refresh keeps the last one). */
  status: 'loading' | 'ready' | 'error';
  reload(): void;
}

/**
 * The CMS widget's data (public calls, no member needed): the challenge and its top 25, asked again
 * every 60 s while the page is visible and at once when the page is shown again (visibilitychange).
 */
export function useLiveLeaderboard(id: number, refreshMs: number = WIDGET_REFRESH_MS): LiveLeaderboard {
  const challenge = useResource((signal) => getChallenge(id, signal), [id]);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    const load = () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      topLeaderboard(id, mine.signal).then(
        (next) => {
          if (mine.signal.aborted) return;
          setBoard(next);
          setFailed(false);
        },
        () => {
          if (!mine.signal.aborted) setFailed(true);
        },
      );
    };
    const start = () => {
      if (timer === null) timer = setInterval(load, refreshMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      load();
      start();
    };
    load();
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [id, refreshMs, round]);

  const status = board ? 'ready' : failed ? 'error' : 'loading';
  return { challenge, board, status, reload: () => setRound((n) => n + 1) };
}
