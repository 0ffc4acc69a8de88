/**
 * Media: `POST api/v1/media` / `api/v2/media` hand out signed upload URLs; `PUT /media/{key}?…`
 * takes the bytes (png, jpeg, webp by Content-Type AND magic bytes; at most 10485760 bytes; once)
 * and stores them re-encoded (nothing but the pixels survives: no trailing data, no metadata);
 * `GET /media/{key}` serves them with their real type, `nosniff` and a CSP that runs nothing.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/middleware';
import type { AppEnv, Deps } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/validate';
import { ImageRejected, reencodeImage } from '../services/image';
import { IMAGE_TYPES, MAX_UPLOAD_BYTES, MEDIA_INTENTS, MEDIA_KEY, sniffImageType, type ImageType, type MediaIntent } from '../services/media';

const requestSchema = z.strictObject({
  media_filename: z.string().trim().min(1).max(255),
  media_intent: z.enum(MEDIA_INTENTS),
});

const BAD_TYPE = 'Invalid file format: please upload an image.';
const tooLarge = () => new HttpError(413, 'too_large', 'Image too large');

/** The origin (plus path prefix) that URLs handed to the browser start with. */
function baseUrl(c: Context<AppEnv>, publicUrl: string | null): string {
  return publicUrl ?? new URL(c.req.url).origin;
}

/** Reads the request body, failing with 413 as soon as it passes `max` bytes. */
async function readCapped(req: Request, max: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** The upload re-encoded; 422 when the bytes look like the image type but do not decode as one. */
async function reencode(bytes: Uint8Array, type: ImageType): Promise<Uint8Array> {
  try {
    return await reencodeImage(bytes, type);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.reason === 'too_many_pixels') throw tooLarge();
    throw new HttpError(422, 'invalid_image', BAD_TYPE);
  }
}

export function mediaApiRoutes({ db, config, media }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function sign(c: Context<AppEnv>, ownerId: number, request: { media_filename: string; media_intent: MediaIntent }) {
    const key = media.newKey(request.media_intent, request.media_filename);
    await db.query('INSERT INTO media (key, owner_id, intent, filename) VALUES ($1, $2, $3, $4)', [key, ownerId, request.media_intent, request.media_filename]);
    const base = baseUrl(c, config.publicUrl);
    return { media_upload_url: media.uploadUrl(base, key), url: media.publicUrl(base, key) };
  }

  app.post('/v1/media', async (c) => {
    const userId = requireUser(c);
    const request = await jsonBody(c, requestSchema);
    return c.json(await sign(c, userId, request));
  });

  app.post('/v2/media', async (c) => {
    const userId = requireUser(c);
    const requests = await jsonBody(c, z.array(requestSchema).min(1, { error: 'Send at least one file.' }).max(10, { error: 'At most 10 files at a time.' }));
    const out = [];
    for (const request of requests) out.push(await sign(c, userId, request));
    return c.json(out);
  });

  return app;
}

export function mediaFileRoutes({ db, config, media }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    if (!media.verify(key, c.req.query('expires'), c.req.query('signature'))) {
      throw new HttpError(403, 'invalid_signature', 'The upload URL is invalid or has expired.');
    }
    const { rows } = await db.query<{ uploaded_at: Date | null }>('SELECT uploaded_at FROM media WHERE key = $1', [key]);
    if (!rows[0]) throw new HttpError(403, 'invalid_signature', 'The upload URL is invalid or has expired.');
    if (rows[0].uploaded_at) throw new HttpError(409, 'already_uploaded', 'This upload URL has already been used.');

    const declared = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!(IMAGE_TYPES as readonly string[]).includes(declared)) throw new HttpError(415, 'unsupported_media_type', BAD_TYPE);
    const bytes = await readCapped(c.req.raw, MAX_UPLOAD_BYTES);
    const sniffed = sniffImageType(bytes);
    if (sniffed !== (declared as ImageType)) throw new HttpError(415, 'unsupported_media_type', BAD_TYPE);
    const stored = await reencode(bytes, sniffed);

    const claimed = await db.query('UPDATE media SET content_type = $2, size = $3, uploaded_at = $4 WHERE key = $1 AND uploaded_at IS NULL RETURNING key', [
      key,
      sniffed,
      stored.byteLength,
      new Date(),
    ]);
    if (!claimed.rows.length) throw new HttpError(409, 'already_uploaded', 'This upload URL has already been used.');
    try {
      await media.write(key, stored);
    } catch (error) {
      await db.query('UPDATE media SET uploaded_at = NULL, content_type = NULL, size = NULL WHERE key = $1', [key]);
      throw error;
    }
    return c.json({ url: media.publicUrl(baseUrl(c, config.publicUrl), key) });
  });

  app.get('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    if (!MEDIA_KEY.test(key)) throw notFound();
    const { rows } = await db.query<{ content_type: string }>('SELECT content_type FROM media WHERE key = $1 AND uploaded_at IS NOT NULL', [key]);
    const bytes = rows[0] ? await media.read(key) : null;
    if (!rows[0] || !bytes) throw notFound();
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': rows[0].content_type,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  return app;
}
