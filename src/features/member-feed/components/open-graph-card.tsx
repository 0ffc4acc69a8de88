/**
 * A post's link preview (events spec §3 open_graph): title, description and image rendered as text and
 * an <img>, inside one link to the page (a new tab unless it is our own site).
 */
import type { OpenGraph } from '../schemas/post';
import { feedLabels } from '../messages';
import { linkTarget } from './post-text';

export function OpenGraphCard({ og }: { og: OpenGraph }) {
  if (!og.url || !/^https?:\/\//i.test(og.url)) return null;
  const title = og.title || og.url;
  return (
    <a className="post__og" part="open-graph" href={og.url} {...linkTarget(og.url)}>
      {og.image_url && /^https?:\/\//i.test(og.image_url) && (
        <span className="post__og-media">
          <img src={og.image_url} alt="" loading="lazy" decoding="async" />
        </span>
      )}
      <span className="post__og-body">
        <strong className="post__og-title">{title}</strong>
        {og.description && <span className="post__og-description">{og.description}</span>}
        <span className="post__og-url">{feedLabels.openLink}</span>
      </span>
    </a>
  );
}
