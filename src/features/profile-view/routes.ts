// The profile area's own pages (accounts spec §2): /profile/edit and /profile/settings/{page}. On a CMS
// page they live in the element's URL hash (#/profile/settings/blocked-users); in the shell they are
// the real routes. Pure, so the element and the tests share one reading of an address.
export const SETTINGS_PAGES = ['personal-info', 'password-update', 'privacy-settings', 'delete-account', 'blocked-users'] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

export type ProfilePage = { kind: 'profile' } | { kind: 'edit' } | { kind: 'settings'; page: SettingsPage | null };

const isSettingsPage = (v: string | undefined): v is SettingsPage => (SETTINGS_PAGES as readonly string[]).includes(v ?? '');

/** The page an address shows: the hash wins (CMS pages), then the path (the shell). */
export function pageFrom(hash: string, pathname: string): ProfilePage {
  for (const source of [hash.replace(/^#/, ''), pathname]) {
    const m = /(?:^|\/)profile\/(edit|settings)(?:\/([a-z-]+))?\/?$/.exec(source);
    if (!m) continue;
    if (m[1] === 'edit') return { kind: 'edit' };
    return { kind: 'settings', page: isSettingsPage(m[2]) ? m[2] : null };
  }
  return { kind: 'profile' };
}

/** The hash that shows a page ('' for the profile itself). */
export function pageHash(page: ProfilePage): string {
  if (page.kind === 'edit') return '#/profile/edit';
  if (page.kind === 'settings') return `#/profile/settings${page.page ? `/${page.page}` : ''}`;
  return '';
}

/** The hash prefix of the profile's pages: `#/profile/edit`, `#/profile/settings/{page}` (useHashView). */
export const PAGE_PREFIX = '/profile/';

/** The pages as sub-views under PAGE_PREFIX: 'edit', 'settings', 'settings/{page}'. */
export const PAGE_VIEWS: readonly string[] = ['edit', 'settings', ...SETTINGS_PAGES.map((p) => `settings/${p}`)];

/** The sub-view of a page (null for the profile itself). */
export function pageView(page: ProfilePage): string | null {
  const hash = pageHash(page);
  return hash ? hash.slice(1 + PAGE_PREFIX.length) : null;
}

/** The page a sub-view shows. */
export function pageOfView(view: string | null): ProfilePage {
  return view ? pageFrom(`#${PAGE_PREFIX}${view}`, '') : { kind: 'profile' };
}

/** The member id the page address names: `?id=`, else a profile path (CMS pages and the shell). */
export function profileIdFromAddress(search: string, pathname: string): number | null {
  const q = Number(new URLSearchParams(search).get('id'));
  if (Number.isSafeInteger(q) && q > 0) return q;
  return profileIdFromPath(pathname);
}

/** The member id of a profile path: /profile/{id}, /profile/{id}/followers, /profile/{id}/workout-log, ... */
export function profileIdFromPath(pathname: string): number | null {
  const m = /\/profile\/(\d+)(?:\/|$)/.exec(pathname);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The profile section a path names (spec §2): /profile/{id?}/followers opens the follow lists;
 * /profile/{id?}/workout-log and /profile/{id?}/trophy-collection open the FITNESS tab.
 */
export function sectionFromPath(pathname: string): 'followers' | 'fitness' | null {
  const m = /\/profile(?:\/\d+)?\/(followers|workout-log|trophy-collection)\/?$/.exec(pathname);
  if (!m) return null;
  return m[1] === 'followers' ? 'followers' : 'fitness';
}

export type FollowRelation = 'followers' | 'following';
export const FOLLOW_RELATIONS: readonly FollowRelation[] = ['followers', 'following'];

/** The follow list a path opens in the shell (/profile/{id?}/followers), else null. */
export function relationFromPath(pathname: string): FollowRelation | null {
  return sectionFromPath(pathname) === 'followers' ? 'followers' : null;
}
