/**
 * A post's text with its links clickable (model/links splitLinks): React text and anchors only, never
 * HTML. Links to our own site (the page's or the API's origin) open in the same tab, others in a new
 * one with rel="noopener noreferrer".
 */
import { useStore } from '@nanostores/react';
import { $config } from '@/store/config';
import { isOwnHost, splitLinks } from '../model/links';

/** The target/rel of a link: none for our own site, a new tab otherwise. */
export function linkTarget(href: string, apiBase: string = $config.get().apiBase): { target?: string; rel?: string } {
  const origin = globalThis.location?.origin ?? '';
  return isOwnHost(href, origin, apiBase) ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

export function PostText({ text }: { text: string }) {
  const { apiBase } = useStore($config);
  return (
    <p className="post__text" part="post-text">
      {splitLinks(text).map((seg, i) =>
        seg.kind === 'text' ? (
          seg.text
        ) : (
          <a key={i} href={seg.href} {...linkTarget(seg.href, apiBase)}>
            {seg.text}
          </a>
        ),
      )}
    </p>
  );
}
