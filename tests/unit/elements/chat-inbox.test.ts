// <chat-inbox> as a page uses it: logged out a login prompt; a member's chats from the product API
// over a (fake) realtime connection, which closes when the element leaves the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { installFetch, json, errorBody, loginAs, resetPlatform } from '../helpers';
import { labels, messages } from '@/features/chat-inbox/messages';
import { setChatConnector } from '@/features/chat-inbox/realtime';
import { channel, fakeConnection } from '../features/chat-inbox/support';
import '@/elements/chat-inbox';

let fake: ReturnType<typeof fakeConnection>;
beforeEach(() => {
  resetPlatform();
  history.replaceState(null, '', '/demo/chat-inbox.html');
  fake = fakeConnection(7);
  setChatConnector(async () => fake.connection);
});
afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  setChatConnector(null);
  resetPlatform();
});

async function mount(): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = '<chat-inbox></chat-inbox>';
  });
  const el = document.body.querySelector('chat-inbox')!;
  await vi.waitFor(() => expect(el.shadowRoot).toBeTruthy());
  return el.shadowRoot!;
}

describe('<chat-inbox>', () => {
  it('logged out: the login prompt', async () => {
    const root = await mount();
    await vi.waitFor(() => expect(root.textContent).toContain(messages.loginForMessages));
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toContain(labels.logIn);
  });

  it("a member's chats; leaving the page closes the connection", async () => {
    loginAs(7);
    installFetch((call) => (call.path === '/api/v1/channels' ? json({ data: [channel('c1', 12)] }) : errorBody(404, 'not_found')));
    const root = await mount();
    await vi.waitFor(() => expect(root.textContent).toContain('First12 Last12'));
    expect(fake.disconnected()).toBe(0);
    await act(async () => {
      document.body.innerHTML = '';
    });
    await vi.waitFor(() => expect(fake.disconnected()).toBe(1));
  });
});
