/**
 * The composer's images (events spec §2 'photo attach with removable strip', §5): the 'Add photos'
 * picker (png, jpeg, webp, several at once) with its 'n/5' count, then the pick's alert (too many,
 * wrong type, 'Image too large'), the thumbnails strip with a remove button each and its upload
 * state, and the overall upload progress bar (src/ui/picked-images.tsx with the feed's texts).
 */
import { ImagePickButton, ThumbnailStrip, type ThumbnailTexts } from '@/ui/picked-images';
import type { ComposerImagesState } from '../hooks/use-composer-images';
import { composerLabels } from '../messages';
import { IMAGE_ACCEPT, IMAGES_MAX } from '../model/composer-rules';

const texts: ThumbnailTexts = {
  list: composerLabels.images,
  image: composerLabels.image,
  remove: (n) => composerLabels.removeImage(composerLabels.image(n)),
  status: composerLabels.imageStatus,
  progress: composerLabels.progress,
};

export function ComposerImages({ images, disabled }: { images: ComposerImagesState; disabled?: boolean }) {
  const count = images.images.length;
  return (
    <div className="rwb-composer__images">
      <ImagePickButton
        label={composerLabels.addPhotos}
        accept={IMAGE_ACCEPT}
        onPick={images.add}
        disabled={disabled}
        unavailable={disabled || count >= IMAGES_MAX}
        count={`${count}/${IMAGES_MAX}`}
      />
      <ThumbnailStrip images={images} texts={texts} disabled={disabled} />
    </div>
  );
}
