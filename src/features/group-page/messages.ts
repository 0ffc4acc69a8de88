import { NO_NEARBY_GROUPS } from '@/lib/groups';

/** The spec's texts for groups (events spec §8 'Groups and moderation', §5 Groups, §9). */
export const messages = {
  loadFailed: 'Unable to load the group. Please try again later.',
  joinFailed: 'Unable to join the group at this time. Please try again later',
  leaveFailed: 'Unable to leave the group at this time. Please try again later',
  listFailed: 'Unable to retrieve groups',
  searchFailed: 'An error occurred trying to search groups. Please try again later.',
  noNearby: NO_NEARBY_GROUPS,
  /** Our reading of 'nearby needs a location': said when there is neither a chapter nor a saved location. */
  noLocation: 'Set your chapter or a location to see groups near you.',
  notFound: 'This group does not exist.',
} as const;

export const labels = {
  hubTitle: 'Groups',
  admin: 'Admin',
  my: 'My Groups',
  activity: 'Activity Groups',
  nearby: 'Nearby Groups',
  search: 'Search groups',
  searchHint: "Search by name or activity, or enter a zip code or 'city, state'.",
  searchResults: 'Search results',
  myResults: 'My Groups',
  otherResults: 'Other Groups',
  noResults: 'No groups found.',
  noGroups: 'No groups yet.',
  loading: 'Loading groups…',
  loadingGroup: 'Loading the group…',
  more: 'More results',
  retry: 'Try again',
  join: 'Join',
  joined: 'Joined',
  events: (n: number) => (n === 1 ? '1 Event' : `${n} Events`),
  members: (n: number) => (n === 1 ? '1 Member' : `${n} Members`),
  showMore: 'Show more',
  showLess: 'Show less',
  copyLink: 'Copy Link',
  sponsor: 'Sponsor',
  inactive: 'This group is no longer active.',
  back: 'All groups',
  miles: (d: number) => `${d} mi`,
} as const;
