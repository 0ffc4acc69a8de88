import { navigate } from '@/store/navigation';
import { navigateToUrl } from '@/store/return-to';
import type { UserProfile } from '@/lib/schemas';

/** Spec route prefixes: a redirect that starts with one of these is a route, not a page URL. */
const ROUTE_PREFIXES = ['/login', '/registration', '/feed', '/groups', '/events', '/notifications', '/profile', '/challenges', '/messages'];

export function isRoute(path: string): boolean {
  return ROUTE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
}

/** Where a login ends (accounts spec §4 Login outcomes). Pure: returns a route or a same-origin URL. */
export function loginDestination(
  profile: Pick<UserProfile, 'email_verified' | 'profile_completed'>,
  redirect: string | undefined,
  pageUrl: string,
): { route: string } | { url: string } {
  if (!profile.email_verified) return { route: '/registration/confirm_email' };
  if (!profile.profile_completed) return { route: '/registration/personal_info' };
  const target = redirect?.trim() || new URL(pageUrl).searchParams.get('redirect')?.trim();
  if (target) {
    if (target.startsWith('/') && !target.startsWith('//') && isRoute(target)) return { route: target };
    try {
      const url = new URL(target, pageUrl);
      // Only same-origin pages: never an open redirect to someone else's site.
      if (url.origin === new URL(pageUrl).origin) return { url: url.href };
    } catch {
      /* not a URL: fall through to the feed */
    }
  }
  return { route: '/feed' };
}

export function goAfterLogin(profile: UserProfile, opts: { redirect?: string; source?: EventTarget }) {
  const dest = loginDestination(profile, opts.redirect, location.href);
  if ('route' in dest) navigate(dest.route, { source: opts.source });
  else navigateToUrl(dest.url, { source: opts.source });
}
