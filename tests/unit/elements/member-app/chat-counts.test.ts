// The bar's chat counts (src/elements/member-app/chat-counts.ts): the unread total now and on each
// change, a check of the notifications once the socket is up and on each notification.new, and the
// shared connection released when done.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setChatConnector } from '@/features/chat-inbox/realtime';
import { watchChatCounts } from '@/elements/member-app/chat-counts';
import { loginAs, resetPlatform } from '../../helpers';
import { fakeConnection } from '../../features/chat-inbox/support';

let fake: ReturnType<typeof fakeConnection>;
beforeEach(() => {
  resetPlatform();
  loginAs(7);
  fake = fakeConnection(7);
  setChatConnector(async () => fake.connection);
});
afterEach(() => {
  setChatConnector(null);
  resetPlatform();
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('watchChatCounts', () => {
  it('reports the unread total, checks notifications once up and on each notification.new, and lets go', async () => {
    const unread = vi.fn();
    const notice = vi.fn();
    await fake.setUnreadTotal(3);
    const counts = watchChatCounts(7, unread, notice);
    await settle();
    expect(unread).toHaveBeenLastCalledWith(3);
    // One check as soon as the socket is up: a notification before it was not pushed.
    expect(notice).toHaveBeenCalledTimes(1);
    await fake.setUnreadTotal(5);
    expect(unread).toHaveBeenLastCalledWith(5);
    await fake.notify();
    expect(notice).toHaveBeenCalledTimes(2);

    counts.stop();
    await fake.notify();
    await fake.setUnreadTotal(6);
    expect(notice).toHaveBeenCalledTimes(2);
    expect(unread).toHaveBeenLastCalledWith(5);
  });
});
