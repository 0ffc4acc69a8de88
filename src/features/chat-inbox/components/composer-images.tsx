/**
 * The composer's images (§5 Messaging), src/ui/picked-images.tsx with the chat's texts: the
 * 'Add images' picker (png, jpeg, webp, several at once; unavailable at 5) in the actions row, and
 * above the text the pick's alert (too many, could not be added, 'Image too large'), the strip of
 * thumbnails with a remove button each, their upload state and 'n/5 images', and the upload progress.
 */
import { ImagePickButton, ThumbnailStrip, type ThumbnailTexts } from '@/ui/picked-images';
import type { ChatImagesState } from '../hooks/use-chat-images';
import { IMAGE_ACCEPT, IMAGES_MAX } from '../composer-model';
import { composerTexts } from '../messages';

const texts: ThumbnailTexts = {
  list: composerTexts.images,
  image: composerTexts.image,
  remove: composerTexts.removeImage,
  status: composerTexts.imageStatus,
  progress: composerTexts.progress,
};

export function ImagePicker({ images, disabled }: { images: ChatImagesState; disabled?: boolean }) {
  const off = disabled || images.images.length >= IMAGES_MAX;
  return <ImagePickButton label={composerTexts.addImages} accept={IMAGE_ACCEPT} onPick={images.add} disabled={off} />;
}

export function ImageStrip({ images, disabled }: { images: ChatImagesState; disabled?: boolean }) {
  return <ThumbnailStrip images={images} texts={texts} disabled={disabled} count={composerTexts.imageCount(images.images.length)} />;
}
