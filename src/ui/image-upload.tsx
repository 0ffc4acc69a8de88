import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_TYPES, ImageError, isAcceptedImageType, uploadImage, type MediaIntent } from '@/lib/image';
import { imageMessages } from '@/lib/image-texts';
import css from './image-upload.css?inline';

/** The component's styles: feature roots pass them to useShadowStyles after tokensCss and uiCss. */
export const imageUploadCss = css;

export interface ImageUploadProps {
  /** Visible label; names the file input, the preview (alt) and the progress bar. */
  label: string;
  intent: MediaIntent;
  /** The current image URL. */
  value: string | null | undefined;
  /** The uploaded image's URL, or null when removed. Not called when an upload fails. */
  onChange(url: string | null): void;
  /** True while an upload is under way (forms wait for it before submitting). */
  onBusyChange?(busy: boolean): void;
  shape?: 'round' | 'wide';
  /** Text of the remove button (default 'Remove'); its accessible name adds the label. */
  removeLabel?: string;
  /** The text for a failed upload (default 'Error uploading image'); type and size errors keep theirs. */
  uploadFailedText?: string;
}

/**
 * An image picker that uploads as soon as a file is chosen: a preview, a native file input labelled
 * by the visible label, a progress bar while uploading, errors in a polite live region (the previous
 * image stays on failure) and a Remove button.
 */
export function ImageUpload({ label, intent, value, onChange, onBusyChange, shape = 'round', removeLabel, uploadFailedText }: ImageUploadProps) {
  const id = `rwb-image-upload-${useId()}`;
  const errorId = `${id}-error`;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const busy = progress !== null;
  const removeText = removeLabel ?? 'Remove';

  // Abandon the upload when the component goes away.
  useEffect(() => () => pending.current?.abort(), []);

  async function upload(file: File) {
    pending.current?.abort();
    setError(null);
    if (!isAcceptedImageType(file.type)) {
      setError(imageMessages.badType);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setProgress(0);
    onBusyChange?.(true);
    try {
      const url = await uploadImage(file, intent, {
        signal: controller.signal,
        onProgress: (p) => {
          if (!controller.signal.aborted) setProgress(p);
        },
      });
      if (!controller.signal.aborted) onChange(url);
    } catch (e) {
      if (!controller.signal.aborted) {
        const failed = uploadFailedText ?? imageMessages.uploadFailed;
        setError(e instanceof ImageError ? (e.code === 'upload_failed' ? failed : e.message) : failed);
      }
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setProgress(null);
        onBusyChange?.(false);
      }
    }
  }

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again fires change again
    if (file) void upload(file);
  }

  return (
    <div className={`rwb-image-upload rwb-image-upload--${shape}`} part="image-upload" aria-busy={busy || undefined}>
      <label className="rwb-image-upload__label" htmlFor={id}>
        {label}
      </label>
      <div className="rwb-image-upload__preview">
        {value ? <img className="rwb-image-upload__image" src={value} alt={label} /> : <span className="rwb-image-upload__placeholder" aria-hidden="true" />}
      </div>
      <div className="rwb-image-upload__actions">
        <input
          id={id}
          className="rwb-image-upload__input"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onFile}
        />
        {value && (
          <button
            type="button"
            className="rwb-button rwb-button--secondary rwb-image-upload__remove"
            aria-label={`${removeText} ${label}`}
            disabled={busy}
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            {removeText}
          </button>
        )}
      </div>
      {busy && (
        <progress className="rwb-image-upload__progress" role="progressbar" aria-label={`${label} upload progress`} max={100} value={progress} />
      )}
      <p className="rwb-image-upload__error" id={errorId} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
