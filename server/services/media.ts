/**
 * Media on disk with HMAC-signed upload URLs (the offline stand-in for S3-style signed URLs).
 * `POST api/v1/media` hands out `PUT {base}/media/{key}?expires=…&signature=…` (15 minutes) and
 * the public URL `{base}/media/{key}`. Keys are random; files never leave `dir`.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const MEDIA_INTENTS = ['cover', 'profile', 'event', 'post', 'comment', 'reply', 'message'] as const;
export type MediaIntent = (typeof MEDIA_INTENTS)[number];

export const MAX_UPLOAD_BYTES = 10_485_760;
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const EXTENSIONS: Record<string, string> = { png: '.png', jpg: '.jpg', jpeg: '.jpg', webp: '.webp' };

/** `intent/uuid` with an optional image extension. */
export const MEDIA_KEY = /^(cover|profile|event|post|comment|reply|message)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.png|\.jpg|\.webp)?$/;

/** The image type by magic bytes, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

export interface MediaStore {
  readonly dir: string;
  newKey(intent: MediaIntent, filename: string): string;
  /** The signed upload URL for `key` under `base` (an origin, maybe with a path prefix). */
  uploadUrl(base: string, key: string): string;
  publicUrl(base: string, key: string): string;
  /** Is this signature valid and unexpired for `key`? */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean;
  write(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** Removes the whole directory (temp media directories of in-memory servers). */
  destroy(): Promise<void>;
}

export function createMediaStore({ dir, secret }: { dir: string; secret: string }): MediaStore {
  const sign = (key: string, expires: number) => createHmac('sha256', secret).update(`PUT\n${key}\n${expires}`).digest('base64url');
  const fileOf = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return join(dir, key);
  };
  return {
    dir,
    newKey(intent, filename) {
      const ext = EXTENSIONS[/\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? ''] ?? '';
      return `${intent}/${randomUUID()}${ext}`;
    },
    uploadUrl(base, key) {
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      return `${base}/media/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    publicUrl(base, key) {
      return `${base}/media/${key}`;
    },
    verify(key, expires, signature) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !MEDIA_KEY.test(key)) return false;
      if (Number(expires) * 1000 < Date.now()) return false;
      const want = Buffer.from(sign(key, Number(expires)));
      const got = Buffer.from(signature);
      return want.length === got.length && timingSafeEqual(want, got);
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async destroy() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
