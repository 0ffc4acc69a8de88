/**
 * A composer's picked images (events spec §5, §7 Media, §9), for every composer that attaches images
 * (the feed's posts and comments, chat messages): picking through the composer's own `select` rule
 * (how many, which alert), preparing each one at once through src/lib/image.ts (resized to 1000×1000
 * when at least that big; 'Image too large' over 10485760 bytes), thumbnails, removing, and uploading
 * five at a time (src/lib/upload-images.ts) with per-image state and an overall progress. Images
 * already uploaded keep their URL, so a failed submit sends only the rest again.
 */
import { useEffect, useRef, useState } from 'react';
import { ImageError, prepareImage, type MediaIntent } from '@/lib/image';
import { imageMessages } from '@/lib/image-texts';
import { uploadImages } from '@/lib/upload-images';

export type ImageStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface PickedImage {
  key: string;
  /** The file's name (the thumbnail's alt text says which image it is). */
  name: string;
  status: ImageStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** The thumbnail: an object URL of the prepared image, or the uploaded image's URL. */
  preview: string | null;
  /** The public URL once uploaded (or an edited post's existing image). */
  url: string | null;
  /** The prepared bytes (resized when needed), until uploaded. */
  blob: Blob | null;
}

let seq = 0;
const nextKey = () => `img-${++seq}`;

/** The entries of images already on a post or comment being edited. */
export function existingImages(urls: readonly string[]): PickedImage[] {
  return urls.map((url, i) => ({ key: nextKey(), name: `Image ${i + 1}`, status: 'uploaded', progress: 100, preview: url, url, blob: null }));
}

const revoke = (img: PickedImage) => {
  if (img.blob && img.preview?.startsWith('blob:')) URL.revokeObjectURL(img.preview);
};

/** The blob is prepared when picked: uploading must not resize it again (1000×1000 stays as it is). */
const ALREADY_PREPARED = { resize: async (blob: Blob) => blob };

export interface PickedImagesState {
  images: PickedImage[];
  /** The last pick's alert (too many, wrong type, too large), or null. */
  message: string | null;
  clearMessage(): void;
  /** Some picked images are still being prepared. */
  preparing: boolean;
  /** Overall upload progress 0–100 while uploading, else null. */
  progress: number | null;
  add(files: readonly File[]): void;
  remove(key: string): void;
  /** Uploads what is not uploaded yet; resolves every image's URL in order. Rejects with the first failure. */
  upload(intent: MediaIntent, signal?: AbortSignal): Promise<string[]>;
  /** Forgets every image (after a successful submit). */
  reset(): void;
}

/** Which of the picked files join (given how many are attached already), and the alert to show. */
export type ImageSelector = (current: number, picked: readonly File[]) => { accepted: File[]; message: string | null };

export interface PickedImagesOptions {
  select: ImageSelector;
  /** URLs already attached (an edited post's images). */
  initial?: readonly string[];
  /** The alert for an image that could not be prepared; by default the ImageError's own text. */
  errorText?: (error: unknown) => string;
}

const defaultErrorText = (error: unknown) => (error instanceof ImageError ? error.message : imageMessages.badType);

export function usePickedImages({ select, initial = [], errorText = defaultErrorText }: PickedImagesOptions): PickedImagesState {
  const [images, setImages] = useState<PickedImage[]>(() => existingImages(initial));
  const [message, setMessage] = useState<string | null>(null);
  const [uploadKeys, setUploadKeys] = useState<readonly string[] | null>(null);
  const latest = useRef(images);
  latest.current = images;

  // Object URLs of thumbnails go when the composer does.
  useEffect(() => () => latest.current.forEach(revoke), []);

  const patch = (key: string, change: Partial<PickedImage>) => setImages((list) => list.map((img) => (img.key === key ? { ...img, ...change } : img)));

  function add(files: readonly File[]) {
    const { accepted, message: alert } = select(latest.current.length, files);
    setMessage(alert);
    const added: PickedImage[] = accepted.map((file) => ({ key: nextKey(), name: file.name || 'Image', status: 'preparing', progress: 0, preview: null, url: null, blob: null }));
    setImages((list) => [...list, ...added]);
    added.forEach((entry, i) => {
      const file = accepted[i];
      prepareImage(file).then(
        (prepared) => {
          const blob = prepared === file ? file : new File([prepared], file.name || 'image', { type: prepared.type || file.type });
          if (!latest.current.some((img) => img.key === entry.key)) return; // removed meanwhile
          patch(entry.key, { status: 'ready', blob, preview: URL.createObjectURL(blob) });
        },
        (error: unknown) => {
          setImages((list) => list.filter((img) => img.key !== entry.key));
          setMessage(errorText(error));
        },
      );
    });
  }

  function remove(key: string) {
    const img = latest.current.find((i) => i.key === key);
    if (img) revoke(img);
    setImages((list) => list.filter((i) => i.key !== key));
    setMessage(null);
  }

  async function upload(intent: MediaIntent, signal?: AbortSignal): Promise<string[]> {
    const list = latest.current;
    const todo = list.filter((img) => !img.url && img.blob);
    if (todo.length) {
      setUploadKeys(todo.map((img) => img.key));
      setImages((all) => all.map((img) => (todo.some((t) => t.key === img.key) ? { ...img, status: 'uploading', progress: 0 } : img)));
      try {
        await uploadImages(
          todo.map((img) => img.blob!),
          intent,
          {
            signal,
            onProgress: (i, percent) => patch(todo[i].key, { progress: percent }),
            onUploaded: (i, url) => {
              todo[i] = { ...todo[i], url };
              patch(todo[i].key, { status: 'uploaded', progress: 100, url });
            },
          },
          ALREADY_PREPARED,
        );
      } catch (error) {
        setImages((all) => all.map((img) => (img.status === 'uploading' ? { ...img, status: 'failed', progress: 0 } : img)));
        throw error;
      } finally {
        setUploadKeys(null);
      }
    }
    return list.map((img) => img.url ?? todo.find((t) => t.key === img.key)?.url).filter((u): u is string => !!u);
  }

  function reset() {
    latest.current.forEach(revoke);
    setImages([]);
    setMessage(null);
  }

  const inFlight = uploadKeys ? images.filter((img) => uploadKeys.includes(img.key)) : [];
  const progress = inFlight.length ? Math.floor(inFlight.reduce((sum, img) => sum + img.progress, 0) / inFlight.length) : null;

  return {
    images,
    message,
    clearMessage: () => setMessage(null),
    preparing: images.some((img) => img.status === 'preparing'),
    progress,
    add,
    remove,
    upload,
    reset,
  };
}
