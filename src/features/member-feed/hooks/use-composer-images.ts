/**
 * The feed composer's images (events spec §2, §5, §9): at most 10, with the two §5 alerts
 * (model/composer-rules.ts `selectImages`). Preparing, thumbnails, removing and uploading five at a
 * time are shared with the chat's composer: src/ui/use-picked-images.ts.
 */
import { existingImages, usePickedImages, type ImageStatus, type PickedImage, type PickedImagesState } from '@/ui/use-picked-images';
import { selectImages } from '../model/composer-rules';

export { existingImages, type ImageStatus };
export type ComposerImage = PickedImage;
export type ComposerImagesState = PickedImagesState;

export function useComposerImages(initial: readonly string[] = []): ComposerImagesState {
  return usePickedImages({ select: selectImages, initial });
}
