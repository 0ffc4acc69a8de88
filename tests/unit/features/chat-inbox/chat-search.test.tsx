// The search page (§2 /messages/search, §5, §9): the list's search box leads there with the text;
// under three characters the spec's hint and no call; then chats and messages, 5 each, 'See All' for
// the rest; no hits: the spec's text with the member's words as text (never HTML); a result opens its chat.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/chat-inbox/schemas';
import '@/features/chat-inbox/list-schemas';
import { ChatInbox } from '@/features/chat-inbox';
import { setSearchText } from '@/features/chat-inbox/hooks/use-chat-search';
import { searchable } from '@/features/chat-inbox/list-model';
import { labels, listTexts } from '@/features/chat-inbox/messages';
import { setChatConnector } from '@/features/chat-inbox/realtime';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render, until } from '../../ui/render';
import { channel, fakeConnection } from './support';

beforeEach(() => {
  resetPlatform();
  setSearchText('');
  history.replaceState(null, '', '/demo/chat-inbox.html');
  const fake = fakeConnection(7, { c1: { messages: [] } });
  setChatConnector(async () => fake.connection);
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  setChatConnector(null);
  resetPlatform();
});

const found = (i: number) => ({ id: `m${i}`, channel_id: 'c1', profile_id: 12, sender: 'First12 Last12', text: `running ${i}`, type: 'regular', created: '2026-11-20T10:00:00Z', deleted: false, blocked: false });
const chats = [channel('c1', 12, { displayName: 'Runner Twelve' })];

function server(search: (call: Call) => Response | undefined) {
  return installFetch((call) => {
    if (call.path.endsWith('/search')) return search(call) ?? errorBody(404, 'not_found');
    if (call.path === '/api/v1/channels' && call.method === 'GET') return json({ data: chats });
    if (call.path === '/api/v1/chat/token') return json({ token: 'jwt' });
    return errorBody(404, 'not_found');
  });
}

/** Sets an input's value as typing does. */
async function type(el: HTMLElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The search page (the list stays in the page, hidden). */
const page = (root: ShadowRoot) => root.querySelector<HTMLElement>('.chat__search-page')!;

const searchBox = (root: ShadowRoot) => {
  const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="search"]')].filter((b) => !b.closest('[hidden]'));
  expect(boxes).toHaveLength(1);
  return boxes[0];
};

describe('search page', () => {
  it('the list’s search box leads there with the text; under three characters the hint and no call', async () => {
    const { calls } = server(() => undefined);
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'link', /Runner Twelve/)).toBeTruthy());
    await type(searchBox(root), 'r');
    expect(location.hash).toBe('#/messages/search');
    await until(() => expect(getByRole(root, 'heading', listTexts.searchTitle)).toBeTruthy());
    const box = searchBox(root);
    expect(box.value).toBe('r');
    await until(() => expect(root.activeElement).toBe(box));
    expect(root.textContent).toContain(listTexts.searchMin);
    // Only the search page's box is in the page meanwhile (the list's comes back with the list).
    expect(root.querySelectorAll('input[type="search"]')).toHaveLength(1);
    await type(box, 'ru ');
    await new Promise((r) => setTimeout(r, 700));
    expect(root.textContent).toContain(listTexts.searchMin);
    expect(calls.filter((c) => c.path.endsWith('/search'))).toHaveLength(0);

    // Back: the list, the focus on its search box.
    await click(getByRole(page(root), 'button', labels.back));
    await until(() => expect(root.querySelector('.chat__search-page')).toBeNull());
    expect(root.activeElement).toBe(searchBox(root));
  });

  it('chats and messages, 5 each, then See All shows the rest; a message opens its chat', async () => {
    const { calls } = server((call) => {
      const q = new URL(call.url).searchParams;
      if (call.path === '/api/v1/channels/search') return json({ data: chats, count: 1, next: null });
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit'));
      const all = Array.from({ length: 7 }, (_, i) => found(i + 1));
      return json({ data: all.slice(offset, offset + limit), count: 7, next: offset + limit < 7 ? offset + limit : null });
    });
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/search');
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'heading', listTexts.searchTitle)).toBeTruthy());
    await type(searchBox(root), 'run');
    await until(() => expect(getByRole(page(root), 'heading', listTexts.searchMessages)).toBeTruthy());
    expect(getByRole(page(root), 'heading', listTexts.searchChats)).toBeTruthy();
    const first = calls.filter((c) => c.path.endsWith('/search')).map((c) => `${c.path}${new URL(c.url).search}`);
    expect(first.sort()).toEqual(['/api/v1/channels/search?q=run&limit=5', '/api/v1/messages/search?q=run&limit=5']);
    const messagesList = () => root.querySelector<HTMLElement>(`ul[aria-labelledby="${getByRole(page(root), 'heading', listTexts.searchMessages).id}"]`)!;
    expect(queryAllByRole(messagesList(), 'link')).toHaveLength(5);
    expect(queryAllByRole(root, 'button', listTexts.seeAll)).toHaveLength(1); // chats: only one, no See All
    await click(getByRole(root, 'button', listTexts.seeAll));
    await until(() => expect(queryAllByRole(messagesList(), 'link')).toHaveLength(7));
    expect(calls.some((c) => c.url.endsWith('/api/v1/messages/search?q=run&offset=5&limit=100'))).toBe(true);
    expect(queryAllByRole(root, 'button', listTexts.seeAll)).toHaveLength(0);

    const result = getByRole(messagesList(), 'link', /running 7/);
    expect(result.textContent).toContain('First12 Last12');
    expect(result.textContent).toContain('Runner Twelve');
    await click(result);
    // The chat opens at the message found.
    expect(location.hash).toBe('#/messages/chats/c1?m=m7');
    await until(() => expect(getByRole(root, 'heading', 'Runner Twelve')).toBeTruthy());
  });

  it('no hits: the spec text with the member’s words as text, never HTML', async () => {
    server((call) => json({ data: [], count: 0, next: null, path: call.path }));
    setSearchText('<b>zzq</b>');
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/search');
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(root.textContent).toContain(listTexts.noResults('<b>zzq</b>')));
    expect(listTexts.noResults('<b>zzq</b>')).toBe('No messages or chats with the search results "<b>zzq</b>"');
    expect(root.querySelector('b')).toBeNull();
    expect(queryAllByRole(page(root), 'heading', listTexts.searchChats)).toHaveLength(0);
  });

  it('a failed search says so; Retry searches again', async () => {
    let fail = true;
    server((call) => (fail ? errorBody(500, 'server_error') : json({ data: call.path.includes('channels') ? chats : [], count: call.path.includes('channels') ? 1 : 0, next: null })));
    setSearchText('runner');
    history.replaceState(null, '', '/demo/chat-inbox.html#/messages/search');
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain(listTexts.searchFailed), 4000);
    fail = false;
    await click(getByRole(getByRole(root, 'alert'), 'button', labels.retry));
    await until(() => expect(getByRole(page(root), 'link', /Runner Twelve/)).toBeTruthy());
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
  });

  it('three characters, not counting blanks at either end', () => {
    expect(searchable('ru')).toBe(false);
    expect(searchable(' ru ')).toBe(false);
    expect(searchable('run')).toBe(true);
    expect(searchable('👍👍👍')).toBe(true);
  });
});
