import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  buildQuery,
  cardTitle,
  createEventAccess,
  dateWindow,
  localFilters,
  localToSaved,
  virtualFilters,
  virtualToSaved,
  type CreateAccessInput,
  type ListContext,
} from '@/features/event-list/model';
import { messages } from '@/features/event-list/messages';

const now = new Date(2026, 10, 22, 15, 30); // local time
const base = (over: Partial<ListContext> = {}): ListContext => ({
  tab: 'local',
  mySubTab: 'upcoming',
  pastVirtual: false,
  challengeTab: 'upcoming',
  search: '',
  local: localFilters({}),
  virtual: virtualFilters({}),
  now,
  ...over,
});

describe('spec texts', () => {
  it('empty state and location messages are exact', () => {
    expect(messages.empty).toBe('The selected filters produced no events. Please adjust filter settings.');
    expect(messages.noResults).toBe('No Results Found');
    expect(messages.locationNotFound('Team RWB')).toBe('Team RWB: Location cannot be found.');
    expect(messages.locationDenied('Team RWB')).toBe(
      'You have not given Team RWB permission to access your location. Please enter your settings and allow us to access your location.',
    );
    expect(messages.locationError).toBe('An error occurred trying to find your location. Please try again later.');
    expect(messages.noAccountLocation).toBe('Unable to find a location for this account. Please update your address in "Personal Information".');
    expect(messages.noCoordinates).toBe('Unable to find the coordinates of that location. Please try again with a different location.');
    expect(messages.serverError).toBe('Server Error - Please try again later.');
  });
});

describe('cardTitle (events spec §5)', () => {
  it('upper case; INVALID EVENT when missing; over 30 characters → 27 + ellipsis', () => {
    expect(cardTitle('Saturday ruck')).toBe('SATURDAY RUCK');
    expect(cardTitle('')).toBe('INVALID EVENT');
    expect(cardTitle(null)).toBe('INVALID EVENT');
    expect(cardTitle('   ')).toBe('INVALID EVENT');
    expect(cardTitle('x'.repeat(30))).toBe('X'.repeat(30));
    expect(cardTitle('abcdefghijklmnopqrstuvwxyz12345')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ1...');
  });
});

describe('saved filters', () => {
  it('defaults: distance 50, all upcoming, all hosts, by date', () => {
    expect(localFilters({})).toEqual({ distance: 50, date: 'all', host: 'all', sort: 'date', categories: [], group: 'all' });
    expect(virtualFilters({})).toEqual({ subtype: 'all', date: 'all', sort: 'date', categories: [], group: 'all', time: 'all' });
  });
  it('round-trips through the spec keys and ignores bad values', () => {
    const local = { distance: 250, date: 'future-7' as const, host: 'group' as const, sort: 'attendees' as const, categories: ['yoga'], group: 'my-groups' as const };
    expect(localToSaved(local)).toEqual({ eventDistance: 250, eventDate: 'future-7', eventHost: 'group', sortBy: 'attendees', eventCategory: ['yoga'], eventGroupOption: 'my-groups' });
    expect(localFilters(localToSaved(local))).toEqual(local);
    expect(localFilters({ eventDistance: 30, eventDate: 'someday', sortBy: 'name' })).toMatchObject({ distance: 50, date: 'all', sort: 'date' });
    const virtual = { subtype: 'challenges' as const, date: 'today' as const, sort: 'date' as const, categories: [], group: 'all' as const, time: 'all-day' as const };
    expect(Object.keys(virtualToSaved(virtual)).sort()).toEqual(['virtualEventCategory', 'virtualEventDate', 'virtualEventGroupOption', 'virtualSortBy', 'virtualSubtype', 'virtualTime']);
    expect(virtualFilters(virtualToSaved(virtual))).toEqual(virtual);
  });
  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(localFilters({}))).toBe(0);
    expect(activeFilterCount(localFilters({ eventDistance: 100, eventCategory: ['yoga', 'swim'] }))).toBe(2);
  });
});

