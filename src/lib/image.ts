/**
 * Image uploads (spec: png, jpeg, webp; images of at least 1000×1000 px are resized to 1000×1000;
 * over 10485760 bytes after resizing is refused): prepare the file in the browser, ask the API for
 * a signed upload URL (`POST api/v1/media`), then PUT the bytes there with XMLHttpRequest so the
 * upload reports progress. Every failure is an `ImageError` carrying the spec's exact text (image-texts.ts).
 */
import { z } from 'zod/mini';
import { api, isApiError } from './http';
import { imageMessages } from './image-texts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 10_485_760;
export const RESIZE_TO = 1000;
export type MediaIntent = 'cover' | 'profile' | 'event' | 'post' | 'comment' | 'reply' | 'message';

export type ImageErrorCode = 'bad_type' | 'too_large' | 'upload_failed';

const MESSAGE_OF: Record<ImageErrorCode, string> = {
  bad_type: imageMessages.badType,
  too_large: imageMessages.tooLarge,
  upload_failed: imageMessages.uploadFailed,
};

/** A refused or failed image; `message` is the spec's text for `code`. */
export class ImageError extends Error {
  readonly code: ImageErrorCode;

  constructor(code: ImageErrorCode, options?: { cause?: unknown }) {
    super(MESSAGE_OF[code], options);
    this.name = 'ImageError';
    this.code = code;
  }
}

/** png, jpeg or webp; takes a MIME type or a File/Blob (the one check, client side). */
export function isAcceptedImageType(value: string | Blob | null | undefined): boolean {
  const type = typeof value === 'string' ? value : value?.type;
  return !!type && (IMAGE_TYPES as readonly string[]).includes(type.trim().toLowerCase());
}

/** 1000×1000 when both sides are at least 1000 px, else null (keep the image as it is). */
export function targetSize(width: number, height: number): { width: number; height: number } | null {
  return width >= RESIZE_TO && height >= RESIZE_TO ? { width: RESIZE_TO, height: RESIZE_TO } : null;
}

/** Whole percent 0–100 (never above 100); 0 while the total is unknown. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

// ---- preparing ---------------------------------------------------------------------------------------

export interface PrepareDeps {
  resize?: (file: Blob, width: number, height: number) => Promise<Blob>;
  dimensions?: (file: Blob) => Promise<{ width: number; height: number }>;
}

async function readDimensions(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Draws the image scaled to cover width×height (centre crop, no distortion), in the same type. */
async function drawResized(file: Blob, width: number, height: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.max(width / bitmap.width, height / bitmap.height);
    const sw = width / scale;
    const sh = height / scale;
    const sx = (bitmap.width - sw) / 2;
    const sy = (bitmap.height - sh) / 2;
    const type = file.type;
    const quality = type === 'image/png' ? undefined : 0.9;
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('No 2D canvas');
      ctx.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
      return await canvas.convertToBlob({ type, quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas');
    ctx.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))), type, quality),
    );
  } finally {
    bitmap.close();
  }
}

/**
 * Checks the type, resizes images of at least 1000×1000 px to 1000×1000 (same type), then checks
 * the size. Rejects with ImageError bad_type (not an accepted or decodable image), too_large or
 * upload_failed (the resize itself failed).
 */
export async function prepareImage(file: Blob & { name?: string }, deps: PrepareDeps = {}): Promise<Blob> {
  if (!isAcceptedImageType(file.type)) throw new ImageError('bad_type');
  let size: { width: number; height: number };
  try {
    size = await (deps.dimensions ?? readDimensions)(file);
  } catch (cause) {
    throw new ImageError('bad_type', { cause });
  }
  const target = targetSize(size.width, size.height);
  let out: Blob = file;
  if (target) {
    try {
      out = await (deps.resize ?? drawResized)(file, target.width, target.height);
    } catch (cause) {
      throw new ImageError('upload_failed', { cause });
    }
  }
  if (out.size > MAX_IMAGE_BYTES) throw new ImageError('too_large');
  return out;
}

// ---- uploading ---------------------------------------------------------------------------------------

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The PUT's outcome: any HTTP status resolves; no response (network, abort) rejects. */
export interface PutResult {
  status: number;
  body: unknown;
}

export type PutImage = (url: string, blob: Blob, type: string, onProgress: (percent: number) => void, signal?: AbortSignal) => Promise<PutResult>;

export interface UploadDeps extends PrepareDeps {
  /** The transport of the PUT (tests); XMLHttpRequest by default. */
  put?: PutImage;
}

const SignedUploadSchema = z.looseObject({ media_upload_url: z.string(), url: z.string() });

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The file's own name, else `image.png|jpg|webp` by type. */
export function mediaFilename(file: Blob & { name?: string }): string {
  const name = file.name?.trim();
  return name || `image.${EXTENSIONS[file.type.toLowerCase()] ?? 'png'}`;
}

/** PUT with XMLHttpRequest: fetch cannot report upload progress. No bearer: the URL is signed. */
export const xhrPut: PutImage = (url, blob, type, onProgress, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was aborted.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', type);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(progressPercent(e.loaded, e.total));
    };
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      done();
      reject(new Error('Network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(blob);
  });

function errorForStatus(status: number, cause?: unknown): ImageError {
  if (status === 413) return new ImageError('too_large', { cause });
  if (status === 415) return new ImageError('bad_type', { cause });
  return new ImageError('upload_failed', { cause });
}

/**
 * Prepares the image, signs an upload (`POST api/v1/media`), PUTs the bytes and resolves the public
 * `url`. Progress is reported 0–100 (100 once the server answered). Rejects with an ImageError; an
 * aborted upload rejects with the signal's reason.
 */
export async function uploadImage(file: Blob & { name?: string }, intent: MediaIntent, options: UploadOptions = {}, deps: UploadDeps = {}): Promise<string> {
  const { onProgress, signal } = options;
  const aborted = () => signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');
  const blob = await prepareImage(file, deps);
  if (signal?.aborted) throw aborted();
  onProgress?.(0);

  let signed: z.infer<typeof SignedUploadSchema>;
  try {
    signed = await api('api/v1/media', {
      method: 'POST',
      body: { media_filename: mediaFilename(file), media_intent: intent },
      schema: SignedUploadSchema,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw aborted();
    throw isApiError(cause) ? errorForStatus(cause.status, cause) : new ImageError('upload_failed', { cause });
  }

  let result: PutResult;
  try {
    result = await (deps.put ?? xhrPut)(signed.media_upload_url, blob, blob.type || file.type, (p) => onProgress?.(p), signal);
  } catch (cause) {
    if (signal?.aborted) throw aborted();
    throw new ImageError('upload_failed', { cause });
  }
  if (result.status < 200 || result.status >= 300) throw errorForStatus(result.status, result.body);
  onProgress?.(100);
  const body = result.body as { url?: unknown } | null;
  return body && typeof body.url === 'string' && body.url ? body.url : signed.url;
}
