// The <member-login> custom element as a page uses it: attributes in, rwb-* events out, text in its
// shadow root. The API is a fake fetch; the browser tests cover the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { installFetch, json, errorBody, profileOf, resetPlatform, tokenCalls } from '../helpers';
import { messages } from '@/features/member-login/messages';
import '@/elements/member-login';

type Fired = { type: string; detail: unknown };

let fired: Fired[];
const record = (e: Event) => {
  fired.push({ type: e.type, detail: (e as CustomEvent).detail });
  if (e.type === 'rwb-navigate') e.preventDefault(); // stay on this test page
};
const TYPES = ['rwb-session-login', 'rwb-session-logout', 'rwb-navigate', 'rwb-error'];

beforeEach(() => {
  resetPlatform();
  fired = [];
  for (const t of TYPES) document.addEventListener(t, record);
});
afterEach(() => {
  for (const t of TYPES) document.removeEventListener(t, record);
  document.body.innerHTML = '';
});

async function mount(html: string): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const el = document.body.querySelector('member-login')!;
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('form')).toBeTruthy());
  return el.shadowRoot!;
}

function input(root: ShadowRoot, label: string): HTMLInputElement {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  if (!l) throw new Error(`no label ${label}`);
  return root.getElementById(l.htmlFor) as HTMLInputElement;
}

async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(root: ShadowRoot) {
  await act(async () => {
    root.querySelector('form')!.requestSubmit();
  });
}

/** Logs in as ana@example.com with `password`. */
async function logIn(root: ShadowRoot, password: string) {
  await type(input(root, 'Email'), 'ana@example.com');
  await type(input(root, 'Password'), password);
  await submit(root);
}

/** The API; `cookie: false` is a browser that refuses the refresh cookie (a refresh without one is refused). */
function fakeServer(profile = profileOf(42), { cookie = true } = {}) {
  return installFetch((call) => {
    if (call.path === '/oauth/token') {
      const cookieMode = call.form.get('token_delivery') === 'cookie';
      if (call.form.get('grant_type') === 'refresh_token') {
        return cookie ? json({ access_token: 'a2', expires_in: 600, token_type: 'Bearer', user_id: 42 }) : errorBody(400, 'invalid_request');
      }
      return call.form.get('password') === 'right-pass'
        ? json({ access_token: 'a1', ...(cookieMode ? {} : { refresh_token: 'r1' }), expires_in: 600, token_type: 'Bearer', user_id: 42 })
        : errorBody(400, 'invalid_grant');
    }
    if (call.path === '/api/v1/user/42') return json(profile);
    return errorBody(404, 'not_found');
  });
}

describe('<member-login>', () => {
  it('validates in the shadow root and calls nothing', async () => {
    const { calls } = fakeServer();
    const root = await mount('<member-login></member-login>');
    await type(input(root, 'Email'), 'not-an-email');
    await submit(root);
    expect(root.textContent).toContain(messages.invalidEmail);
    expect(root.textContent).toContain(messages.passwordRequired);
    expect(calls).toEqual([]);
  });

  it('the redirect attribute decides where a complete member goes, and login is announced', async () => {
    const { calls } = fakeServer();
    const root = await mount('<member-login redirect="/events/12"></member-login>');
    await logIn(root, 'right-pass');
    await vi.waitFor(() => expect(fired.map((f) => f.type)).toContain('rwb-navigate'));
    expect(fired.find((f) => f.type === 'rwb-session-login')?.detail).toEqual({ userId: 42 });
    expect(fired.find((f) => f.type === 'rwb-navigate')?.detail).toMatchObject({ path: '/events/12' });
    expect(tokenCalls(calls)[0].form.get('username')).toBe('ana@example.com');
  });

  it('a browser that refuses the refresh cookie: the logged-in view says once that a new tab needs another login', async () => {
    fakeServer(profileOf(42), { cookie: false });
    const root = await mount('<member-login></member-login>');
    await logIn(root, 'right-pass');
    await vi.waitFor(() => expect(root.textContent).toContain(messages.cookieRefused));
    // Another page would end a page-only session: the member stays here.
    expect(fired.map((f) => f.type)).toContain('rwb-session-login');
    expect(fired.map((f) => f.type)).not.toContain('rwb-navigate');
    expect(messages.cookieRefused).toBe('Your browser keeps you logged in on this page only; you will need to log in again in a new tab.');
    expect(root.querySelector('[role="status"]')?.textContent).toContain(messages.cookieRefused);
    await act(async () => (root.querySelector('button[aria-label="Dismiss"]') as HTMLButtonElement).click());
    expect(root.textContent).not.toContain(messages.cookieRefused);
  });

  it('a browser that keeps the cookie says nothing of the kind', async () => {
    fakeServer();
    const root = await mount('<member-login></member-login>');
    await logIn(root, 'right-pass');
    await vi.waitFor(() => expect(fired.map((f) => f.type)).toContain('rwb-session-login'));
    await vi.waitFor(() => expect(root.textContent).toContain('Logged in as'));
    expect(root.textContent).not.toContain(messages.cookieRefused);
  });

  it('a redirect attribute changed after upgrade is used; without it the member goes to /feed', async () => {
    fakeServer();
    const root = await mount('<member-login></member-login>');
    const el = document.querySelector('member-login')!;
    await act(async () => el.setAttribute('redirect', '/groups/3'));
    await logIn(root, 'right-pass');
    await vi.waitFor(() => expect(fired.find((f) => f.type === 'rwb-navigate')?.detail).toMatchObject({ path: '/groups/3' }));

    fired = [];
    document.body.innerHTML = '';
    resetPlatform();
    fakeServer();
    const again = await mount('<member-login></member-login>');
    await logIn(again, 'right-pass');
    await vi.waitFor(() => expect(fired.find((f) => f.type === 'rwb-navigate')?.detail).toMatchObject({ path: '/feed' }));
  });

  it('a wrong password shows the spec message under the password and keeps what was typed', async () => {
    fakeServer();
    const root = await mount('<member-login></member-login>');
    await logIn(root, 'wrong-pass');
    await vi.waitFor(() => expect(root.textContent).toContain(messages.invalidCredentials));
    const pw = input(root, 'Password');
    expect(root.getElementById(pw.getAttribute('aria-describedby')!)?.textContent).toBe(messages.invalidCredentials);
    expect(input(root, 'Email').value).toBe('ana@example.com');
    expect(fired.map((f) => f.type)).not.toContain('rwb-session-login');
  });
});
