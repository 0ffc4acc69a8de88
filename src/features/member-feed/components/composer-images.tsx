/**
 * The composer's images (events spec §2 'photo attach with removable strip', §5): the picker (png,
 * jpeg, webp, several at once), the thumbnails strip with a remove button each and its upload state,
 * the overall upload progress bar, and the pick's alert (too many, wrong type, 'Image too large').
 */
import { useId } from 'react';
import { Alert } from '@/ui/alert';
import type { ComposerImagesState } from '../hooks/use-composer-images';
import { composerLabels } from '../messages';
import { IMAGE_ACCEPT, IMAGES_MAX } from '../model/composer-rules';

export function ComposerImages({ images, disabled }: { images: ComposerImagesState; disabled?: boolean }) {
  const id = `rwb-composer-images-${useId()}`;
  const full = images.images.length >= IMAGES_MAX;
  return (
    <div className="rwb-composer__images">
      <div className="rwb-composer__picker">
        <input
          id={id}
          className="rwb-visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled}
          onChange={(e) => {
            const input = e.currentTarget;
            const files = [...(input.files ?? [])];
            input.value = ''; // picking the same files again fires change again
            if (files.length) images.add(files);
          }}
        />
        <label htmlFor={id} className="rwb-button rwb-button--secondary rwb-composer__pick" aria-disabled={disabled || full || undefined}>
          {composerLabels.addPhotos}
        </label>
        <span className="rwb-composer__count">
          {images.images.length}/{IMAGES_MAX}
        </span>
      </div>
      {images.message && (
        <Alert variant="error" onDismiss={images.clearMessage}>
          {images.message}
        </Alert>
      )}
      {images.images.length > 0 && (
        <ul className="rwb-composer__strip" aria-label={composerLabels.images}>
          {images.images.map((img, i) => {
            const name = composerLabels.image(i + 1);
            const status = composerLabels.imageStatus[img.status];
            return (
              <li key={img.key} className={`rwb-composer__thumb rwb-composer__thumb--${img.status}`}>
                {img.preview ? <img src={img.preview} alt={name} /> : <span className="rwb-composer__thumb-placeholder" role="img" aria-label={name} />}
                {status && <span className="rwb-composer__thumb-status">{status}</span>}
                <button type="button" className="rwb-composer__thumb-remove" aria-label={composerLabels.removeImage(name)} disabled={disabled} onClick={() => images.remove(img.key)}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {images.progress !== null && (
        <progress className="rwb-composer__progress" role="progressbar" aria-label={composerLabels.progress} max={100} value={images.progress} />
      )}
    </div>
  );
}
