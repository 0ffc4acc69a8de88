// The API's CORS (server/http/cors.ts) answers exactly as hono's cors() configured the same way: the
// same Access-Control-* and Vary headers for allowed, refused and absent origins, on successes, errors,
// handlers that set their own Vary, and preflights.
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, loadConfig } from '../../../server/config';
import { apiCors } from '../../../server/http/cors';

const config = loadConfig({ APP_ENV: 'test', CORS_ORIGINS: 'https://www.example.org' });

const reference = cors({
  origin: (origin) => (origin && isAllowedOrigin(config, origin) ? origin : null),
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
  exposeHeaders: ['Retry-After', 'WWW-Authenticate'],
  maxAge: 600,
});

function app(middleware: MiddlewareHandler): Hono {
  const a = new Hono();
  a.use('/api/*', middleware);
  a.get('/api/json', (c) => c.json({ ok: true }));
  a.post('/api/json', (c) => c.json({ created: true }, 201));
  a.get('/api/vary', (c) => c.json({ ok: true }, 200, { Vary: 'Accept-Encoding' }));
  a.get('/api/fail', () => {
    throw new Error('boom');
  });
  a.get('/api/fetched', () => fetch('data:application/json,{}')); // immutable headers
  a.onError((_, c) => c.json({ error: 'server_error' }, 500));
  return a;
}

const corsHeaders = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([k]) => k.startsWith('access-control-') || k === 'vary'));

describe('apiCors', () => {
  const ours = app(apiCors(config));
  const theirs = app(reference);
  const origins = [undefined, 'https://www.example.org', 'https://evil.example', 'http://localhost:5173'];
  const requests: Array<[string, string, Record<string, string>]> = [
    ['GET', '/api/json', {}],
    ['POST', '/api/json', { 'content-type': 'application/json' }],
    ['GET', '/api/vary', {}],
    ['GET', '/api/fail', {}],
    ['GET', '/api/missing', {}],
    ['GET', '/api/fetched', {}],
    ['OPTIONS', '/api/json', { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' }],
  ];

  it('gives the headers hono cors() gives, for every origin and kind of answer', async () => {
    for (const origin of origins) {
      for (const [method, path, extra] of requests) {
        const init = () => ({ method, headers: { ...extra, ...(origin ? { origin } : {}) }, body: method === 'POST' ? '{}' : undefined });
        const [a, b] = [await ours.request(path, init()), await theirs.request(path, init())];
        const what = `${method} ${path} from ${origin ?? 'no origin'}`;
        expect(a.status, what).toBe(b.status);
        expect(corsHeaders(a), what).toEqual(corsHeaders(b));
        expect(await a.text(), what).toBe(await b.text());
      }
    }
  });

  it('an allowed origin is named, a refused one is not', async () => {
    const allowed = await ours.request('/api/json', { headers: { origin: 'https://www.example.org' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.org');
    expect(allowed.headers.get('vary')).toBe('Origin');
    const refused = await ours.request('/api/json', { headers: { origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
