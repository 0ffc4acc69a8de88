/**
 * The standalone app's routes (both specs' §2): which element shows a route path, with which
 * attributes, under which navigation section. Pure; the shell renders what `appRoute()` returns.
 */

/** The navigation bar's sections in the spec's order (accounts §2, events-feed §2). */
export const NAV_SECTIONS = ['feed', 'groups', 'events', 'challenges', 'notifications', 'messages'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** A route's place for the bar: a section, 'profile' (the bar shows, no item is current) or none. */
export type BarPlace = NavSection | 'profile' | null;

export type AppRoute =
  | {
      kind: 'element';
      tag: string;
      /** Attributes to set on the element (dashed names). */
      attrs: Record<string, string>;
      /** Elements with the same key are kept across routes (their sub-views follow the path). */
      key: string;
      /** Only members (guarded: logged out goes to /login with the return address). */
      guarded: boolean;
      place: BarPlace;
      /** The page title's first part, and the view's heading (unless the element has its own h1). */
      title: string;
      ownHeading: boolean;
    }
  | { kind: 'privacy'; key: 'privacy'; guarded: false; place: null; title: string }
  /** Any other path: the session check of accounts §2 decides where to go. */
  | { kind: 'check'; key: 'check'; guarded: false; place: null; title: string };

const ID = '([1-9][0-9]{0,9})';

function element(tag: string, place: BarPlace, title: string, opts: { attrs?: Record<string, string>; key?: string; guarded?: boolean } = {}): AppRoute {
  // Elements title themselves with h2 (a CMS page has its own h1); the notifications list is the app's own.
  const ownHeading = tag === 'notification-list';
  return { kind: 'element', tag, attrs: opts.attrs ?? {}, key: opts.key ?? tag, guarded: opts.guarded ?? true, place, title, ownHeading };
}

/** The privacy policy's route (a static page of the shell). */
export const PRIVACY_ROUTE = '/privacy-policy';

/** The route for a route path ('/events/12/attendees'); query and hash are ignored. */
export function appRoute(path: string): AppRoute {
  const p = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  const first = p.split('/')[1] ?? '';
  let m: RegExpExecArray | null;
  switch (first) {
    case 'login':
      return p === '/login' ? element('member-login', null, 'Login', { guarded: false }) : check();
    case 'registration':
      return element('registration-wizard', null, 'Create Account', { guarded: false });
    case 'feed':
      return element('member-feed', 'feed', 'Feed');
    case 'notifications':
      return p === '/notifications' ? element('notification-list', 'notifications', 'Notifications') : check();
    case 'messages':
      return element('chat-inbox', 'messages', 'Messages');
    case 'profile':
      return element('profile-view', 'profile', 'Profile');
    case 'groups':
      if ((m = new RegExp(`^/groups/${ID}(?:/|$)`).exec(p))) return element('group-page', 'groups', 'Group', { attrs: { 'group-id': m[1] }, key: `group-page:${m[1]}` });
      return p === '/groups' ? element('group-page', 'groups', 'Groups') : check();
    case 'events':
      // A challenge's event workout (/challenges/{c}/events/{e}/record-workout) shares the event view below.
      if ((m = new RegExp(`^/events/${ID}(?:/|$)`).exec(p))) return eventDetail(m[1], 'events');
      if (p === '/events/myEvents') return element('event-list', 'events', 'My Activities', { attrs: { tab: 'my' }, key: 'event-list:my', guarded: false });
      return p === '/events' ? element('event-list', 'events', 'Events', { guarded: false }) : check();
    case 'challenges':
      if ((m = new RegExp(`^/challenges/${ID}/events/${ID}(?:/|$)`).exec(p))) return eventDetail(m[2], 'challenges');
      if ((m = new RegExp(`^/challenges/${ID}(?:/|$)`).exec(p)))
        return element('challenge-board', 'challenges', 'Challenge', { attrs: { 'challenge-id': m[1] }, key: `challenge-board:${m[1]}`, guarded: false });
      return p === '/challenges' ? element('challenge-board', 'challenges', 'Challenges', { guarded: false }) : check();
    default:
      if (p === PRIVACY_ROUTE) return { kind: 'privacy', key: 'privacy', guarded: false, place: null, title: 'Privacy Policy' };
      return check();
  }
}

function eventDetail(id: string, place: BarPlace): AppRoute {
  // Event list and detail are readable logged out (public pages); the detail asks for login on an action.
  return element('event-detail', place, 'Event', { attrs: { 'event-id': id }, key: `event-detail:${id}`, guarded: false });
}

function check(): AppRoute {
  return { kind: 'check', key: 'check', guarded: false, place: null, title: '' };
}

/** The section a path's bar marks current (`aria-current`), or null. */
export function currentSection(route: AppRoute): NavSection | null {
  return route.place === null || route.place === 'profile' ? null : route.place;
}

/** The bar shows on paths starting with one of its sections or /profile (accounts §2). */
export function showsBar(route: AppRoute): boolean {
  return route.place !== null;
}