describe('dateWindow', () => {
  it('today, all upcoming, next 7/30, past 30', () => {
    expect(dateWindow('all', now)).toEqual({ after: now.toISOString() });
    expect(dateWindow('today', now).before).toBe(new Date(2026, 10, 23).toISOString());
    expect(dateWindow('future-7', now).before).toBe(new Date(2026, 10, 30).toISOString());
    expect(dateWindow('past-30', now)).toEqual({ after: new Date(2026, 9, 23).toISOString(), before: now.toISOString() });
  });
});

describe('buildQuery', () => {
  it('local: active events soonest first, 10 per page with offset = 10 × page, distance around the location', () => {
    expect(buildQuery(base({ location: { latitude: 35.7, longitude: -78.6 } }), 2)).toEqual({
      limit: 10,
      offset: 20,
      is_virtual: false,
      after: now.toISOString(),
      sort: 'date',
      sort_order: 'asc',
      distance: 50,
      lat: 35.7,
      long: -78.6,
    });
  });
  it('"now" is taken to the minute: every list opened in the same minute is the same request (one cached page on the server)', () => {
    const later = new Date(now.getTime() + 37_123);
    const q = buildQuery(base({ now: later }), 0);
    expect(q.after).toBe(new Date(Math.floor(later.getTime() / 60_000) * 60_000).toISOString());
    expect(buildQuery(base({ now: new Date(later.getTime() + 1_000) }), 0)).toEqual(q);
    expect(buildQuery(base({ now: later, tab: 'past' }), 0).before).toBe(q.after);
  });

  it('local filters: host scope, categories, group option, attendees sort; a lozenge replaces the categories', () => {
    const q = buildQuery(base({ search: ' ruck ', local: localFilters({ eventHost: 'member', eventCategory: ['yoga', 'swim'], eventGroupOption: 'my-groups', sortBy: 'attendees' }) }), 0);
    expect(q).toMatchObject({ search: 'ruck', chapter_hosted: false, category: 'yoga,swim', group_filter: 'my-groups', sort: 'attendees', sort_order: 'desc' });
    expect(buildQuery(base({ lozenge: 'hike-ruck', local: localFilters({ eventCategory: ['yoga'] }) }), 0).category).toBe('hike-ruck');
  });
  it('virtual: subtype, duration, my-groups scope', () => {
    const q = buildQuery(base({ tab: 'virtual', virtual: virtualFilters({ virtualSubtype: 'challenges', virtualTime: 'all-day' }), lozenge: 'my-groups' }), 0);
    expect(q).toMatchObject({ is_virtual: true, virtual_event_category: 'challenge', is_all_day: true, group_filter: 'my-groups' });
    expect(buildQuery(base({ tab: 'virtual', virtual: virtualFilters({ virtualSubtype: 'workouts', virtualTime: 'live' }) }), 0)).toMatchObject({ virtual_event_category: 'workout', is_all_day: false });
  });
  it('my events: hosting, upcoming and past of the member', () => {
    expect(buildQuery(base({ tab: 'my', mySubTab: 'hosting', userId: 7 }), 0)).toMatchObject({ hosting: true, after: now.toISOString() });
    expect(buildQuery(base({ tab: 'my', mySubTab: 'upcoming', userId: 7 }), 0)).toMatchObject({ attendee: 7, after: now.toISOString(), sort_order: 'asc' });
    expect(buildQuery(base({ tab: 'my', mySubTab: 'past', userId: 7 }), 0)).toMatchObject({ attendee: 7, before: now.toISOString(), sort_order: 'desc' });
  });
  it('past: ended events newest first, local or virtual', () => {
    expect(buildQuery(base({ tab: 'past', pastVirtual: true }), 1)).toEqual({ limit: 10, offset: 10, is_virtual: true, before: now.toISOString(), sort: 'date', sort_order: 'desc' });
  });
  it('group and challenge context', () => {
    expect(buildQuery(base({ groupId: 12, local: localFilters({ eventGroupOption: 'my-groups' }) }), 0)).toMatchObject({ chapter_id: 12 });
    expect(buildQuery(base({ groupId: 12, local: localFilters({ eventGroupOption: 'my-groups' }) }), 0)).not.toHaveProperty('group_filter');
    expect(buildQuery(base({ challengeId: 4, challengeTab: 'past' }), 0)).toEqual({ limit: 10, offset: 0, challenge_id: 4, before: now.toISOString(), sort: 'date', sort_order: 'desc' });
    expect(buildQuery(base({ challengeId: 4 }), 0)).toMatchObject({ challenge_id: 4, after: now.toISOString(), sort_order: 'asc' });
  });
});

