// <ChatInbox> with a fake API and a fake realtime connection: the logged-out prompt, 'Messaging
// Disabled', the empty list, a live new message (preview + unread), the conversation (watch, mark
// read, send pending → success, failure → Retry under the same id, Delete), deactivated chats, new chat.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/chat-inbox/schemas';
import { ChatInbox } from '@/features/chat-inbox';
import { labels, messages } from '@/features/chat-inbox/messages';
import { setChatConnector } from '@/features/chat-inbox/realtime';
import { logout } from '@/store/auth';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, press, queryAllByRole, render, until } from '../../ui/render';
import { channel, fakeConnection, live, person } from './support';

let fake: ReturnType<typeof fakeConnection>;
beforeEach(() => {
  resetPlatform();
  history.replaceState(null, '', '/demo/chat-inbox.html');
  fake = fakeConnection(7, { c1: { messages: [live('m1', 12, 'Hi there', '2026-11-26T09:00:00Z')] }, c2: { messages: [], disabled: true } });
  setChatConnector(async () => fake.connection);
});
afterEach(async () => {
  await cleanup();
  setChatConnector(null);
  resetPlatform();
});

/** A list by its aria-label (the render helper knows no implicit list role). */
function listNamed(root: ShadowRoot, name: string): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>('ul, ol')].filter((l) => l.getAttribute('aria-label') === name);
  if (found.length !== 1) throw new Error(`Expected one list named ${name}, found ${found.length}`);
  return found[0];
}

async function typeText(el: HTMLElement, value: string) {
  await act(async () => {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function server(chats: unknown[], extra: (call: Call) => Response | undefined = () => undefined) {
  return installFetch((call) => {
    const e = extra(call);
    if (e) return e;
    if (call.path === '/api/v1/channels' && call.method === 'GET') return json({ data: chats });
    if (call.path === '/api/v1/chat/token') return json({ token: 'jwt' });
    return errorBody(404, 'not_found');
  });
}

const sent = (id: string, text: string) => ({ id, xid: id, channel_id: 'c1', profile_id: 7, sender: 'Me Last7', text, type: 'regular', status: 'success', created: new Date().toISOString(), deleted: false, blocked: false });

describe('<ChatInbox> list', () => {
  it('logged out: a login prompt', async () => {
    const { root } = await render(createElement(ChatInbox, {}));
    expect(root.textContent).toContain(messages.loginForMessages);
    expect(getByRole(root, 'button', labels.logIn)).toBeTruthy();
  });

  it("an anonymous member: 'Messaging Disabled'", async () => {
    loginAs(7);
    installFetch(() => errorBody(403, 'anonymous_messaging', messages.anonymous));
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'heading', messages.disabledTitle)).toBeTruthy());
    expect(root.textContent).toContain(messages.anonymous);
  });

  it("no chats: 'Start Messaging'; a New chat link", async () => {
    loginAs(7);
    server([]);
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(root.textContent).toContain(messages.emptyList));
    expect(root.textContent).toContain(messages.emptyListHint);
    expect(getByRole(root, 'link', labels.newChat).getAttribute('href')).toBe('/demo/chat-inbox.html#/messages/chats');
  });

  it('a new message arrives live: its chat first, with the preview and the unread marker', async () => {
    loginAs(7);
    server([channel('c1', 12, { latest_message: { id: 'm0', created: '2026-11-01T10:00:00Z', sender: 'Me', profile_id: 7, text: 'old' } }), channel('c3', 13)]);
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'link', /First12 Last12/)).toBeTruthy());
    expect(getByRole(root, 'link', /First12/).textContent).toContain('You: old');
    expect(getByRole(root, 'link', /First12/).textContent).toContain('11/01/2026');
    expect(root.textContent).not.toContain(labels.unread);
    await until(() => expect(fake.connection).toBeTruthy());
    await fake.emit({ type: 'notification.message_new', chatId: 'c3', message: live('m9', 13, 'Hello you') });
    const rows = queryAllByRole(root, 'link').filter((a) => a.classList.contains('chat__row'));
    expect(rows[0].textContent).toContain('First13 Last13');
    expect(rows[0].textContent).toContain('Hello you');
    expect(rows[0].textContent).toContain(labels.unread);
  });
});

