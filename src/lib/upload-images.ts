/**
 * Several images uploaded together (events spec §7 Media: 'PUT the file to the returned URL in
 * batches of 5'): each goes through src/lib/image.ts `uploadImage` (prepare, `POST api/v1/media`,
 * PUT with progress); the next five start when the previous five are done. Used by every composer
 * that attaches images (the feed's posts and comments, chat messages).
 */
import { uploadImage, type MediaIntent, type UploadDeps } from './image';

/** Images are uploaded five at a time (§7 Media). */
export const UPLOAD_BATCH = 5;

/** The list cut into consecutive batches of `size` (the last may be shorter). */
export function batches<T>(list: readonly T[], size: number = UPLOAD_BATCH): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('Batch size must be a positive whole number.');
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface BatchUploadOptions {
  /** One image's progress, 0–100. */
  onProgress?(index: number, percent: number): void;
  /** One image is uploaded (its public URL). */
  onUploaded?(index: number, url: string): void;
  signal?: AbortSignal;
}

/**
 * Uploads the images five at a time with `intent`. Resolves the URLs in order; rejects with the
 * first failure (an ImageError) once its batch has settled, so images already uploaded were reported
 * through `onUploaded` and need not be sent again.
 */
export async function uploadImages(files: readonly Blob[], intent: MediaIntent, options: BatchUploadOptions = {}, deps: UploadDeps = {}): Promise<string[]> {
  const urls: string[] = [];
  let at = 0;
  for (const batch of batches(files, UPLOAD_BATCH)) {
    const start = at;
    const results = await Promise.allSettled(
      batch.map((file, i) =>
        uploadImage(file, intent, { signal: options.signal, onProgress: (p) => options.onProgress?.(start + i, p) }, deps).then((url) => {
          options.onUploaded?.(start + i, url);
          return url;
        }),
      ),
    );
    for (const r of results) {
      if (r.status === 'rejected') throw r.reason;
      urls.push(r.value);
    }
    at += batch.length;
  }
  return urls;
}
