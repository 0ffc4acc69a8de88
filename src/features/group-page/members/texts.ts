/**
 * The members page's texts (events spec §2 Group Members, §8 'Groups and moderation', §9 filter
 * values). Exact spec texts: the titles, 'N RESULTS' and the search failure.
 */
import type { MemberStatusCode } from '@/lib/groups';
import type { CheckInFrequency, JoinedChoice, LastCheckIn, SectionKey } from './model';

export const memberMessages = {
  /** §8: member search failure (an alert and an empty result). */
  searchFailed: 'An error occurred trying to search users. Please try again later.',
  /** Ours: the plain member list failed (the spec has no text for it). */
  loadFailed: 'Unable to load the members. Please try again later.',
  /** Ours: a check-in that failed without a message of its own. */
  pickFailed: 'Unable to add this member. Please try again later.',
} as const;

export const memberLabels = {
  title: 'Members',
  checkInTitle: 'Check In Member',
  pickerTitle: 'Choose a Member',
  back: 'Back',
  name: 'Search members by name',
  place: 'City or zip code',
  placeHint: 'A zip code, or a city (Raleigh or Raleigh, NC).',
  filters: 'Filters',
  filtersTitle: 'Member Filters',
  reset: 'Reset',
  apply: 'Apply',
  activeFilters: 'Active filters',
  removePrefix: 'Remove ',
  sections: {
    self: 'You',
    admins: 'Admins',
    chapter_captains: 'Chapter Captain',
    moderators: 'Moderators',
    members: 'Members',
  } satisfies Record<SectionKey, string>,
  searchResults: 'Search results',
  results: (n: number) => (n === 1 ? '1 RESULT' : `${n} RESULTS`),
  loading: 'Loading members…',
  searching: 'Searching members…',
  empty: 'No members yet.',
  noResults: 'No members found.',
  loadMore: 'Load more members',
  retry: 'Try again',
  add: 'Add',
  choose: 'Choose',
  actionName: (action: string, name: string) => `${action} ${name}`,
  checkedIn: 'Checked In',
  done: 'Done',
  sponsorAdmin: 'Sponsor Admin',
  eagleLeader: 'Eagle Leader',
  logIn: 'Log in to see the members of this group.',
  logInButton: 'Log In',
  // The filter panel: legends and choices (§9).
  joined: (product: string) => `Joined ${product}`,
  joinedChoices: {
    'all-time': 'All time',
    today: 'Today',
    'last-7-days': 'Last 7 days',
    'last-30-days': 'Last 30 days',
    'this-year': 'This year',
  } satisfies Record<JoinedChoice, string>,
  lastCheckIn: 'Last check-in',
  lastCheckInChoice: (days: LastCheckIn | null) => (days === null ? 'All time' : days === 0 ? 'Today' : `Last ${days} days`),
  checkIns: 'Event check-ins (YTD)',
  checkInsChoice: (n: CheckInFrequency | null) => (n === null ? 'Any' : `${n} or less`),
  memberStatus: 'Member status',
  memberStatuses: { new: 'New', act: 'Active', ina: 'Inactive', leg: 'Legacy' } satisfies Record<MemberStatusCode, string>,
  branch: 'Military branch',
  militaryStatus: 'Military status',
  showOnly: 'Show only',
  anchorMember: 'Anchor Member',
  // The lozenges.
  chipJoined: (choice: string) => `Joined: ${choice}`,
  chipLastCheckIn: (choice: string) => `Checked in: ${choice}`,
  chipCheckIns: (choice: string) => `Check-ins YTD: ${choice}`,
  chipStatus: (status: string) => `Status: ${status}`,
} as const;