describe('<ChatInbox> list, new chats', () => {
  it('a chat the list does not hold (added to one, or its first message) is read again in place', async () => {
    loginAs(7);
    let chats: unknown[] = [];
    server([], (call) => (call.path === '/api/v1/channels' && call.method === 'GET' ? json({ data: chats }) : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(root.textContent).toContain(messages.emptyList));
    chats = [channel('c5', 15, { hasUnreadMessage: true, latest_message: { id: 'm1', created: new Date().toISOString(), sender: 'First15 Last15', profile_id: 15, text: 'New here' } })];
    await fake.emit({ type: 'notification.message_new', chatId: 'c5', message: live('m1', 15, 'New here') });
    await until(() => expect(getByRole(root, 'link', /First15 Last15/).textContent).toContain(labels.unread));
    expect(root.textContent).not.toContain(labels.loading);
  });
});

describe('<ChatInbox> conversation', () => {
  it('shows the messages, reads the chat, sends (pending → success); a failure keeps Retry under the same id', async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
    let fail = true;
    const { calls } = server([channel('c1', 12, { hasUnreadMessage: true })], (call) => {
      if (call.path.startsWith('/api/v1/messages/') && call.method === 'POST') {
        const id = call.path.split('/').pop()!;
        if ((call.json as { text: string }).text === 'second' && fail) {
          fail = false;
          return errorBody(500, 'server_error');
        }
        return json(sent(id, (call.json as { text: string }).text), 201);
      }
      return undefined;
    });
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(listNamed(root, labels.messagesList).textContent).toContain('Hi there'));
    expect(getByRole(root, 'heading', 'First12 Last12')).toBeTruthy();
    await until(() => expect(fake.reads).toContain('c1'));
    const box = getByRole(root, 'textbox', labels.message);
    const send = getByRole(root, 'button', labels.send) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await typeText(box, 'x'.repeat(476));
    expect(root.textContent).toContain('476/475');
    expect(send.disabled).toBe(true);
    await typeText(box, 'first');
    expect(root.textContent).toContain('5/475');
    await press(box, 'Enter');
    await until(() => expect(calls.filter((c) => c.path.startsWith('/api/v1/messages/'))).toHaveLength(1));
    const firstCall = calls.find((c) => c.path.startsWith('/api/v1/messages/'))!;
    expect(firstCall.json).toEqual({ text: 'first', channel_id: 'c1' });
    const statusOf = (text: string) => [...root.querySelectorAll('li[data-status]')].find((li) => li.querySelector('.chat__text')?.textContent === text)?.getAttribute('data-status');
    await until(() => expect(statusOf('first')).toBe('success'));

    await typeText(box, 'second');
    await press(box, 'Enter', { shiftKey: true });
    expect(calls.filter((c) => c.path.startsWith('/api/v1/messages/'))).toHaveLength(1);
    await click(send);
    await until(() => expect(root.textContent).toContain(messages.failedToSend));
    const posts = () => calls.filter((c) => c.path.startsWith('/api/v1/messages/'));
    const failedId = posts()[1].path.split('/').pop();
    await click(getByRole(root, 'button', labels.retry));
    await until(() => expect(root.textContent).not.toContain(messages.failedToSend));
    expect(posts()).toHaveLength(3);
    expect(posts()[2].path.split('/').pop()).toBe(failedId);
    // The SDK's copy of the same id replaces ours: still one 'second'.
    await fake.emit({ type: 'message.new', chatId: 'c1', message: { ...live(failedId!, 7, 'second') } });
    expect([...root.querySelectorAll('.chat__text')].filter((p) => p.textContent === 'second')).toHaveLength(1);
    // Another member's message arrives live and is read.
    const before = fake.reads.length;
    await fake.emit({ type: 'message.new', chatId: 'c1', message: live('m5', 12, 'Reply!') });
    expect(listNamed(root, labels.messagesList).textContent).toContain('Reply!');
    expect(fake.reads.length).toBeGreaterThan(before);
  });

  it('a failed message can be deleted (the local copy goes)', async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
    server([channel('c1', 12)], (call) => (call.path.startsWith('/api/v1/messages/') ? errorBody(500, 'server_error') : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'textbox', labels.message)).toBeTruthy());
    await typeText(getByRole(root, 'textbox', labels.message), 'doomed');
    await click(getByRole(root, 'button', labels.send));
    await until(() => expect(root.textContent).toContain(messages.failedToSend));
    await click(getByRole(root, 'button', labels.delete));
    expect(root.textContent).not.toContain('doomed');
  });

  it("a refused send shows the server's reason under 'Message failed to Send'; a 500's message is never shown", async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
    let status = 403;
    server([channel('c1', 12)], (call) =>
      call.path.startsWith('/api/v1/messages/') ? errorBody(status, status === 403 ? 'blocked' : 'server_error', status === 403 ? messages.blocked : 'relation "x" does not exist') : undefined,
    );
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'textbox', labels.message)).toBeTruthy());
    await typeText(getByRole(root, 'textbox', labels.message), 'Still there?');
    await click(getByRole(root, 'button', labels.send));
    await until(() => expect(root.textContent).toContain(messages.failedToSend));
    expect(root.querySelector('.chat__fail-reason')?.textContent).toBe('You cannot message blocked users.');
    status = 500;
    await click(getByRole(root, 'button', labels.retry));
    await until(() => expect(root.textContent).toContain(messages.failedToSend));
    expect(root.querySelector('.chat__fail-reason')).toBeNull();
    expect(root.textContent).not.toContain('relation');
  });

  it("a deactivated chat: 'This chat has been deactivated.' and no composer", async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c2');
    server([channel('c2', 12, { is_disabled: true })]);
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(root.textContent).toContain(messages.deactivated));
    expect(queryAllByRole(root, 'textbox')).toHaveLength(0);
  });

  it('logout closes the connection', async () => {
    loginAs(7);
    server([], (call) => (call.path === '/oauth/revoke' ? json({}) : undefined));
    await render(createElement(ChatInbox, {}));
    await until(() => expect(fake.disconnected()).toBe(0));
    await act(async () => logout());
    await until(() => expect(fake.disconnected()).toBe(1));
  });
});

