/**
 * The one optimistic follow / unfollow (`toggleFollow`), on the member's `$followingSet`
 * (src/store/member.ts). Its own module: only the views with Follow buttons load it.
 */
import { atom } from 'nanostores';
import { api, ApiError } from '@/lib/http';
import { shared } from './global';
import { addFollowing, isFollowing, removeFollowing } from './member';
import { $session } from './session';

/** What `toggleFollow` ends with; `following` is the state `$followingSet` now shows (reverted on failure). */
export type FollowResult = { ok: true; following: boolean } | { ok: false; following: boolean; error: unknown };

interface FollowRun {
  userId: number;
  /** The state the server has: null = not known, so the first request is always sent. */
  confirmed: boolean | null;
  /** The state before the first optimistic change: a failure reverts to it when nothing was confirmed. */
  before: boolean;
  /** The latest state asked for. */
  wanted: boolean;
  done: Promise<FollowResult>;
}

const followRuns = shared('followRuns', () => new Map<number, FollowRun>());

/** Ids with a follow or unfollow under way (a button can show busy from it). */
export const $followPending = shared('followPending', () => atom<ReadonlySet<number>>(new Set()));

function showFollowing(id: number, on: boolean): void {
  if (on) addFollowing(id);
  else removeFollowing(id);
}

function markFollowPending(id: number, on: boolean): void {
  const next = new Set($followPending.get());
  if (on) next.add(id);
  else next.delete(id);
  $followPending.set(next);
}

/**
 * Follows or unfollows member `id` (POST / DELETE api/v1/user/{me}/follow/{id}): `$followingSet`
 * changes at once; a failure is logged and reverted (accounts spec §8) and resolves `{ok: false, error}`
 * for the caller's own text. Never rejects. `next` is the state wanted (default: the opposite of
 * `isFollowing(id)`); pass it when the caller knows better than the set (a follow-list row's flag).
 *
 * Concurrent toggles of one id: the latest wins. Requests for an id are serialised (never two in
 * flight); a toggle during a request only changes the wanted state, and one more request follows only
 * if that differs from what the server then has. All calls joined to one run resolve with its result.
 */
export function toggleFollow(id: number, next?: boolean): Promise<FollowResult> {
  const userId = $session.get()?.userId;
  const before = isFollowing(id);
  if (userId === undefined) {
    return Promise.resolve({ ok: false, following: before, error: new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' }) });
  }
  const wanted = next ?? !before;
  showFollowing(id, wanted);
  const running = followRuns.get(id);
  if (running && running.userId === userId) {
    running.wanted = wanted;
    return running.done;
  }
  const run = { userId, confirmed: next === undefined ? before : null, before, wanted } as FollowRun;
  followRuns.set(id, run);
  markFollowPending(id, true);
  run.done = runFollow(id, run);
  return run.done;
}

async function runFollow(id: number, run: FollowRun): Promise<FollowResult> {
  const sameMember = () => $session.get()?.userId === run.userId;
  let error: unknown = null;
  try {
    while (run.confirmed !== run.wanted && sameMember()) {
      const target = run.wanted;
      try {
        await api(`api/v1/user/${run.userId}/follow/${id}`, { method: target ? 'POST' : 'DELETE' });
        run.confirmed = target;
      } catch (failure) {
        console.error('[rwb] follow failed', failure);
        error = failure;
        if (run.wanted === target) break; // nothing newer was asked: give up and revert
      }
    }
  } finally {
    if (followRuns.get(id) === run) followRuns.delete(id);
    markFollowPending(id, false);
  }
  if (!sameMember()) return { ok: false, following: isFollowing(id), error: error ?? new ApiError(401, 'You are not logged in.', { code: 'not_logged_in' }) };
  if (run.confirmed === run.wanted) return { ok: true, following: run.wanted };
  const reverted = run.confirmed ?? run.before;
  showFollowing(id, reverted);
  return { ok: false, following: reverted, error };
}
