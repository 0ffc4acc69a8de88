/**
 * The presentation of a composer's picked images (ui/use-picked-images.ts), shared by the feed's and
 * the chat's composers: the file-pick button (a native file input styled as a secondary button,
 * labelled by its visible text) and the thumbnails strip with a remove button each, their upload
 * state, the pick's alert and the overall upload progress. Every text is the feature's (props).
 */
import { useId, type ReactNode } from 'react';
import { Alert } from './alert';
import css from './picked-images.css?inline';
import type { ImageStatus, PickedImagesState } from './use-picked-images';

/** The components' styles: feature roots pass them to useShadowStyles after tokens, ui and forms css. */
export const pickedImagesCss = css;

export interface ImagePickButtonProps {
  /** The visible text, which names the file input ('Add photos', 'Add images'). */
  label: string;
  /** The file input's accept list. */
  accept: string;
  /** The chosen files (never empty); the input is cleared so the same files may be picked again. */
  onPick(files: File[]): void;
  /** The file input is off. */
  disabled?: boolean;
  /** The button looks unavailable (aria-disabled), e.g. when no more images fit; defaults to `disabled`. */
  unavailable?: boolean;
  /** A short note beside the button (e.g. '2/5'). */
  count?: ReactNode;
}

export function ImagePickButton({ label, accept, onPick, disabled, unavailable = disabled, count }: ImagePickButtonProps) {
  const id = `rwb-thumbs-${useId().replace(/:/g, '')}`;
  return (
    <span className="rwb-thumbs__picker">
      <input
        id={id}
        className="rwb-visually-hidden"
        type="file"
        accept={accept}
        multiple
        disabled={disabled}
        onChange={(e) => {
          const input = e.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = ''; // picking the same files again fires change again
          if (files.length) onPick(files);
        }}
      />
      <label htmlFor={id} className="rwb-button rwb-button--secondary rwb-thumbs__pick" aria-disabled={unavailable || undefined}>
        {label}
      </label>
      {count !== undefined && <span className="rwb-thumbs__count">{count}</span>}
    </span>
  );
}

export interface ThumbnailTexts {
  /** The strip's (list's) accessible name. */
  list: string;
  /** A thumbnail's name (its alt text), 1-based. */
  image(n: number): string;
  /** The remove button's accessible name, 1-based. */
  remove(n: number): string;
  /** The visible state over a thumbnail (null: none). */
  status: Record<ImageStatus, string | null>;
  /** The upload progress bar's accessible name. */
  progress: string;
}

export interface ThumbnailStripProps {
  images: PickedImagesState;
  texts: ThumbnailTexts;
  /** Remove buttons are off (while sending). */
  disabled?: boolean;
  /** A short note beside the strip (e.g. '2/5 images'). */
  count?: ReactNode;
}

/** The pick's alert, the thumbnails (when any) and the upload progress (while uploading). */
export function ThumbnailStrip({ images, texts, disabled, count }: ThumbnailStripProps) {
  return (
    <>
      {images.message && (
        <Alert variant="error" onDismiss={images.clearMessage}>
          {images.message}
        </Alert>
      )}
      {images.images.length > 0 && (
        <div className="rwb-thumbs">
          <ul className="rwb-thumbs__strip" aria-label={texts.list}>
            {images.images.map((img, i) => {
              const name = texts.image(i + 1);
              const status = texts.status[img.status];
              return (
                <li key={img.key} className={`rwb-thumbs__thumb rwb-thumbs__thumb--${img.status}`}>
                  {img.preview ? <img src={img.preview} alt={name} /> : <span className="rwb-thumbs__placeholder" role="img" aria-label={name} />}
                  {status && <span className="rwb-thumbs__status">{status}</span>}
                  <button type="button" className="rwb-corner-remove" aria-label={texts.remove(i + 1)} disabled={disabled} onClick={() => images.remove(img.key)}>
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {count !== undefined && <span className="rwb-thumbs__count">{count}</span>}
        </div>
      )}
      {images.progress !== null && <progress className="rwb-thumbs__progress" role="progressbar" aria-label={texts.progress} max={100} value={images.progress} />}
    </>
  );
}
