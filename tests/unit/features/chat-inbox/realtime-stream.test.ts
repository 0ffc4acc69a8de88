// realtime-stream.ts's unread total and notification signal over a stand-in for the SDK's client
// (its event dispatch: `on(cb)` for every event, `on(type, cb)` for one type). The real SDK against
// the real gateway: tests/server/realtime/unread-notices.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (e: Record<string, unknown>) => void;

class FakeStreamChat {
  static last: FakeStreamChat;
  user: Record<string, unknown> | undefined;
  wsConnection = { consecutiveFailures: 0 };
  private listeners = new Map<string, Set<Listener>>();
  constructor() {
    FakeStreamChat.last = this;
  }
  async connectUser(user: { id: string }) {
    this.user = { id: user.id, total_unread_count: 4, unread_channels: 2 };
  }
  on(typeOrCb: string | Listener, maybe?: Listener) {
    const key = typeof typeOrCb === 'string' ? typeOrCb : 'all';
    const cb = (typeof typeOrCb === 'string' ? maybe : typeOrCb)!;
    const set = this.listeners.get(key) ?? new Set();
    set.add(cb);
    this.listeners.set(key, set);
    return { unsubscribe: () => set.delete(cb) };
  }
  dispatch(e: Record<string, unknown>) {
    for (const cb of [...(this.listeners.get('all') ?? []), ...(this.listeners.get(String(e.type)) ?? [])]) cb(e);
  }
  async disconnectUser() {}
}

vi.mock('stream-chat', () => ({ StreamChat: FakeStreamChat }));

const { connectStream } = await import('@/features/chat-inbox/realtime-stream');

let connection: Awaited<ReturnType<typeof connectStream>>;
let client: FakeStreamChat;
beforeEach(async () => {
  connection = await connectStream({ userId: 7, baseURL: 'http://api.test/chat', token: async () => 'jwt' });
  client = FakeStreamChat.last;
});

describe('unreadTotal / onUnreadTotal', () => {
  it('starts from the connect’s count and follows every event carrying total_unread_count', () => {
    expect(connection.unreadTotal()).toBe(4);
    const seen: number[] = [];
    const off = connection.onUnreadTotal((n) => seen.push(n));
    client.dispatch({ type: 'notification.message_new', total_unread_count: 5, unread_channels: 3 });
    client.dispatch({ type: 'message.new', total_unread_count: 5 }); // unchanged: no call
    client.dispatch({ type: 'typing.start' }); // no count: no change
    client.dispatch({ type: 'notification.mark_read', total_unread_count: 0, unread_channels: 0 });
    expect(seen).toEqual([5, 0]);
    expect(connection.unreadTotal()).toBe(0);
    off();
    client.dispatch({ type: 'message.new', total_unread_count: 1 });
    expect(seen).toEqual([5, 0]);
    expect(connection.unreadTotal()).toBe(1);
  });

  it('a reconnect’s health check sets it from `me`; nonsense values are ignored', () => {
    const seen: number[] = [];
    connection.onUnreadTotal((n) => seen.push(n));
    client.dispatch({ type: 'health.check', me: { id: '7', total_unread_count: 9 } });
    client.dispatch({ type: 'health.check' }); // the periodic one: no `me`
    client.dispatch({ type: 'message.new', total_unread_count: -1 });
    client.dispatch({ type: 'message.new', total_unread_count: '3' });
    expect(seen).toEqual([9]);
    expect(connection.unreadTotal()).toBe(9);
  });
});

describe('onNotification', () => {
  it('is called on notification.new and when the socket comes back (one may have been missed); not on other events', () => {
    const cb = vi.fn();
    const off = connection.onNotification(cb);
    client.dispatch({ type: 'notification.new', created_at: '2026-11-26T12:00:00Z', notification_id: 1, verb: 'like' });
    client.dispatch({ type: 'notification.message_new', total_unread_count: 1 });
    client.dispatch({ type: 'connection.recovered' });
    expect(cb).toHaveBeenCalledTimes(2);
    off();
    client.dispatch({ type: 'notification.new' });
    expect(cb).toHaveBeenCalledTimes(2);
  });

  it('after disconnect the total no longer follows the client’s events', async () => {
    await connection.disconnect();
    client.dispatch({ type: 'message.new', total_unread_count: 2 });
    expect(connection.unreadTotal()).toBe(4);
  });
});
