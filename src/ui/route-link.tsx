import type { ComponentProps, MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '@/store/config';
import { navigate, resolveRoute, type Query } from '@/store/navigation';

export interface RouteLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A spec route: '/registration', '/events/12'. */
  path: string;
  query?: Query;
  replace?: boolean;
}

/**
 * A link to a route. Its href is the resolved URL (so open-in-new-tab and copy-link work); a plain
 * click goes through `navigate()` (rwb-navigate first, then the shell's router or the page URL).
 */
export function RouteLink({ path, query, replace, onClick, children, ...rest }: RouteLinkProps) {
  const config = useStore($config);
  const href = resolveRoute(path, config, query);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(path, { query, replace, source: event.currentTarget });
  };
  return (
    <a {...rest} href={href} onClick={handle}>
      {children}
    </a>
  );
}
