/**
 * The member's unseen notifications (accounts spec §7 Notifications, §9 'poll 90 s'): the count behind
 * the navigation bar's dot (above 0 shows it), polled from GET api/v1/user/{id}/notifications/check
 * every 90 seconds while a member is logged in, fetched at once when the member changes, zero and
 * silent after logout. Opening the list marks everything seen (PUT …/notifications/seen).
 */
import { atom } from 'nanostores';
import { api } from '@/lib/http';
import { shared } from './global';
import { $session } from './session';

/** §9 'Notifications … poll 90 s'. */
export const NOTIFICATION_POLL_MS = 90_000;

/** How many notifications the member has not seen (0 logged out). */
export const $unseenNotifications = shared('unseenNotifications', () => atom(0));

interface PollState {
  /** Counts the writes of the count: an answer to a check sent before the latest write is dropped. */
  writes: number;
  watchers: number;
  stop: (() => void) | null;
}

const state = shared('unseenNotificationsPoll', (): PollState => ({ writes: 0, watchers: 0, stop: null }));

const notificationsPath = (userId: number) => `api/v1/user/${userId}/notifications`;

function setCount(n: number): void {
  state.writes++;
  $unseenNotifications.set(n);
}

/**
 * Fetches the unseen count (GET …/notifications/check) and stores it; resolves it. Logged out: 0
 * without a call. Rejects with the ApiError on failure (the count stays). An answer that arrives after
 * the member changed, or after the list was marked seen meanwhile, is dropped.
 */
export async function refreshUnseen(): Promise<number> {
  const userId = $session.get()?.userId;
  if (userId === undefined) {
    if ($unseenNotifications.get() !== 0) setCount(0);
    return 0;
  }
  const asked = state.writes;
  const res = await api<{ data?: { unseen?: unknown } }>(`${notificationsPath(userId)}/check`);
  const unseen = res?.data?.unseen;
  if ($session.get()?.userId !== userId || state.writes !== asked) return $unseenNotifications.get();
  if (typeof unseen === 'number' && Number.isInteger(unseen) && unseen >= 0) setCount(unseen);
  return $unseenNotifications.get();
}

/**
 * Marks every notification seen (PUT …/notifications/seen): the count is 0 at once; a failure is
 * logged and restores the count it had (unless something newer set it). Never rejects; resolves
 * whether the server took it.
 */
export async function markNotificationsSeen(): Promise<boolean> {
  const userId = $session.get()?.userId;
  if (userId === undefined) return false;
  const before = $unseenNotifications.get();
  setCount(0);
  const mine = state.writes;
  try {
    await api(`${notificationsPath(userId)}/seen`, { method: 'PUT' });
    return true;
  } catch (error) {
    console.warn('[rwb] marking notifications seen failed', error);
    if (state.writes === mine && $session.get()?.userId === userId) setCount(before);
    return false;
  }
}

const quietly = () => void refreshUnseen().catch(() => undefined);

/** The one poller: follows the session's member; polls while the page is visible (and at once when it shows again). */
function startPoller(): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let member: number | null = null;
  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const follow = () => {
    const userId = $session.get()?.userId ?? null;
    if (userId === member) return;
    member = userId;
    stopTimer();
    if (userId === null) {
      if ($unseenNotifications.get() !== 0) setCount(0);
      return;
    }
    quietly();
    timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') quietly();
    }, NOTIFICATION_POLL_MS);
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'hidden' && member !== null) quietly();
  };
  const unsubscribe = $session.subscribe(follow);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    stopTimer();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Keeps `$unseenNotifications` current while a member is logged in (the shell's navigation bar calls
 * it on mount). Several watchers share one poller. Returns the function that stops watching.
 */
export function watchUnseenNotifications(): () => void {
  state.watchers++;
  if (state.watchers === 1) state.stop = startPoller();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    state.watchers--;
    if (state.watchers === 0) {
      state.stop?.();
      state.stop = null;
    }
  };
}
