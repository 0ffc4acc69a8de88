// The socket's link (§9 'reconnect attempts 3; chat list poll 2 s; channel poll 30 s'): while it
// is reconnecting the inbox says so; once down (three failed attempts) the list is read every 2 s and
// an open chat's latest page every 30 s; when it is back the list is read once more and the messages
// the SDK recovered join the conversation (no events come for them).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import '@/features/chat-inbox/schemas';
import { ChatInbox } from '@/features/chat-inbox';
import { labels, messages } from '@/features/chat-inbox/messages';
import { setChatConnector } from '@/features/chat-inbox/realtime';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, render, until } from '../../ui/render';
import { channel, fakeConnection, live } from './support';

let fake: ReturnType<typeof fakeConnection>;
let calls: Call[];
let pageOfC1: unknown[];
beforeEach(() => {
  resetPlatform();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  history.replaceState(null, '', '/demo/chat-inbox.html');
  fake = fakeConnection(7, { c1: { messages: [live('m1', 12, 'Hi there', '2026-11-26T09:00:00Z')] } });
  setChatConnector(async () => fake.connection);
  pageOfC1 = [];
  loginAs(7);
  calls = installFetch((call) => {
    if (call.path === '/api/v1/channels' && call.method === 'GET') return json({ data: [channel('c1', 12)] });
    if (call.path === '/api/v1/channels/c1/messages') return json({ data: pageOfC1, count: pageOfC1.length });
    if (call.path === '/api/v1/chat/token') return json({ token: 'jwt' });
    return errorBody(404, 'not_found');
  }).calls;
});
afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
  setChatConnector(null);
  resetPlatform();
});

const listReads = () => calls.filter((c) => c.path === '/api/v1/channels' && c.method === 'GET').length;
const pageReads = () => calls.filter((c) => c.path === '/api/v1/channels/c1/messages').length;
const note = (root: ShadowRoot) => root.querySelector<HTMLElement>('.chat__link-note')!;
const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const messageList = (root: ShadowRoot) => [...root.querySelectorAll('ol')].find((l) => l.getAttribute('aria-label') === labels.messagesList)!;

/** A message of the product API, as GET api/v1/channels/{id}/messages answers. */
const apiMessage = (id: string, text: string, created: string) => ({
  id, xid: id, channel_id: 'c1', profile_id: 12, sender: 'First12 Last12', text, type: 'regular', status: 'success', created, deleted: false, blocked: false,
  edited: false, images: [], emoji_reactions: { '👍': [7] }, reply_message: null, sender_deleted: false,
});

describe('<ChatInbox> when the socket comes up', () => {
  it('reads the list once more: a message that arrived before the socket was up shows', async () => {
    let connect: () => void = () => undefined;
    setChatConnector(() => new Promise((resolve) => (connect = () => resolve(fake.connection))));
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(root.textContent).toContain('First12 Last12'));
    const before = listReads();
    await act(async () => connect());
    await until(() => expect(listReads()).toBe(before + 1));
  });
});

describe('<ChatInbox> when the socket drops', () => {
  it('reconnecting, then down: says so and reads the list every 2 s; back live: reads it once more, the note goes', async () => {
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(root.textContent).toContain('First12 Last12'));
    expect(note(root).hidden).toBe(true);
    const first = listReads();

    await fake.setLink('reconnecting');
    expect(note(root).hidden).toBe(false);
    expect(note(root).textContent).toBe(messages.reconnecting);
    await tick(6000);
    expect(listReads()).toBe(first);

    await fake.setLink('down');
    expect(note(root).textContent).toBe(messages.linkDown);
    await tick(2000);
    await until(() => expect(listReads()).toBe(first + 1));
    await tick(4000);
    await until(() => expect(listReads()).toBe(first + 3));

    await fake.recover('c1', []);
    await until(() => expect(listReads()).toBe(first + 4));
    expect(note(root).hidden).toBe(true);
    await tick(10_000);
    expect(listReads()).toBe(first + 4);
  });

  it('an open chat: the messages recovered on reconnect join it (a known one replaced, not doubled)', async () => {
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(messageList(root).textContent).toContain('Hi there'));
    await fake.setLink('down');
    await fake.recover('c1', [live('m1', 12, 'Hi there (edited)', '2026-11-26T09:00:00Z'), live('m2', 12, 'While you were away', '2026-11-26T09:05:00Z')]);
    await until(() => expect(messageList(root).textContent).toContain('While you were away'));
    expect(messageList(root).textContent).toContain('Hi there (edited)');
    expect(root.textContent?.match(/While you were away/g)).toHaveLength(1);
  });

  it('an open chat while the socket is down: its latest page every 30 s, new messages shown once', async () => {
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(messageList(root).textContent).toContain('Hi there'));
    await tick(60_000);
    expect(pageReads()).toBe(0);
    await fake.setLink('down');
    pageOfC1 = [apiMessage('m3', 'Polled in', '2026-11-26T09:10:00Z'), apiMessage('m1', 'Hi there', '2026-11-26T09:00:00Z')];
    await tick(29_000);
    expect(pageReads()).toBe(0);
    await tick(1000);
    await until(() => expect(messageList(root).textContent).toContain('Polled in'));
    await tick(30_000);
    await until(() => expect(pageReads()).toBe(2));
    expect(root.textContent?.match(/Polled in/g)).toHaveLength(1);
    expect(root.textContent?.match(/Hi there/g)).toHaveLength(1);
  });
});
