/**
 * A post's images: a grid whose boxes keep their space before the images load (aspect-ratio), lazy and
 * async-decoded; each opens the image viewer at its place.
 */
import { feedLabels } from '../messages';

export interface PostMediaProps {
  media: readonly string[];
  /** Who posted them (the images' alt text). */
  author: string;
  onOpen(index: number): void;
}

export function PostMedia({ media, author, onOpen }: PostMediaProps) {
  if (media.length === 0) return null;
  const count = Math.min(media.length, 4);
  return (
    <ul className={`post__media post__media--${count}`} part="post-media" aria-label={feedLabels.images}>
      {media.slice(0, 4).map((url, i) => (
        <li key={`${i}-${url}`} className="post__media-item">
          <button type="button" className="post__media-open" aria-label={feedLabels.openImage(i + 1, media.length)} onClick={() => onOpen(i)}>
            <img src={url} alt={feedLabels.postedBy(feedLabels.image(i + 1, media.length), author)} loading="lazy" decoding="async" />
            {i === 3 && media.length > 4 && (
              <span className="post__media-more" aria-hidden="true">
                +{media.length - 4}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
