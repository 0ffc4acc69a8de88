// profile-view's Message button (accounts spec §6, §8): hidden on one's own profile, for anonymous or
// private profiles (the member's or the viewer's) and for a blocked member; otherwise it starts (or
// reuses) the one-to-one chat and opens it — in the page's <chat-inbox>, else through navigate()
// (the shell's router, or the route's URL); a refusal shows the server's text ('You cannot message
// blocked users.'), another failure 'Unable to create chat channel.'.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { MessageButton } from '@/features/profile-view/components/message-button';
import { labels } from '@/features/profile-view/messages';
import { messageTexts } from '@/features/profile-view/message-member';
import type { Profile } from '@/features/profile-view/schemas';
import { CHAT_TEXTS } from '@/lib/chat';
import { $config, defaultConfig } from '@/store/config';
import { blockMember } from '@/store/member';
import { setRouter, type RouterRequest } from '@/store/navigation';
import { API, errorBody, installFetch, json, loginAs, profileOf, resetPlatform } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render, until } from '../../ui/render';

const me = profileOf(7, { public_profile: true, anonymous_profile: false }) as unknown as Profile;
const other = (extra: Record<string, unknown> = {}) => profileOf(12, { first_name: 'Bo', last_name: 'Reed', public_profile: true, anonymous_profile: false, ...extra }) as unknown as Profile;

beforeEach(() => {
  resetPlatform();
  history.replaceState(null, '', '/demo/profile-view.html?id=12');
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  document.querySelectorAll('chat-inbox').forEach((el) => el.remove());
  resetPlatform();
});

const created = () => installFetch((call) => (call.path === '/api/v1/channels' && call.method === 'POST' ? json({ message: CHAT_TEXTS.exists, channel_id: 'c9', channel: {} }) : errorBody(404, 'not_found')));

describe('Message button', () => {
  it('is hidden on one’s own profile, for anonymous or private profiles, for a blocked member, for an anonymous viewer', async () => {
    const cases: Array<[Profile, Profile | null]> = [
      [me, me],
      [other({ anonymous_profile: true }), me],
      [other({ public_profile: false }), me],
      [other(), { ...me, anonymous_profile: true } as Profile],
      [other(), { ...me, public_profile: false } as Profile],
      [other(), null],
    ];
    for (const [profile, viewer] of cases) {
      const { root, unmount } = await render(createElement(MessageButton, { profile, viewer }));
      expect(queryAllByRole(root, 'button', labels.message)).toHaveLength(0);
      await unmount();
    }
    const { root } = await render(createElement(MessageButton, { profile: other(), viewer: me }));
    expect(getByRole(root, 'button', labels.message)).toBeTruthy();
    blockMember({ id: 12 });
    await until(() => expect(queryAllByRole(root, 'button', labels.message)).toHaveLength(0));
  });

  it('with a <chat-inbox> on the page: the one-to-one chat (POST api/v1/channels) opens in it', async () => {
    const { calls } = created();
    document.body.append(document.createElement('chat-inbox'));
    const { root } = await render(createElement(MessageButton, { profile: other(), viewer: me }));
    await click(getByRole(root, 'button', labels.message));
    await until(() => expect(location.hash).toBe('#/messages/chats/c9'));
    const post = calls.find((c) => c.path === '/api/v1/channels')!;
    expect([post.method, post.json]).toEqual(['POST', { ids: [12], isGroup: false }]);
  });

  it('in the shell: its router opens /messages/chats/{id}', async () => {
    created();
    const routed: RouterRequest[] = [];
    setRouter((r) => routed.push(r));
    const { root } = await render(createElement(MessageButton, { profile: other(), viewer: me }));
    await click(getByRole(root, 'button', labels.message));
    await until(() => expect(routed.map((r) => r.path)).toEqual(['/messages/chats/c9']));
    expect(location.hash).toBe('');
  });

  it('elsewhere: navigate() to the route’s URL (rwb-navigate first, from the element)', async () => {
    created();
    $config.set({ ...defaultConfig(API), routes: { '/messages/chats/{id}': '/demo/chat-inbox.html#/messages/chats/{id}' } });
    const { root, host } = await render(createElement(MessageButton, { profile: other(), viewer: me }));
    const seen: Array<{ path: string; url: string }> = [];
    host.addEventListener('rwb-navigate', (e) => {
      seen.push((e as CustomEvent).detail);
      e.preventDefault();
    });
    await click(getByRole(root, 'button', labels.message));
    await until(() => expect(seen).toHaveLength(1));
    expect(seen[0].path).toBe('/messages/chats/c9');
    expect(seen[0].url).toMatch(/\/demo\/chat-inbox\.html#\/messages\/chats\/c9$/);
  });

  it("a refusal shows the server's text: 'You cannot message blocked users.'; another failure the spec's", async () => {
    let refusal = true;
    installFetch(() => (refusal ? errorBody(403, 'blocked', CHAT_TEXTS.blocked) : errorBody(500, 'server_error', 'boom')));
    const { root } = await render(createElement(MessageButton, { profile: other(), viewer: me }));
    await click(getByRole(root, 'button', labels.message));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain(messageTexts.blocked));
    expect(messageTexts.blocked).toBe('You cannot message blocked users.');
    refusal = false;
    await click(getByRole(root, 'button', labels.message));
    await until(() => expect(getByRole(root, 'alert').textContent).toContain('Unable to create chat channel.'));
    expect(location.hash).toBe('');
  });
});
