import type { ComponentProps } from 'react';
import { useStore } from '@nanostores/react';
import { opensInNewTab, ownHosts } from '@/lib/links';
import { $config } from '@/store/config';

/** Said to screen readers after a link that opens a new tab. */
export const NEW_TAB_TEXT = '(opens in a new tab)';

/**
 * A link that follows the spec's rule (accounts §2): the product's own hosts in the same tab, any
 * other host in a new tab (`noopener`), announced as such.
 */
export function HostLink({ href, children, ...rest }: ComponentProps<'a'> & { href: string }) {
  const config = useStore($config);
  const page = typeof location === 'undefined' ? config.apiBase : location.href;
  const newTab = opensInNewTab(href, ownHosts(config, page), page);
  return (
    <a {...rest} href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {children}
      {newTab && <span className="rwb-visually-hidden"> {NEW_TAB_TEXT}</span>}
    </a>
  );
}