describe('<ChatInbox> conversation, more', () => {
  it("older messages load on scrolling to the top (before the oldest shown); a one-to-one chat names the other as the API does ('Blocked')", async () => {
    loginAs(7);
    const page = Array.from({ length: 25 }, (_, i) => live(`p${i + 10}`, 12, `msg ${i + 10}`, `2026-11-26T09:${String(i + 10).padStart(2, '0')}:00Z`));
    fake = fakeConnection(7, { c1: { messages: page, older: [live('p1', 12, 'msg 1', '2026-11-26T09:01:00Z')] } });
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
    server([channel('c1', 12, { displayName: 'Blocked' })]);
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(listNamed(root, labels.messagesList).textContent).toContain('msg 34'));
    expect(root.querySelector('.chat__sender')?.textContent).toBe('Blocked');
    const box = listNamed(root, labels.messagesList);
    await act(async () => {
      box.scrollTop = 0;
      box.dispatchEvent(new Event('scroll'));
    });
    await until(() => expect(box.textContent).toContain('msg 1'));
    expect(fake.olderCalls).toEqual([{ chatId: 'c1', beforeId: 'p10', limit: 25 }]);
    expect(box.querySelector('li .chat__text')?.textContent).toBe('msg 1');
  });

  it("shows 'Sending…' while the message is on its way", async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats/c1');
    let answer: (r: Response) => void = () => undefined;
    server([channel('c1', 12)], (call) => (call.path.startsWith('/api/v1/messages/') ? (new Promise<Response>((r) => (answer = r)) as unknown as Response) : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'textbox', labels.message)).toBeTruthy());
    await typeText(getByRole(root, 'textbox', labels.message), 'on my way');
    await click(getByRole(root, 'button', labels.send));
    await until(() => expect(root.textContent).toContain(labels.sending));
    await act(async () => answer(json(sent('x', 'on my way'), 201)));
    await until(() => expect(root.textContent).not.toContain(labels.sending));
  });
});

describe('<ChatInbox> new chat', () => {
  it("a 26th member: 'Cannot add more members.'", async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats');
    const people = Array.from({ length: 26 }, (_, i) => person(100 + i, `P${i}`));
    server([], (call) => (call.path === '/api/v1/search/user' ? json({ data: people, count: 26, next: null }) : undefined));
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'heading', labels.newChatTitle)).toBeTruthy());
    await typeText(root.querySelector('input[type="search"]') as HTMLElement, 'P');
    await until(() => expect(getByRole(root, 'button', 'P0 Last100')).toBeTruthy(), 3000);
    for (let i = 0; i < 26; i++) await click(getByRole(root, 'button', `P${i} Last${100 + i}`));
    expect(listNamed(root, labels.chosen).querySelectorAll('li')).toHaveLength(25);
    expect(root.textContent).toContain(messages.tooManyMembers);
    expect((getByRole(root, 'button', labels.create) as HTMLButtonElement).disabled).toBe(false);
  });

  it("finds members after typing (debounced), Create disabled with none, creates and opens the chat", async () => {
    loginAs(7);
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/chats');
    const { calls } = server([], (call) => {
      if (call.path === '/api/v1/search/user') return json({ data: [person(7, 'Me'), person(12, 'Bob')], count: 2, next: null });
      if (call.path === '/api/v1/channels' && call.method === 'POST') return json({ message: 'New channel created.', channel_id: 'c9', channel: channel('c9', 12) }, 201);
      return undefined;
    });
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'heading', labels.newChatTitle)).toBeTruthy());
    expect((getByRole(root, 'button', labels.create) as HTMLButtonElement).disabled).toBe(true);
    expect(root.textContent).toContain(messages.searchNeedsInput);
    await typeText(root.querySelector('input[type="search"]') as HTMLElement, 'Bo');
    await until(() => expect(getByRole(root, 'button', 'Bob Last12')).toBeTruthy(), 3000);
    expect(queryAllByRole(root, 'button', 'Me Last7')).toHaveLength(0);
    expect(calls.filter((c) => c.path === '/api/v1/search/user').map((c) => new URL(c.url).searchParams.get('name'))).toEqual(['Bo']);
    await click(getByRole(root, 'button', 'Bob Last12'));
    expect(listNamed(root, labels.chosen).textContent).toContain('Bob Last12');
    await click(getByRole(root, 'button', labels.create));
    await until(() => expect(location.hash).toBe('#/messages/chats/c9'));
    expect(calls.find((c) => c.path === '/api/v1/channels' && c.method === 'POST')!.json).toEqual({ ids: [12], isGroup: false });
  });
});
