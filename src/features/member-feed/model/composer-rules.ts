/**
 * The post, comment and reply composers' limits and which text applies (events spec §2 Post composer, §5 Posts and
 * comments, §8 Posts and reactions, §9): text length and counter, empty submissions, how many images
 * a selection may add, image types, size and resize (src/lib/image.ts is the one home of those), and
 * upload batches of 5. The texts: ../messages.ts `composerMessages`. Pure.
 */
import { IMAGE_TYPES, MAX_IMAGE_BYTES, isAcceptedImageType, targetSize } from '@/lib/image';
import { composerMessages } from '../messages';

export { isAcceptedImageType, MAX_IMAGE_BYTES };

/** Post, comment and reply text limit (§9), counted in characters (code points), as the server counts; `composerMessages.tooLong` says it. */
export const TEXT_MAX = 1500;
export const IMAGES_MAX = 10;
/** The file input's `accept`: png, jpeg, webp (§5). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ComposerKind = 'post' | 'comment' | 'reply';

/** Characters as the limit counts them (an emoji is one). */
export function textLength(text: string): number {
  return [...text].length;
}

/** The counter under the text box: '{n}/1500'. */
export function counterText(text: string): string {
  return `${textLength(text)}/${TEXT_MAX}`;
}

export function isOverLimit(text: string): boolean {
  return textLength(text) > TEXT_MAX;
}

/** The text cut to the limit (a paste that overflows keeps its first 1500 characters). */
export function clampText(text: string): string {
  return isOverLimit(text) ? [...text].slice(0, TEXT_MAX).join('') : text;
}

/**
 * Why the composer cannot submit, or null: empty (no text, whitespace only, and no images) gives the
 * spec's text for the kind; over 1500 characters gives ours.
 */
export function submitProblem(kind: ComposerKind, text: string, imageCount: number): string | null {
  if (text.trim() === '' && imageCount === 0) return kind === 'post' ? composerMessages.emptyPost : composerMessages.emptyReaction(kind);
  if (isOverLimit(text)) return composerMessages.tooLong;
  return null;
}

export interface ImageSelection<T> {
  /** The picked images that join the composer. */
  accepted: T[];
  /** The alert to show, or null. */
  message: string | null;
}

/**
 * Images picked in one go, with `current` already attached. More than 10 at once: none are taken and
 * the member is asked to pick again (§5 '... no more than 10 images selected.'). Within 10 but past the
 * total: the ones that fit are taken, then 'Maximum numbers of images for post has been reached.'.
 * Files of other types are dropped first (with our bad-type text when some were).
 */
export function selectImages<T extends { type: string }>(current: number, picked: readonly T[]): ImageSelection<T> {
  const images = picked.filter((f) => isAcceptedImageType(f.type));
  const badType = images.length < picked.length ? composerMessages.badType : null;
  if (picked.length > IMAGES_MAX) return { accepted: [], message: composerMessages.tooManySelected };
  const room = Math.max(0, IMAGES_MAX - current);
  if (images.length > room) return { accepted: images.slice(0, room), message: composerMessages.tooManyTotal };
  return { accepted: images, message: badType };
}

/** An image file over 10485760 bytes (after resizing) is refused with 'Image too large'. */
export function imageTooLarge(bytes: number): boolean {
  return bytes > MAX_IMAGE_BYTES;
}

/** The size an image is resized to: 1000×1000 when both sides are at least 1000 px, else null (kept). */
export const resizeTarget = targetSize;

/** Upload batches of 5 (§7 Media): src/lib/upload-images.ts, shared with the chat's composer. */
export { batches, UPLOAD_BATCH } from '@/lib/upload-images';
