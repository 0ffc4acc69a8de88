import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $unseenNotifications, markNotificationsSeen, NOTIFICATION_POLL_MS, refreshUnseen, watchUnseenNotifications } from '@/store/notifications';
import { clearSession } from '@/store/session';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../helpers';

let stops: Array<() => void> = [];

beforeEach(() => {
  resetPlatform();
  $unseenNotifications.set(0);
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const checks = (calls: Call[], id = 7) => calls.filter((c) => c.path === `/api/v1/user/${id}/notifications/check`);

/** A fake API answering the check with `counts[id]` (changeable) and the seen call with `seen`. */
function server(counts: Record<number, number>, seen: () => Response = () => new Response(null, { status: 204 })) {
  return installFetch((call) => {
    const m = /^\/api\/v1\/user\/(\d+)\/notifications\/(check|seen)$/.exec(call.path);
    if (m?.[2] === 'check') return json({ data: { unseen: counts[Number(m[1])] ?? 0 } });
    if (m?.[2] === 'seen' && call.method === 'PUT') return seen();
    return errorBody(404, 'not_found');
  });
}

const watch = () => {
  const stop = watchUnseenNotifications();
  stops.push(stop);
  return stop;
};

/** Lets the fake fetch's promises settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

describe('refreshUnseen', () => {
  it('stores and resolves the count of GET …/notifications/check; logged out 0 without a call', async () => {
    const { calls } = server({ 7: 3 });
    expect(await refreshUnseen()).toBe(0);
    expect(calls).toHaveLength(0);
    loginAs(7);
    expect(await refreshUnseen()).toBe(3);
    expect($unseenNotifications.get()).toBe(3);
    expect(checks(calls)).toHaveLength(1);
  });

  it('rejects on failure and keeps the count', async () => {
    loginAs(7);
    $unseenNotifications.set(2);
    installFetch(() => errorBody(500, 'boom'));
    await expect(refreshUnseen()).rejects.toMatchObject({ status: 500 });
    expect($unseenNotifications.get()).toBe(2);
  });
});

describe('watchUnseenNotifications', () => {
  it('fetches at once, then every 90 s; stops when the last watcher stops', async () => {
    vi.useFakeTimers();
    loginAs(7);
    const counts = { 7: 1 };
    const { calls } = server(counts);
    const stopA = watch();
    const stopB = watch(); // a second watcher shares the poller
    await settle();
    expect(checks(calls)).toHaveLength(1);
    expect($unseenNotifications.get()).toBe(1);

    counts[7] = 4;
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1000);
    expect(checks(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(checks(calls)).toHaveLength(2);
    expect($unseenNotifications.get()).toBe(4);

    stopA();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(checks(calls)).toHaveLength(3);
    stopB();
    stopB(); // twice is harmless
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);
    expect(checks(calls)).toHaveLength(3);
  });

  it('refetches at once for another member, goes to 0 and stops polling on logout', async () => {
    vi.useFakeTimers();
    const { calls } = server({ 7: 2, 8: 5 });
    watch();
    await settle();
    expect(calls).toHaveLength(0); // nobody logged in: no call
    loginAs(7);
    await settle();
    expect($unseenNotifications.get()).toBe(2);

    loginAs(7, 3600, 'access-2'); // a refreshed token of the same member: no extra call
    await settle();
    expect(checks(calls)).toHaveLength(1);

    loginAs(8);
    await settle();
    expect(checks(calls, 8)).toHaveLength(1);
    expect($unseenNotifications.get()).toBe(5);

    clearSession();
    await settle();
    expect($unseenNotifications.get()).toBe(0);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 2);
    expect(calls).toHaveLength(2);
  });

  it('a failed poll keeps the count and the polling goes on', async () => {
    vi.useFakeTimers();
    loginAs(7);
    let fail = false;
    const { calls } = installFetch(() => (fail ? errorBody(503, 'down') : json({ data: { unseen: 6 } })));
    watch();
    await settle();
    expect($unseenNotifications.get()).toBe(6);
    fail = true;
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect($unseenNotifications.get()).toBe(6);
    fail = false;
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(calls).toHaveLength(3);
  });
});

describe('markNotificationsSeen', () => {
  it('PUT …/notifications/seen and 0 at once', async () => {
    loginAs(7);
    $unseenNotifications.set(3);
    const { calls } = server({});
    const done = markNotificationsSeen();
    expect($unseenNotifications.get()).toBe(0);
    expect(await done).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/v1/user/7/notifications/seen']);
    expect($unseenNotifications.get()).toBe(0);
  });

  it('a failure is logged and restores the count', async () => {
    loginAs(7);
    $unseenNotifications.set(3);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server({}, () => errorBody(500, 'boom'));
    expect(await markNotificationsSeen()).toBe(false);
    expect($unseenNotifications.get()).toBe(3);
    expect(warn).toHaveBeenCalled();
  });

  it('a check answered after the list was marked seen does not bring the dot back', async () => {
    loginAs(7);
    $unseenNotifications.set(3);
    let answer!: (r: Response) => void;
    installFetch((call) => (call.method === 'PUT' ? new Response(null, { status: 204 }) : new Promise<Response>((r) => (answer = r))));
    const check = refreshUnseen();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await markNotificationsSeen();
    answer(json({ data: { unseen: 3 } }));
    expect(await check).toBe(0);
    expect($unseenNotifications.get()).toBe(0);
  });

  it('logged out: nothing is sent', async () => {
    const { calls } = server({});
    expect(await markNotificationsSeen()).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
