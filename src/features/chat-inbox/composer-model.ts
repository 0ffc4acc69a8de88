/**
 * The chat composer's rules (events spec §5 Messaging, §9): the text sent is at most 475 characters
 * (counted as sent, a tag being '@#{id}'); Send needs some text or an image; at most 5 images, with
 * the spec's alerts for too many at once, too many in all, and images that could not be added. Pure.
 */
import { CHAT_LIMITS } from '@/lib/chat';
import { IMAGE_TYPES, ImageError, isAcceptedImageType } from '@/lib/image';
import { composerTexts } from './messages';

/** The file input's `accept`: png, jpeg, webp. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const IMAGES_MAX = CHAT_LIMITS.mediaMax;

/** Characters as the limit counts them (an emoji is one). */
export const sentLength = (text: string): number => [...text].length;

/** Send is enabled with some text (not only blanks) or at least one image, and at most 475 characters (§5). */
export function canSendDraft(sent: string, images: number): boolean {
  return (sent.trim() !== '' || images > 0) && sentLength(sent) <= CHAT_LIMITS.textMax;
}

/**
 * Images picked in one go with `current` attached. More than 5 at once: none join ('... no more than
 * 5 images selected.'); past 5 in all: the ones that fit join ('Maximum numbers of images for this
 * message has been reached.'); files of other types are dropped ('One or more of the images selected
 * could not be added.').
 */
export function selectChatImages<T extends { type: string }>(current: number, picked: readonly T[]): { accepted: T[]; message: string | null } {
  if (picked.length > IMAGES_MAX) return { accepted: [], message: composerTexts.tooManyImages };
  const images = picked.filter((f) => isAcceptedImageType(f.type));
  const room = Math.max(0, IMAGES_MAX - current);
  if (images.length > room) return { accepted: images.slice(0, room), message: composerTexts.tooManyImagesTotal };
  return { accepted: images, message: images.length < picked.length ? composerTexts.imagesUnreadable : null };
}

/** The alert for an image that could not be prepared: 'Image too large', else '... could not be added.'. */
export function imageErrorText(error: unknown): string {
  return error instanceof ImageError && error.code === 'too_large' ? composerTexts.tooLarge : composerTexts.imagesUnreadable;
}
