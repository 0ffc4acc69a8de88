// The post composer's @mentions and link preview (events spec §2 Post composer, §5 Mentions): the
// debounced member search, keyboard choice, tags in the body, '@everyone' only for group leaders and
// the event host, the last link's preview after 1 s, dismissing it, and a failed preview.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, getByRole, press, queryAllByRole } from '../../ui/render';
import { errorBody, json, loginAs, resetPlatform } from '../../helpers';
import { bodyOf, flush, installApi, member, openPost, option, optionText, postAnswer, preview, settle, submit, typeText } from './composer-support';

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

describe('post composer: mentions', () => {
  const ana = { id: 9, first_name: 'Ana', last_name: 'Lopez', profile_photo_url: null };

  it('typing @ searches 500 ms later; choosing inserts @First Last and sends the tagged id', async () => {
    const { calls } = installApi((c) => {
      if (c.path === '/api/v1/search/user') return json({ data: [ana], count: 1, next: null });
      if (c.path === '/api/v1/group/3/timeline') return json(postAnswer(), 201);
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root, text } = await openPost();
    await typeText(text, 'Hi @An');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(calls.filter((c) => c.path === '/api/v1/search/user')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await flush();
    const searches = calls.filter((c) => c.path === '/api/v1/search/user');
    expect(searches.map((c) => new URL(c.url).searchParams.get('name'))).toEqual(['An']);
    const list = getByRole(root, 'listbox', 'Mention suggestions');
    await vi.waitFor(() => expect(queryAllByRole(list, 'option').map(optionText)).toEqual(['Ana Lopez']));
    expect(queryAllByRole(list, 'option').some((o) => optionText(o) === '@everyone')).toBe(false);

    await act(async () => {
      text.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    const option = getByRole(list, 'option');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(text.getAttribute('aria-activedescendant')).toBe(option.id);
    await act(async () => {
      text.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(text.value).toBe('Hi @Ana Lopez ');
    expect(list.hidden).toBe(true);

    vi.useRealTimers();
    await submit(root);
    await settle();
    expect(bodyOf(calls, '/api/v1/group/3/timeline')).toMatchObject({ text: 'Hi @Ana Lopez ', tagged: [9], tag_everyone: false });
  });

  it('editing the mention away drops the tag', async () => {
    const { calls } = installApi((c) => {
      if (c.path === '/api/v1/search/user') return json({ data: [ana], count: 1, next: null });
      if (c.path === '/api/v1/group/3/timeline') return json(postAnswer(), 201);
    });
    const { root, text } = await openPost();
    await typeText(text, '@Ana');
    await act(() => new Promise((r) => setTimeout(r, 550)));
    await click(option(root, 'Ana Lopez'));
    expect(text.value).toBe('@Ana Lopez ');
    await typeText(text, '@Ana Lo hello');
    await submit(root);
    await settle();
    expect(bodyOf(calls, '/api/v1/group/3/timeline')).toMatchObject({ tagged: [], tag_everyone: false });
  });

  it("'@everyone' is offered to a group admin (and sent as tag_everyone), never to a member", async () => {
    const { calls } = installApi((c) => {
      if (c.path === '/api/v1/search/user') return json({ data: [], count: 0, next: null });
      if (c.path === '/api/v1/group/3/timeline') return json(postAnswer(), 201);
    });
    let r = await openPost({ viewer: { ...member, groupRole: 0 } });
    await typeText(r.text, '@ev');
    await act(() => new Promise((res) => setTimeout(res, 550)));
    expect(queryAllByRole(r.root, 'option')).toHaveLength(0);
    await cleanup();

    r = await openPost({ viewer: { ...member, groupRole: 2 } });
    await typeText(r.text, 'Hello @ev');
    await click(option(r.root, '@everyone'));
    expect(r.text.value).toBe('Hello @everyone ');
    await submit(r.root);
    await settle();
    expect(bodyOf(calls, '/api/v1/group/3/timeline')).toMatchObject({ tagged: [], tag_everyone: true });
  });

  it('Escape closes the suggestions, not the dialog; ArrowUp wraps to the last option', async () => {
    installApi(() => json({ data: [ana], count: 1, next: null }));
    const r = await openPost({ viewer: { ...member, groupRole: 1 } });
    await typeText(r.text, '@');
    const list = getByRole(r.root, 'listbox', 'Mention suggestions');
    expect(queryAllByRole(list, 'option').map(optionText)).toEqual(['@everyone']);
    await typeText(r.text, '@e');
    await act(() => new Promise((res) => setTimeout(res, 550)));
    expect(queryAllByRole(list, 'option').map(optionText)).toEqual(['@everyone', 'Ana Lopez']);
    await press(r.text, 'ArrowUp');
    expect(queryAllByRole(list, 'option')[1].getAttribute('aria-selected')).toBe('true');
    await press(r.text, 'Escape');
    expect(list.hidden).toBe(true);
    expect(r.onCancel).not.toHaveBeenCalled();
  });

  it("'@everyone' for the event's host only; never in a challenge", async () => {
    installApi(() => json({ data: [], count: 0, next: null }));
    const host = await openPost({ context: { type: 'event', id: 5 }, viewer: { ...member, eventHost: true } });
    await typeText(host.text, '@');
    expect(queryAllByRole(host.root, 'option').map(optionText)).toEqual(['@everyone']);
    await cleanup();
    const other = await openPost({ context: { type: 'challenge', id: 4 }, viewer: { ...member, challengeAdmin: true } });
    await typeText(other.text, '@');
    expect(queryAllByRole(other.root, 'option')).toHaveLength(0);
  });
});

describe('post composer: link preview', () => {
  it('previews the last link 1 s after typing, can be dismissed, and the preview travels as open_graph', async () => {
    const { calls } = installApi((c) => {
      if (c.path === '/api/v1/link_preview') {
        const url = new URL(c.url).searchParams.get('url')!;
        return json({ title: url.includes('b.org') ? 'B page' : url, description: 'Click to open link', image_url: null, url });
      }
      if (c.path === '/api/v1/group/3/timeline') return json(postAnswer(), 201);
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { root, text } = await openPost();
    await typeText(text, 'See https://a.org and https://b.org.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(900);
    });
    expect(calls.filter((c) => c.path === '/api/v1/link_preview')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    await flush();
    expect(calls.filter((c) => c.path === '/api/v1/link_preview').map((c) => new URL(c.url).searchParams.get('url'))).toEqual(['https://b.org']);
    const card = preview(root)!;
    expect(card.textContent).toContain('B page');
    expect(card.textContent).toContain('Click to open link');

    vi.useRealTimers();
    await submit(root);
    await settle();
    expect(bodyOf(calls, '/api/v1/group/3/timeline')).toMatchObject({
      open_graph: { url: 'https://b.org', title: 'B page', description: 'Click to open link', image_url: null },
    });
  });

  it('a dismissed preview is gone and not sent; a failed preview shows the link and "Click to open link"', async () => {
    const { calls } = installApi((c) => {
      if (c.path === '/api/v1/link_preview') return errorBody(429, 'rate_limited', 'You are adding links too quickly. Please try again in a minute.');
      if (c.path === '/api/v1/group/3/timeline') return json(postAnswer(), 201);
    });
    const { root, text } = await openPost();
    await typeText(text, 'www.c.org');
    await act(() => new Promise((r) => setTimeout(r, 1050)));
    const card = preview(root)!;
    expect(card.querySelector('.rwb-composer__preview-title')!.textContent).toBe('https://www.c.org');
    expect(card.querySelector('.rwb-composer__preview-description')!.textContent).toBe('Click to open link');
    await click(getByRole(root, 'button', 'Remove link preview'));
    expect(preview(root)).toBeNull();
    await submit(root);
    await settle();
    expect(bodyOf(calls, '/api/v1/group/3/timeline')).toMatchObject({ text: 'www.c.org', open_graph: null });
  });
});
