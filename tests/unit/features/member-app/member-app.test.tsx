import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemberApp } from '@/features/member-app';
import { configure } from '@/store/config';
import { setProfile } from '@/store/member';
import { navigate } from '@/store/navigation';
import { $session, restoreSession } from '@/store/session';
import { API, installFetch, json, loginAs, profileOf, resetPlatform } from '../../helpers';
import { cleanup, getByRole, render } from '../../ui/render';

const VERSION = { minimum_version: '5.1.4', current_version: '5.1.4', build: 'D9223' };
let minimum = VERSION.minimum_version;
let fetched: ReturnType<typeof installFetch>;

/** Defines each tag the shell asks for as an empty element with a heading in its shadow root. */
const loadElement = vi.fn(async (tag: string) => {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        if (!this.shadowRoot) this.attachShadow({ mode: 'open' }).innerHTML = `<h2>${tag}</h2>`;
      }
    },
  );
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));
const at = (path: string) => history.replaceState(null, '', path);
const main = (root: ShadowRoot) => root.querySelector('main')!;

async function renderAt(path: string, props: Partial<Parameters<typeof MemberApp>[0]> = {}) {
  at(path);
  const r = await render(<MemberApp loadElement={loadElement} {...props} />);
  await settle();
  return r;
}

beforeEach(() => {
  resetPlatform();
  configure({ appBase: `${location.origin}/app`, apiBase: API });
  minimum = VERSION.minimum_version;
  fetched = installFetch((call) => {
    if (call.path === '/api/v1/minimum_version') return json({ ...VERSION, minimum_version: minimum });
    if (call.path === '/api/v1/user/7/app_version') return json(call.json);
    if (call.path === '/api/v1/user/7') return json(profileOf(7));
    return json({ error: { code: 'not_found' } }, 404);
  });
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
  vi.unstubAllGlobals();
});

describe('MemberApp', () => {
  it('shows the route’s element under the bar, the current section marked and the version line', async () => {
    loginAs(7);
    setProfile(profileOf(7) as never);
    const { root } = await renderAt('/app/feed');
    expect(main(root).querySelector('member-feed')).not.toBeNull();
    expect(loadElement).toHaveBeenCalledWith('member-feed');
    const nav = root.querySelector('nav[aria-label="Main"]')!;
    const names = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(names).toEqual(['Feed', 'Groups', 'Events', 'Challenges', 'Notifications', 'Messages']);
    expect(getByRole(root, 'link', 'Feed').getAttribute('aria-current')).toBe('page');
    expect(getByRole(root, 'link', 'Groups').getAttribute('aria-current')).toBeNull();
    expect(root.textContent).toContain('Version 5.1.4 (build D9223)');
    expect(getByRole(root, 'link', 'Privacy Policy')).toBeTruthy();
    expect(getByRole(root, 'link', 'Terms of Service (opens in a new tab)').getAttribute('target')).toBe('_blank');
  });

  it('a reload on /app/feed waits for the session restored through the cookie: no bounce to /login', async () => {
    setProfile(profileOf(7) as never);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inner = fetched.fn.getMockImplementation()!;
    fetched.fn.mockImplementation(async (input, init) => {
      if (new URL(String(input)).pathname !== '/oauth/token') return inner(input, init);
      await gate;
      return json({ access_token: 'back', token_type: 'Bearer', expires_in: 600, user_id: 7 });
    });
    void restoreSession(7);
    const { root } = await renderAt('/app/feed');
    expect(location.pathname).toBe('/app/feed');
    release();
    await settle();
    expect(location.pathname).toBe('/app/feed');
    expect(main(root).querySelector('member-feed')).not.toBeNull();
    expect($session.get()?.accessToken).toBe('back');
  });

  it('routes navigate() in place with a real URL, keeps Back working and focuses the new view’s heading', async () => {
    loginAs(7);
    setProfile(profileOf(7) as never);
    const { root } = await renderAt('/app/feed');
    await act(async () => void navigate('/groups/5/members'));
    await settle();
    expect(location.pathname).toBe('/app/groups/5/members');
    const group = main(root).querySelector('group-page');
    expect(group?.getAttribute('group-id')).toBe('5');
    expect(getByRole(root, 'link', 'Groups').getAttribute('aria-current')).toBe('page');
    expect(root.activeElement?.textContent).toBe('Group');
    expect(document.title).toBe('Group · Team RWB');

    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    await settle();
    expect(location.pathname).toBe('/app/feed');
    expect(main(root).querySelector('member-feed')).not.toBeNull();
  });

  it('sends a logged-out member from a guarded route to /login with the return address', async () => {
    const { root } = await renderAt('/app/groups/5');
    expect(location.pathname).toBe('/app/login');
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/app/groups/5');
    expect(main(root).querySelector('member-login')).not.toBeNull();
    expect(root.querySelector('nav')).toBeNull(); // no bar on /login
  });

  it('leaves public routes (events) to logged-out members', async () => {
    await renderAt('/app/events/12');
    expect(location.pathname).toBe('/app/events/12');
  });

  it.each([
    ['logged out', null, '/app/login'],
    ['verified and complete', profileOf(7), '/app/feed'],
    ['e-mail not verified', profileOf(7, { email_verified: false }), '/app/registration/confirm_email'],
    ['profile not completed', profileOf(7, { profile_completed: false }), '/app/registration/personal_info'],
  ])('sends any other path through the session check: %s', async (_, profile, where) => {
    if (profile) {
      loginAs(7);
      setProfile(profile as never);
    }
    await renderAt('/app/somewhere/else');
    expect(location.pathname).toBe(where);
  });

  it('reports the app version after login (client web)', async () => {
    loginAs(7);
    setProfile(profileOf(7) as never);
    await renderAt('/app/feed');
    const put = fetched.calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/user/7/app_version');
    expect(put?.json).toEqual({ app_version: '5.1.4', client: 'web' });
  });

  it('asks for a reload when the minimum version is above the running one', async () => {
    minimum = '5.2.0';
    const { root } = await renderAt('/app/events');
    const alert = getByRole(root, 'alert');
    expect(alert.textContent).toContain('A new version of Team RWB is available');
    expect(getByRole(alert, 'button', 'Reload')).toBeTruthy();
  });

  it('shows the unread dots: Notifications, and Messages unless inside messages', async () => {
    loginAs(7);
    setProfile(profileOf(7) as never);
    const { root, rerender } = await renderAt('/app/feed', { unseenNotifications: 2, unreadMessages: 1 });
    expect(getByRole(root, 'link', 'Notifications, unread')).toBeTruthy();
    expect(getByRole(root, 'link', 'Messages, unread')).toBeTruthy();
    await act(async () => void navigate('/messages'));
    await rerender(<MemberApp loadElement={loadElement} unseenNotifications={0} unreadMessages={1} />);
    expect(getByRole(root, 'link', 'Messages')).toBeTruthy();
    expect(getByRole(root, 'link', 'Notifications')).toBeTruthy();
  });

  it('shows the privacy policy page without the bar', async () => {
    const { root } = await renderAt('/app/privacy-policy');
    expect(getByRole(root, 'heading', 'Privacy Policy')).toBeTruthy();
    expect(root.querySelector('nav')).toBeNull();
  });
});
