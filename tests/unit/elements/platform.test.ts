// The elements' wiring: every element chunk registers the store with the HTTP client before its feature
// can call the API, and unexpected API failures reach the host page as `rwb-error` on document.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@/lib/http';
import { elementLoaders } from '@/elements/registry';
import '@/elements/platform';
import { errorBody, installFetch, json, resetPlatform } from '../helpers';

let errors: unknown[];
const record = (e: Event) => errors.push((e as CustomEvent).detail);

beforeEach(() => {
  resetPlatform();
  errors = [];
  document.addEventListener('rwb-error', record);
});
afterEach(() => {
  document.removeEventListener('rwb-error', record);
});

describe('rwb-error', () => {
  it('is dispatched on document for each unexpected failure (5xx, network), bubbling and composed', async () => {
    let seen: CustomEvent | null = null;
    const onWindow = (e: Event) => (seen = e as CustomEvent);
    window.addEventListener('rwb-error', onWindow);
    let offline = false;
    installFetch(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return new Response('', { status: 503 });
    });
    await expect(api('api/v1/x', { auth: 'none' })).rejects.toBeInstanceOf(ApiError);
    offline = true;
    await expect(api('api/v1/x', { auth: 'none' })).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener('rwb-error', onWindow);
    expect(errors).toEqual([
      { message: 'Response returned 503', status: 503, code: 'http_503' },
      { message: 'Could not reach the server.', status: 0, code: 'network' },
    ]);
    expect(seen!.bubbles && seen!.composed).toBe(true);
  });

  it('is not dispatched for answers the features show themselves (4xx, not logged in)', async () => {
    installFetch(() => errorBody(422, 'validation', 'Email is already registered.'));
    await expect(api('api/v1/user', { method: 'POST', auth: 'none' })).rejects.toMatchObject({ status: 422 });
    await expect(api('api/v1/user/1')).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(errors).toEqual([]);
  });
});

describe('every element chunk', () => {
  it.each(Object.keys(elementLoaders))('<%s> wires the store into the HTTP client and reports failures', async (tag) => {
    vi.resetModules(); // a page that loads only this element
    await (await import('@/elements/registry')).elementLoaders[tag]();
    const http = await import('@/lib/http'); // the copy this element's feature uses
    const { calls } = installFetch((c) => (c.path === '/api/v1/ok' ? json({ ok: true }) : new Response('', { status: 500 })));
    await expect(http.api('api/v1/ok', { auth: 'none' })).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe('http://api.test/api/v1/ok');
    await expect(http.api('api/v1/broken', { auth: 'none' })).rejects.toMatchObject({ status: 500 });
    expect(errors).toEqual([{ message: 'Response returned 500', status: 500, code: 'http_500' }]);
  }, 30_000);
});

describe('a session without its profile', () => {
  it('fetches the profile once when an element chunk loads; not when it is cached or logged out', async () => {
    const { loginAs, profileOf } = await import('../helpers');
    const { calls } = installFetch((c) => (c.path === '/api/v1/user/7' ? json(profileOf(7, { anonymous_profile: true })) : json({})));
    const { ensureProfile } = await import('@/elements/platform');
    const { $profile } = await import('@/store/member');
    ensureProfile(); // logged out
    expect(calls).toHaveLength(0);
    loginAs(7);
    ensureProfile();
    await vi.waitFor(() => expect($profile.get()?.anonymous_profile).toBe(true));
    ensureProfile(); // cached now
    expect(calls.filter((c) => c.path === '/api/v1/user/7')).toHaveLength(1);
  });
});
