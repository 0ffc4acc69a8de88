/**
 * The chat composer's images (events spec §5 Messaging, §7 Chat and Media): at most 5 with the spec's
 * alerts (composer-model.ts), each prepared at once (resized to 1000×1000 when at least that big;
 * 'Image too large' over 10485760 bytes) and uploaded with intent 'message' on Send, with progress.
 * Picking, thumbnails and uploading are the shared src/ui/use-picked-images.ts.
 */
import { usePickedImages, type PickedImagesState } from '@/ui/use-picked-images';
import { imageErrorText, selectChatImages } from '../composer-model';

export type ChatImagesState = PickedImagesState;

export function useChatImages(): ChatImagesState {
  return usePickedImages({ select: selectChatImages, errorText: imageErrorText });
}
