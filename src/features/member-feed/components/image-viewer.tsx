/**
 * The image viewer (events spec §2 'Image viewer modal with carousel and like'): a dialog showing one
 * image of a post at a time, Previous/Next buttons and the arrow keys to move, 'Image N of M', a strip
 * of thumbnails that scrolls by the spec's 300 px step (§9 'Carousel scroll 300 px'), and the post's
 * like toggle.
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/ui/modal';
import { feedLabels } from '../messages';
import { isLiked, likeCount } from '../model/optimistic';
import type { Post } from '../schemas/post';
import { posterName } from './post-header';
import { postImages } from './post-card';

/** §9 'Carousel scroll 300 px'. */
export const CAROUSEL_STEP = 300;

export interface ImageViewerProps {
  post: Post;
  /** The image first shown. */
  start: number;
  canLike: boolean;
  onLike(post: Post): void;
  onClose(): void;
}

export function ImageViewer({ post, start, canLike, onLike, onClose }: ImageViewerProps) {
  const images = postImages(post);
  const total = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, start), Math.max(0, total - 1)));
  const strip = useRef<HTMLUListElement>(null);
  const liked = isLiked(post);

  const go = (step: 1 | -1) => {
    const next = index + step;
    if (next < 0 || next >= total) return;
    setIndex(next);
    strip.current?.scrollBy?.({ left: step * CAROUSEL_STEP, behavior: 'smooth' });
  };

  useEffect(() => {
    strip.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  // The arrow keys move anywhere in the dialog (focus starts on its Close button).
  const body = useRef<HTMLDivElement>(null);
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    const dialog = body.current?.closest('[role="dialog"]');
    if (!dialog) return;
    const onKey = (event: Event) => {
      const key = (event as globalThis.KeyboardEvent).key;
      if (key !== 'ArrowRight' && key !== 'ArrowLeft') return;
      event.preventDefault();
      goRef.current(key === 'ArrowRight' ? 1 : -1);
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  }, [total]);

  if (total === 0) return null;
  const label = feedLabels.image(index + 1, total);
  return (
    <Modal title={feedLabels.viewer} onClose={onClose} className="viewer" dismissOnBackdrop>
      <div ref={body} className="viewer__body">
        <figure className="viewer__stage">
          <img src={images[index]} alt={feedLabels.postedBy(label, posterName(post))} decoding="async" />
          <figcaption role="status" aria-live="polite">
            {label}
          </figcaption>
        </figure>
        <div className="viewer__controls">
          <button type="button" className="rwb-button rwb-button--secondary" onClick={() => go(-1)} disabled={index === 0}>
            {feedLabels.previous}
          </button>
          <button type="button" className="post__like" aria-pressed={liked} disabled={!canLike} onClick={() => onLike(post)}>
            {feedLabels.like}
          </button>
          <span className="post__count">{feedLabels.likes(likeCount(post))}</span>
          <button type="button" className="rwb-button rwb-button--secondary" onClick={() => go(1)} disabled={index === total - 1}>
            {feedLabels.next}
          </button>
        </div>
        {total > 1 && (
          <ul ref={strip} className="viewer__strip" aria-label={feedLabels.images}>
            {images.map((url, i) => (
              <li key={`${i}-${url}`}>
                <button type="button" aria-label={feedLabels.image(i + 1, total)} aria-current={i === index} onClick={() => setIndex(i)}>
                  <img src={url} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
