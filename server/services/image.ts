/**
 * Re-encodes an uploaded image so the stored file holds pixels and nothing else.
 *
 * The bytes are decoded and encoded again in the same format (png, jpeg, webp) with `sharp`: data
 * after the image's end (an HTML or script polyglot), text chunks, comments and every metadata block
 * (EXIF with GPS position, XMP, ICC) are gone. The image is turned upright by its EXIF orientation
 * first; its dimensions are otherwise kept (the client already resizes to 1000x1000). Animated WebP
 * keeps its first frame.
 */
import sharp from 'sharp';
import type { ImageType } from './media';

/** Decoding larger images is refused before any pixel is read (a small file can unpack to gigabytes). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const FORMATS: Record<ImageType, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

export class ImageRejected extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too_many_pixels',
    options?: { cause?: unknown },
  ) {
    super(reason === 'unreadable' ? 'The file is not a readable image.' : 'The image has too many pixels.', options);
    this.name = 'ImageRejected';
  }
}

// One upload's pixels are not worth keeping in libvips' operation cache.
sharp.cache(false);

/** The image re-encoded as `type`; throws ImageRejected when the bytes are not a readable `type` image. */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  const format = FORMATS[type];
  const input = { failOn: 'error', limitInputPixels: false } as const;
  const meta = await sharp(bytes, input)
    .metadata()
    .catch((cause: unknown) => {
      throw new ImageRejected('unreadable', { cause });
    });
  if (meta.format !== format || !meta.width || !meta.height) throw new ImageRejected('unreadable');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageRejected('too_many_pixels');
  const image = sharp(bytes, { ...input, limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  const encoded = format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
  try {
    return await encoded.toBuffer();
  } catch (cause) {
    throw new ImageRejected('unreadable', { cause });
  }
}
