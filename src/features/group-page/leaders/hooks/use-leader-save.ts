import { useRef, useState } from 'react';
import { isApiError } from '@/lib/http';
import { leaderMessages } from '../texts';

/** A refusal found by the client before sending (its message is shown as the server's would be). */
export class LeaderRefusal extends Error {}

/**
 * The server's own message of a failed change (events spec §8: 'Eagle Leader offboarding errors show
 * the server message'; we do so for every change), else ours when no message came (no response).
 */
export function serverMessage(error: unknown): string {
  if (error instanceof LeaderRefusal) return error.message;
  if (isApiError(error) && error.status > 0) {
    const body = error.body as { error?: { message?: unknown } } | undefined;
    const message = body?.error?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return leaderMessages.saveFailed;
}

export interface LeaderSave {
  busy: boolean;
  /** The last failure's message (the server's), shown in the modal. */
  error: string | null;
  /** Runs the change once at a time; resolves true when it succeeded. */
  run(change: () => Promise<unknown>): Promise<boolean>;
  clear(): void;
}

export function useLeaderSave(): LeaderSave {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  async function run(change: () => Promise<unknown>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await change();
      return true;
    } catch (e) {
      setError(serverMessage(e));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, error, run, clear: () => setError(null) };
}