describe('createEventAccess (events spec §2: the create-event control)', () => {
  const member = { roles: [] as { group_id: number; role: number }[] };
  const at = (over: Partial<CreateAccessInput> = {}) =>
    createEventAccess({ tab: 'local', loggedIn: true, profile: member, loading: false, dialogOpen: false, ...over });
  const joined = (role: number, extra: Record<string, unknown> = {}) => ({ roles: [{ group_id: 5, role }], ...extra });
  const MEMBER_ROLE = 3;

  it('hidden on the past tab, while loading, while the dialog is open, for anonymous profiles and in a challenge', () => {
    expect(at().show).toBe(true);
    expect(at({ tab: 'virtual' }).show).toBe(true);
    expect(at({ tab: 'my' }).show).toBe(true);
    expect(at({ tab: 'past' }).show).toBe(false);
    expect(at({ loading: true }).show).toBe(false);
    expect(at({ dialogOpen: true }).show).toBe(false);
    expect(at({ profile: { anonymous_profile: true } }).show).toBe(false);
    expect(at({ challengeId: 9 }).show).toBe(false);
  });

  it('logged out: shown outside a group and in one (the click asks to log in)', () => {
    expect(at({ loggedIn: false, profile: null }).show).toBe(true);
    expect(at({ loggedIn: false, profile: null, chapterId: 5 }).show).toBe(true);
  });

  it('a chapter: the member must have joined; local tab needs eagle leader or admin, virtual tab an admin', () => {
    expect(at({ chapterId: 5 }).show).toBe(false);
    expect(at({ chapterId: 5, profile: joined(MEMBER_ROLE) }).show).toBe(false);
    expect(at({ chapterId: 5, profile: joined(MEMBER_ROLE, { eagle_leader: true }) }).show).toBe(true);
    expect(at({ chapterId: 5, profile: joined(MEMBER_ROLE, { eagle_leader: true }), tab: 'virtual' }).show).toBe(false);
    expect(at({ chapterId: 5, profile: { roles: [], eagle_leader: true } }).show).toBe(false);
    for (const admin of [1, 2]) {
      expect(at({ chapterId: 5, profile: joined(admin) }).show).toBe(true);
      expect(at({ chapterId: 5, profile: joined(admin), tab: 'virtual' }).show).toBe(true);
    }
  });

  it('an activity or sponsor group needs an admin', () => {
    expect(at({ groupId: 5, profile: joined(MEMBER_ROLE, { eagle_leader: true }) }).show).toBe(false);
    expect(at({ groupId: 5, profile: joined(2) }).show).toBe(true);
    expect(at({ groupId: 5, chapterId: 7, profile: joined(1) })).toMatchObject({ show: true, groupId: 5 });
  });

  it('the form offers Chapter Event to a group admin or a joined eagle leader', () => {
    expect(at()).toEqual({ show: true, groupId: null, canCreateChapterEvent: false });
    expect(at({ chapterId: 5, profile: joined(2) }).canCreateChapterEvent).toBe(true);
    expect(at({ chapterId: 5, profile: joined(MEMBER_ROLE, { eagle_leader: true }) }).canCreateChapterEvent).toBe(true);
    expect(at({ chapterId: 5, profile: joined(MEMBER_ROLE) }).canCreateChapterEvent).toBe(false);
    expect(at({ chapterId: 5, profile: { roles: [], eagle_leader: true } }).canCreateChapterEvent).toBe(false);
  });
});

describe('initialTab (the view and the element prefetch read it the same way)', () => {
  it('the attribute, then ?is_virtual=true, then the saved tab', async () => {
    const { initialTab } = await import('@/features/event-list/model');
    expect(initialTab('past', 'virtual', '?is_virtual=true')).toBe('past');
    expect(initialTab(undefined, 'local', '?is_virtual=true')).toBe('virtual');
    expect(initialTab('nonsense', 'virtual', '')).toBe('virtual');
    expect(initialTab(null, 'my', '')).toBe('local');
  });
});
