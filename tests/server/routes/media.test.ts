import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
let token: string;
// Real images (the server decodes and re-encodes every upload), made once.
let PNG: Uint8Array;
let JPEG: Uint8Array;
let WEBP: Uint8Array;
beforeAll(async () => {
  s = await createTestServer();
  token = (await s.login('member@demo.test')).token;
  const base = sharp({ create: { width: 40, height: 20, channels: 3, background: '#13294b' } });
  [PNG, JPEG, WEBP] = (await Promise.all([base.clone().png().toBuffer(), base.clone().jpeg().toBuffer(), base.clone().webp().toBuffer()])).map((b) => new Uint8Array(b));
});
afterAll(() => s?.close());

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
      const meta = await sharp(new Uint8Array(await got.arrayBuffer())).metadata();
      expect([`image/${meta.format}`, meta.width, meta.height]).toEqual([type, 40, 20]);
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
    const big = new Uint8Array(10_485_761); // a real PNG followed by zeros
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

/** Does this EXIF block (`Exif\0\0` + TIFF) point to a GPS IFD (tag 0x8825 in IFD0)? */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const ifd0 = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

describe('uploads are re-encoded: only the pixels are stored', () => {
  const HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>');
  const upload = async (bytes: Uint8Array, type: string) => {
    const { media_upload_url, url } = await sign('post', 'x');
    const r = await put(media_upload_url, bytes, type);
    return { r, url, key: new URL(url).pathname.replace('/media/', '') };
  };
  const served = async (url: string) => {
    const got = await s.app.request(url);
    return { got, bytes: Buffer.from(await got.arrayBuffer()) };
  };

  it.each([
    ['a PNG', 'image/png', () => PNG],
    ['a JPEG', 'image/jpeg', () => JPEG],
    ['a WebP', 'image/webp', () => WEBP],
  ])('HTML appended after the end of %s is not stored or served', async (_name, type, image) => {
    const polyglot = Buffer.concat([image(), HTML]);
    const { r, url, key } = await upload(polyglot, type);
    expect(r.status).toBe(200);
    const onDisk = readFileSync(join(s.config.mediaDir, key));
    expect(onDisk.includes('<script')).toBe(false);
    expect(onDisk.includes('<html')).toBe(false);
    const { got, bytes } = await served(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe(type);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes).toEqual(onDisk);
    const meta = await sharp(bytes).metadata();
    expect([`image/${meta.format}`, meta.width, meta.height]).toEqual([type, 40, 20]);
    const { rows } = await s.db.query<{ size: number }>('SELECT size FROM media WHERE key = $1', [key]);
    expect(rows[0].size).toBe(bytes.byteLength);
  });

  it('text chunks in a PNG are dropped', async () => {
    const data = Buffer.from('Comment\0<html><script>alert(1)</script></html>', 'latin1');
    const type = Buffer.from('tEXt');
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    type.copy(chunk, 4);
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
    const iend = PNG.length - 12;
    const png = Buffer.concat([PNG.subarray(0, iend), chunk, PNG.subarray(iend)]);
    expect(png.includes('<script')).toBe(true);
    const { r, url } = await upload(png, 'image/png');
    expect(r.status).toBe(200);
    expect((await served(url)).bytes.includes('<script')).toBe(false);
  });

  it('HTML sent as image/png is refused (415); HTML behind a PNG signature is refused (422); the URL stays usable', async () => {
    const { media_upload_url } = await sign('post', 'x');
    const html = await put(media_upload_url, HTML, 'image/png');
    expect(html.status).toBe(415);
    const signed = Buffer.concat([PNG.subarray(0, 8), HTML]);
    const fake = await put(media_upload_url, signed, 'image/png');
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({ error: { code: 'invalid_image', message: 'Invalid file format: please upload an image.' } });
    const truncated = await put(media_upload_url, PNG.subarray(0, PNG.length - 20), 'image/png');
    expect(truncated.status).toBe(422);
    const jpegInPng = await put(media_upload_url, Buffer.concat([PNG.subarray(0, 8), JPEG]), 'image/png');
    expect(jpegInPng.status).toBe(422);
    expect((await put(media_upload_url, PNG, 'image/png')).status).toBe(200);
  });

  it('EXIF (GPS position, camera) is removed and the image is turned upright by its orientation', async () => {
    const jpeg = await sharp(JPEG)
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 46/1 20/1', GPSLongitudeRef: 'W', GPSLongitude: '78/1 38/1 19/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(hasGpsIfd(before.exif!)).toBe(true);
    expect(before.orientation).toBe(6);
    const { r, url } = await upload(jpeg, 'image/jpeg');
    expect(r.status).toBe(200);
    const { bytes } = await served(url);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes('PhoneMaker')).toBe(false);
    expect(bytes.includes('Exif\0\0')).toBe(false);
    expect([after.width, after.height]).toEqual([20, 40]); // rotated by 90°
  });

  it('a 1000x1000 photo keeps its size', async () => {
    const photo = await sharp({ create: { width: 1000, height: 1000, channels: 4, background: '#bf0d3e' } }).png().toBuffer();
    const { r, url } = await upload(photo, 'image/png');
    expect(r.status).toBe(200);
    const meta = await sharp((await served(url)).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 1000]);
  });

  it('an image of more than 40 megapixels is refused as too large (413) before decoding', async () => {
    // 8000 x 5001 pixels of one colour compress to a few kilobytes.
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    const { r } = await upload(huge, 'image/png');
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('too_large');
  });
});
