import { useCallback, useEffect, useRef, useState } from 'react';
import { usePoll } from '@/ui/use-poll';
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

  const controller = useRef<AbortController | null>(null);
  const load = useCallback(() => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
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
  }, [id]);
  useEffect(() => {
    load();
    return () => controller.current?.abort();
  }, [load, round]);
  usePoll(load, refreshMs);

  const status = board ? 'ready' : failed ? 'error' : 'loading';
  return { challenge, board, status, reload: () => setRound((n) => n + 1) };
}
