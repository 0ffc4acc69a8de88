// Accounts spec §4: choosing an anonymous profile leaves every chat room (the server does it when the
// profile is saved) and ends messaging: the `onAnonymousProfile` hook closes the member's socket, and
// an open inbox turns to 'Messaging Disabled'. §2: logout closes it too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, createElement } from 'react';
import '@/features/chat-inbox/schemas';
import { ChatInbox } from '@/features/chat-inbox';
import { labels, messages } from '@/features/chat-inbox/messages';
import { acquireChatConnection, setChatConnector } from '@/features/chat-inbox/realtime';
import { anonymousProfileChosen } from '@/store/anonymous';
import { logout } from '@/store/auth';
import { setProfile } from '@/store/member';
import type { UserProfile } from '@/lib/schemas';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform } from '../../helpers';
import { cleanup, getByRole, queryAllByRole, render, until } from '../../ui/render';
import { channel, fakeConnection } from './support';

let fake: ReturnType<typeof fakeConnection>;
let connects = 0;
beforeEach(() => {
  resetPlatform();
  history.replaceState(null, '', '/demo/chat-inbox.html');
  fake = fakeConnection(7);
  connects = 0;
  setChatConnector(async () => {
    connects += 1;
    return fake.connection;
  });
});
afterEach(async () => {
  await cleanup();
  setChatConnector(null);
  resetPlatform();
});

const options = { userId: 7, baseURL: 'http://api.test/chat', token: async () => 'jwt' };

describe('chat connection: anonymous profile and logout', () => {
  it('choosing an anonymous profile closes the held connection; the next inbox connects afresh', async () => {
    const held = acquireChatConnection(options);
    await held.connection;
    expect(fake.disconnected()).toBe(0);
    await anonymousProfileChosen();
    await until(() => expect(fake.disconnected()).toBe(1));
    // Releasing the dropped handle closes nothing more.
    held.release();
    await act(async () => undefined);
    expect(fake.disconnected()).toBe(1);
    const again = acquireChatConnection(options);
    await again.connection;
    expect(connects).toBe(2);
    again.release();
  });

  it('with no connection open, choosing an anonymous profile connects nothing', async () => {
    await anonymousProfileChosen();
    expect(connects).toBe(0);
    expect(fake.disconnected()).toBe(0);
  });

  it('logout closes the held connection', async () => {
    loginAs(7);
    installFetch((call) => (call.path === '/oauth/revoke' ? json({}) : errorBody(404, 'not_found')));
    const held = acquireChatConnection(options);
    await held.connection;
    await act(async () => logout({ navigate: false }));
    await until(() => expect(fake.disconnected()).toBe(1));
    held.release();
  });

  it("an open inbox: the profile turns anonymous → 'Messaging Disabled', the socket closed, no composer", async () => {
    loginAs(7);
    setProfile(profileOf(7, { anonymous_profile: false, public_profile: true }) as UserProfile);
    installFetch((call) => {
      if (call.path === '/api/v1/channels' && call.method === 'GET') return json({ data: [channel('c1', 12)] });
      return errorBody(404, 'not_found');
    });
    const { root } = await render(createElement(ChatInbox, {}));
    await until(() => expect(root.textContent).toContain('First12 Last12'));
    await until(() => expect(connects).toBe(1));
    expect(queryAllByRole(root, 'heading').some((h) => h.textContent === messages.disabledTitle)).toBe(false);

    // What the privacy settings do once the anonymous profile is saved: the profile, then the hook.
    await act(async () => {
      setProfile(profileOf(7, { anonymous_profile: true, public_profile: false }) as UserProfile);
      await anonymousProfileChosen();
    });
    await until(() => expect(getByRole(root, 'heading', messages.disabledTitle)).toBeTruthy());
    expect(root.textContent).toContain(messages.anonymous);
    expect(root.textContent).not.toContain('First12 Last12');
    expect(queryAllByRole(root, 'link').some((l) => l.textContent === labels.newChat)).toBe(false);
    await until(() => expect(fake.disconnected()).toBe(1));
  });
});
