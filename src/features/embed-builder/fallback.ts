// The no-JavaScript fallback of a snippet (issue 19, "CMS compatibility"): the element's inner HTML
// is a link to the standalone app's page of the same thing, shown by browsers without JavaScript and
// hidden by the element's shadow root once it upgrades. Pure: the builder's model writes it.
import { messages } from './messages';

/** One element's page in the standalone app: the route path and the link's text. */
export interface AppPage {
  /** The app's route path ('/events/12'), '' for the app itself. */
  path: string;
  /** The link text (messages.fallback), `{product}` standing for the product name. */
  text: string;
}

/** The element's page of the app (the inverse of the app's routes, src/features/member-app/routes.ts). */
export function appPageOf(tag: string, attributes: readonly [string, string][]): AppPage {
  const attr = (name: string) => attributes.find(([n]) => n === name)?.[1] || '';
  const one = (base: string, id: string, many: string, single: string): AppPage =>
    id ? { path: `${base}/${encodeURIComponent(id)}`, text: single } : { path: base, text: many };
  const t = messages.fallback;
  switch (tag) {
    case 'event-list':
      return { path: '/events', text: t.events };
    case 'event-detail':
      return one('/events', attr('event-id'), t.events, t.event);
    case 'challenge-board':
      return one('/challenges', attr('challenge-id'), t.challenges, t.challenge);
    case 'group-page':
      return one('/groups', attr('group-id'), t.groups, t.group);
    case 'profile-view':
      return one('/profile', attr('profile-id'), t.ownProfile, t.profile);
    case 'member-feed':
      return { path: '/feed', text: t.feed };
    case 'member-login':
      return { path: '/login', text: t.login };
    case 'registration-wizard':
      return { path: '/registration', text: t.registration };
    case 'chat-inbox':
      return { path: '/messages', text: t.messages };
    case 'notification-list':
      return { path: '/notifications', text: t.notifications };
    default:
      return { path: '', text: t.app };
  }
}

/** The fallback link's address and text: `{appBase}{path}`, the product's name in the text. */
export function fallbackLink(tag: string, attributes: readonly [string, string][], appBase: string, productName: string): { href: string; text: string } {
  const page = appPageOf(tag, attributes);
  return { href: `${appBase.replace(/\/+$/, '')}${page.path}`, text: page.text.replace('{product}', productName) };
}
