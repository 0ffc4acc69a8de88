import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer();
  token = (await s.login('member@demo.test')).token;
});
afterAll(() => s?.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new Uint8Array([...Buffer.from('RIFF'), 20, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 1, 2, 3, 4]);

async function sign(intent = 'profile', filename = 'me.png') {
  const r = await s.call('/api/v1/media', { token, json: { media_filename: filename, media_intent: intent } });
  expect(r.status).toBe(200);
  return r.body as { media_upload_url: string; url: string };
}

const put = (url: string, bytes: Uint8Array | string, type: string) => s.call(url, { method: 'PUT', body: bytes as BodyInit, headers: { 'content-type': type } });

describe('POST /api/v1/media and /api/v2/media', () => {
  it('returns a signed upload URL and the public URL', async () => {
    const { media_upload_url, url } = await sign('cover', 'Holiday Photo.JPEG');
    expect(url).toMatch(/^http:\/\/localhost\/media\/cover\/[0-9a-f-]{36}\.jpg$/);
    expect(media_upload_url.startsWith(`${url}?expires=`)).toBe(true);
    expect(media_upload_url).toMatch(/&signature=[A-Za-z0-9_-]+$/);
  });

  it('v2 signs up to 10 at once; more is 422', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ media_filename: `p${i}.webp`, media_intent: 'post' }));
    const r = await s.call('/api/v2/media', { token, json: ten });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(10);
    expect(new Set(r.body.map((x: { url: string }) => x.url)).size).toBe(10);
    const eleven = await s.call('/api/v2/media', { token, json: [...ten, ten[0]] });
    expect(eleven.status).toBe(422);
    expect((await s.call('/api/v2/media', { token, json: [] })).status).toBe(422);
  });

  it('validates intent and filename', async () => {
    const r = await s.call('/api/v1/media', { token, json: { media_filename: '', media_intent: 'avatar' } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.error.fields).sort()).toEqual(['media_filename', 'media_intent']);
  });

  it('uses PUBLIC_URL when configured', async () => {
    const other = await createTestServer({ PUBLIC_URL: 'https://api.example.org/' });
    try {
      const t = (await other.login('member@demo.test')).token;
      const r = await other.call('/api/v1/media', { token: t, json: { media_filename: 'a.png', media_intent: 'post' } });
      expect(r.body.url).toMatch(/^https:\/\/api\.example\.org\/media\/post\//);
      expect(r.body.media_upload_url).toMatch(/^https:\/\/api\.example\.org\/media\/post\//);
    } finally {
      await other.close();
    }
  });

  it('needs a member token', async () => {
    expect((await s.call('/api/v1/media', { json: { media_filename: 'a.png', media_intent: 'post' } })).status).toBe(401);
    expect((await s.call('/api/v2/media', { json: [{ media_filename: 'a.png', media_intent: 'post' }] })).status).toBe(401);
    expect((await s.call('/api/v1/media', { token: await s.clientToken(), json: { media_filename: 'a.png', media_intent: 'post' } })).status).toBe(403);
  });
});

describe('PUT {media_upload_url} and GET {url}', () => {
  it('stores png, jpeg and webp and serves them back with their type', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const { media_upload_url, url } = await sign('post', 'x');
      const r = await put(media_upload_url, bytes, type);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ url });
      const got = await s.app.request(url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe(type);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
    }
  });

  it('writes under the media directory', async () => {
    const { media_upload_url, url } = await sign('profile', 'me.png');
    await put(media_upload_url, PNG, 'image/png');
    expect(existsSync(join(s.config.mediaDir, new URL(url).pathname.replace('/media/', '')))).toBe(true);
  });

  it('another Content-Type is 415; bytes that are not the declared image are 415', async () => {
    const a = await sign();
    const gif = await put(a.media_upload_url, PNG, 'image/gif');
    expect(gif.status).toBe(415);
    expect(gif.body.error).toEqual({ code: 'unsupported_media_type', message: 'Invalid file format: please upload an image.' });
    const html = await put(a.media_upload_url, '<html><script>alert(1)</script></html>', 'image/png');
    expect(html.status).toBe(415);
    const mismatch = await put(a.media_upload_url, JPEG, 'image/png');
    expect(mismatch.status).toBe(415);
    // The URL is still good for a proper upload.
    expect((await put(a.media_upload_url, PNG, 'image/png')).status).toBe(200);
  });

  it('over 10485760 bytes is 413; exactly 10485760 is accepted', async () => {
    const a = await sign();
    const big = new Uint8Array(10_485_761);
    big.set(PNG);
    const r = await put(a.media_upload_url, big, 'image/png');
    expect(r.status).toBe(413);
    expect(r.body.error).toEqual({ code: 'too_large', message: 'Image too large' });
    const exact = big.subarray(0, 10_485_760);
    expect((await put(a.media_upload_url, exact, 'image/png')).status).toBe(200);
  });

  it('a bad or expired signature is 403; a used URL is 409', async () => {
    const a = await sign();
    // Change the signature's first character to a different one (a fixed 'A' would sometimes be the same).
    const tampered = a.media_upload_url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await put(tampered, PNG, 'image/png')).status).toBe(403);
    const otherKey = (await sign()).url;
    const swapped = a.media_upload_url.replace(a.url, otherKey);
    expect((await put(swapped, PNG, 'image/png')).status).toBe(403);
    const u = new URL(a.media_upload_url);
    u.searchParams.set('expires', String(Math.floor(Date.now() / 1000) + 3600));
    expect((await put(u.toString(), PNG, 'image/png')).status).toBe(403);
    expect((await put(a.url, PNG, 'image/png')).status).toBe(403);

    expect((await put(a.media_upload_url, PNG, 'image/png')).status).toBe(200);
    const again = await put(a.media_upload_url, JPEG, 'image/jpeg');
    expect(again.status).toBe(409);
  });

  it('an expired upload URL is 403', async () => {
    const a = await sign();
    const realNow = Date.now;
    Date.now = () => realNow() + 16 * 60 * 1000;
    try {
      expect((await put(a.media_upload_url, PNG, 'image/png')).status).toBe(403);
    } finally {
      Date.now = realNow;
    }
  });

  it('GET of a missing, not yet uploaded or malformed key is 404', async () => {
    const a = await sign();
    expect((await s.call(new URL(a.url).pathname)).status).toBe(404);
    expect((await s.call('/media/post/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await s.call('/media/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await s.call('/media/post/../../etc/passwd')).status).toBe(404);
  });
});
