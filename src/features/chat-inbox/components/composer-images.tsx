/**
 * The composer's images (§5 Messaging): the 'Add images' picker (png, jpeg, webp, several at once;
 * unavailable at 5), and the strip of thumbnails with a remove button each, their upload state, the
 * overall upload progress and the pick's alert (too many, could not be added, 'Image too large').
 */
import { useId } from 'react';
import { Alert } from '@/ui/alert';
import type { ChatImagesState } from '../hooks/use-chat-images';
import { IMAGE_ACCEPT, IMAGES_MAX } from '../composer-model';
import { composerTexts } from '../messages';

export function ImagePicker({ images, disabled }: { images: ChatImagesState; disabled?: boolean }) {
  const id = `chat-images-${useId().replace(/:/g, '')}`;
  const off = disabled || images.images.length >= IMAGES_MAX;
  return (
    <span className="chat-composer__picker">
      <input
        id={id}
        className="rwb-visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={off}
        onChange={(e) => {
          const input = e.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = ''; // picking the same files again fires change again
          if (files.length) images.add(files);
        }}
      />
      <label htmlFor={id} className="rwb-button rwb-button--secondary chat-composer__pick" aria-disabled={off || undefined}>
        {composerTexts.addImages}
      </label>
    </span>
  );
}

export function ImageStrip({ images, disabled }: { images: ChatImagesState; disabled?: boolean }) {
  return (
    <>
      {images.message && (
        <Alert variant="error" onDismiss={images.clearMessage}>
          {images.message}
        </Alert>
      )}
      {images.images.length > 0 && (
        <div className="chat-composer__images">
          <ul className="chat-composer__strip" aria-label={composerTexts.images}>
            {images.images.map((img, i) => {
              const name = composerTexts.image(i + 1);
              const status = composerTexts.imageStatus[img.status];
              return (
                <li key={img.key} className={`chat-composer__thumb chat-composer__thumb--${img.status}`}>
                  {img.preview ? <img src={img.preview} alt={name} /> : <span className="chat-composer__thumb-placeholder" role="img" aria-label={name} />}
                  {status && <span className="chat-composer__thumb-status">{status}</span>}
                  <button type="button" className="chat-composer__thumb-remove" aria-label={composerTexts.removeImage(i + 1)} disabled={disabled} onClick={() => images.remove(img.key)}>
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <span className="chat-composer__image-count">{composerTexts.imageCount(images.images.length)}</span>
        </div>
      )}
      {images.progress !== null && <progress className="chat-composer__progress" aria-label={composerTexts.progress} max={100} value={images.progress} />}
    </>
  );
}
