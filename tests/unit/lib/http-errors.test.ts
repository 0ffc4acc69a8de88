// The HTTP client's failure reporting (onUnexpectedError, the bus src/elements/platform.ts turns into
// rwb-error) and its layering: lib/http.ts works only with the token source the store registers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onUnexpectedError } from '@/lib/http';
import { UserProfileSchema } from '@/lib/schemas';
import { API, errorBody, installFetch, json, loginAs, resetPlatform } from '../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

describe('unexpected failures', () => {
  const collect = () => {
    const seen: ApiError[] = [];
    const stop = onUnexpectedError((e) => seen.push(e));
    return { seen, stop };
  };

  it('reports 5xx, network, timeout and unreadable responses to the listeners, once each', async () => {
    const { seen, stop } = collect();
    let mode = 'down';
    installFetch(() => {
      if (mode === 'down') return new Response('', { status: 502 });
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      return json({ id: 'twelve' });
    });
    await expect(api('a', { auth: 'none' })).rejects.toMatchObject({ status: 502 });
    mode = 'offline';
    await expect(api('b', { auth: 'none' })).rejects.toMatchObject({ status: 0, code: 'network' });
    mode = 'garbled';
    await expect(api('c', { auth: 'none', schema: UserProfileSchema })).rejects.toMatchObject({ code: 'bad_response' });
    stop();
    mode = 'down';
    expect(seen.map((e) => [e.status, e.code])).toEqual([
      [502, 'http_502'],
      [0, 'network'],
      [200, 'bad_response'],
    ]);
    await expect(api('d', { auth: 'none' })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(3); // unsubscribed
  });

  it('a timeout is reported; an abort is not', async () => {
    const { seen, stop } = collect();
    // A server that never answers: only the signal (timeout or abort) ends the request.
    const hang = (_input: unknown, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    vi.stubGlobal('fetch', vi.fn(hang));
    await expect(api('slow', { auth: 'none', timeout: 10 })).rejects.toMatchObject({ status: 0, code: 'timeout' });
    const controller = new AbortController();
    const pending = api('slow', { auth: 'none', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, code: 'aborted' });
    stop();
    expect(seen.map((e) => e.code)).toEqual(['timeout']);
  });

  it('answers the features handle (4xx, not logged in, an expired session) are not reported', async () => {
    const { seen, stop } = collect();
    installFetch((c) => (c.path === '/oauth/token' ? errorBody(400, 'invalid_grant') : errorBody(422, 'validation', 'Bad', { a: 'Bad' })));
    await expect(api('x', { auth: 'none' })).rejects.toMatchObject({ status: 422 });
    await expect(api('y')).rejects.toMatchObject({ code: 'not_logged_in' });
    loginAs(7, 10);
    await expect(api('z')).rejects.toMatchObject({ code: 'session_expired' });
    stop();
    expect(seen).toEqual([]);
  });

  it('a throwing listener does not stop the others or the caller', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopBad = onUnexpectedError(() => {
      throw new Error('listener bug');
    });
    const { seen, stop } = collect();
    installFetch(() => new Response('', { status: 500 }));
    await expect(api('x', { auth: 'none' })).rejects.toMatchObject({ status: 500 });
    stopBad();
    stop();
    expect(seen).toHaveLength(1);
  });
});

describe('layering', () => {
  it('lib/http knows no store: until one registers its token source, a call fails loudly', async () => {
    vi.resetModules();
    const fresh = await import('@/lib/http');
    await expect(fresh.api('x', { auth: 'none' })).rejects.toThrow(/before the store registered its token source/);
    await import('@/store/session'); // registers with this copy of the client
    const { calls } = installFetch(() => json({ ok: true }));
    await expect(fresh.api('api/v1/x', { auth: 'none' })).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe(`${API}/api/v1/x`);
  });
});
