// The HTTP client's chunk is loaded by the first call (src/lib/http.ts): an element whose first view
// came painted by the server starts without ofetch and zod. Once loaded, calls go straight to it; a
// schema given as a loader is loaded while the request is under way.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type * as HttpModule from '@/lib/http';

type Http = typeof HttpModule;

/** A copy of the client's light face with nothing loaded yet (the setup file loads the client for other tests). */
async function freshHttp(fetchImpl: typeof fetch): Promise<Http> {
  vi.resetModules();
  const http = await import('@/lib/http');
  http.configureHttp({
    apiBase: () => 'https://api.test/',
    client: () => ({ id: 'web', secret: 'public' }),
    tokens: { get: () => null, save: () => ({ accessToken: '', expiresAt: 0 }), onExpired: () => undefined },
  });
  http.setHttpFetch(fetchImpl);
  return http;
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the HTTP client, loaded on the first call', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('is not loaded until a call needs it; then the call goes through and the client stays loaded', async () => {
    const fetchImpl = vi.fn(async () => answer({ ok: 1 }));
    const http = await freshHttp(fetchImpl as unknown as typeof fetch);
    const first = http.loadHttpClient();
    expect(first).toBeInstanceOf(Promise); // not on the first load
    await expect(http.api('api/v1/ping', { auth: 'none' })).resolves.toEqual({ ok: 1 });
    expect(http.loadHttpClient()).not.toBeInstanceOf(Promise); // at once from now on
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('a schema loader is loaded while the request is under way, and the answer is checked against it', async () => {
    let fetched = false;
    const http = await freshHttp((async () => {
      fetched = true;
      return answer({ id: 'not a number' });
    }) as unknown as typeof fetch);
    let release!: () => void;
    const schemaLoaded = new Promise<void>((r) => (release = r));
    const schema = vi.fn(async () => {
      await schemaLoaded;
      return z.object({ id: z.number() });
    });
    const call = http.api('api/v1/thing', { auth: 'none', schema });
    await vi.waitFor(() => expect(fetched).toBe(true)); // the request did not wait for the schema
    release();
    await expect(call).rejects.toMatchObject({ name: 'ApiError', code: 'bad_response' });
    expect(schema).toHaveBeenCalledTimes(1);
  });

  it('a refused call is its ApiError whatever the schema (the schema is not needed)', async () => {
    const http = await freshHttp((async () => answer({ error: { message: 'Nope.' } }, 403)) as unknown as typeof fetch);
    const schema = vi.fn(() => Promise.reject(new Error('schema chunk failed')));
    await expect(http.api('api/v1/thing', { auth: 'none', schema })).rejects.toMatchObject({ status: 403, message: 'Nope.' });
  });
});
