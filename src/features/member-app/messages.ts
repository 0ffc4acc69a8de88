import type { NavSection } from './routes';

/** The navigation bar's items: the spec's visible texts (accounts §2, events-feed §2). */
export const NAV_LABELS: Readonly<Record<NavSection, string>> = {
  feed: 'Feed',
  groups: 'Groups',
  events: 'Events',
  challenges: 'Challenges',
  notifications: 'Notifications',
  messages: 'Messages',
};

/** The shell's own texts (the spec gives the bar's items; these are our choices, README Decisions). */
export const labels = {
  nav: 'Main',
  skip: 'Skip to content',
  unread: 'unread',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  loading: 'Loading…',
  reloadTitle: (product: string) => `A new version of ${product} is available`,
  reloadBody: 'This version is no longer supported. Reload to get the latest one; nothing you saved is lost.',
  reload: 'Reload',
  offline: 'You are offline. Showing what was saved on this device.',
  viewFailed: 'This page could not be loaded. Check your connection and try again.',
  retry: 'Try Again',
};
