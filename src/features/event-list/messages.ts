import { locationTexts } from '@/lib/location-texts';

// Every user-visible text of event-list. Spec texts (events spec §2, §8) are exact; the rest is ours
// where the spec shows none (README "Decisions"). The Filters dialog's are ./filters/messages.ts
// (loaded with the dialog).
export const messages = {
  // §2 empty state
  empty: 'The selected filters produced no events. Please adjust filter settings.',
  // §8 Events (list)
  serverError: 'Server Error - Please try again later.',
  // §8 Location (one home for every location search: src/lib/location-texts.ts)
  ...locationTexts,
  // Ours
  loadMoreFailed: 'Could not load more events.',
  loading: 'Loading events…',
  loginToSeeMine: 'Log in to see the events you host and attend.',
} as const;

export const labels = {
  tabs: 'Event lists',
  createEvent: 'Create Event',
  local: 'LOCAL',
  virtual: 'VIRTUAL',
  my: 'MY EVENTS',
  past: 'PAST',
  upcoming: 'UPCOMING',
  hosting: 'Hosting',
  upcomingEvents: 'Upcoming Events',
  pastEvents: 'Past Events',
  myActivities: 'My Activities',
  pastLocal: 'Local',
  pastVirtual: 'Virtual',
  search: 'Search events',
  location: 'Location',
  locationHint: 'City, state or zip code',
  useCurrentLocation: locationTexts.useCurrentLocation,
  locationSuggestions: 'Location suggestions',
  filtersButton: (n: number) => (n ? `Filters (${n})` : 'Filters'),
  quickFilters: 'Quick filters',
  lozengeNational: 'National',
  lozengeMyGroups: 'My Groups',
  inProgress: 'In Progress',
  canceled: 'Canceled',
  attending: (n: number) => (n === 1 ? '1 attending' : `${n} attending`),
  loadMore: 'Load more events',
  retry: 'Try again',
  login: 'Log in',
  virtualLabel: 'Virtual',
  distanceAway: (d: number) => `${d} mi away`,
} as const;
