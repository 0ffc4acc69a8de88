// The members page's pure rules (events spec §3 'Member filter object', §5 Groups, §6, §7, §9): the
// filter's query parts, the staff filters reset for others, the saved object, the city-or-zip search
// and the grouped lists.
import { describe, expect, it } from 'vitest';
import { MEMBER_FILTER_PARAMS, STAFF_MEMBER_FILTER_PARAMS } from '@/lib/groups';
import {
  EMPTY_FILTER,
  FILTER_BRANCHES,
  FILTER_MILITARY_STATUSES,
  JOINED_SAVED_KEY,
  STAFF_FILTERS,
  allowedFilter,
  canUseStaffFilters,
  daysBefore,
  filterChips,
  filterQuery,
  hasStaffValues,
  locationPart,
  memberQuery,
  memberSections,
  pageEntries,
  readFilter,
  savedFilter,
  type MemberFilterValues,
} from '@/features/group-page/members/model';
import { memberLabels, memberMessages } from '@/features/group-page/members/texts';
import { chipLabel } from '@/features/group-page/members/components/member-lozenges';
import type { MemberList } from '@/features/group-page/member-schemas';

const TODAY = new Date(2026, 4, 20, 15, 30); // 20 May 2026, afternoon, local time
const everything: MemberFilterValues = {
  joined: 'last-30-days',
  lastCheckIn: 45,
  eventCheckInsYTD: 25,
  memberStatus: ['new', 'act'],
  militaryBranch: ['Army', 'Navy'],
  militaryStatus: ['Veteran', 'Reserve'],
  isAnchorMember: true,
  isEagleLeader: true,
};

describe('the filter → query parts (§7)', () => {
  it('dates are today minus N days as YYYY-MM-DD; sets comma-separated; flags true (staff)', () => {
    expect(filterQuery(everything, true, TODAY)).toEqual({
      joined_date: '2026-04-20',
      check_in_after_date: '2026-04-05',
      check_in_frequency: '25',
      member_status: 'new,act',
      branch: 'Army,Navy',
      military_status: 'Veteran,Reserve',
      default_group: 'true',
      is_eagle_leader: 'true',
    });
  });

  it('joined choices: today 0, last 7, last 30, this year 365; all time sends nothing', () => {
    const joined = (j: MemberFilterValues['joined']) => filterQuery({ ...EMPTY_FILTER, joined: j }, false, TODAY).joined_date;
    expect(joined('all-time')).toBeUndefined();
    expect(joined('today')).toBe('2026-05-20');
    expect(joined('last-7-days')).toBe('2026-05-13');
    expect(joined('last-30-days')).toBe('2026-04-20');
    expect(joined('this-year')).toBe('2025-05-20');
    expect(filterQuery({ ...EMPTY_FILTER, lastCheckIn: 0 }, true, TODAY)).toEqual({ check_in_after_date: '2026-05-20' });
  });

  it('the defaults send nothing', () => {
    expect(filterQuery(EMPTY_FILTER, true, TODAY)).toEqual({});
  });

  it('a viewer who is not admin or moderator sends none of the staff filters', () => {
    const q = filterQuery(everything, false, TODAY);
    expect(q).toEqual({ joined_date: '2026-04-20', branch: 'Army,Navy', military_status: 'Veteran,Reserve' });
    for (const k of STAFF_MEMBER_FILTER_PARAMS) expect(q).not.toHaveProperty(k);
  });

  it('every query part is one of MEMBER_FILTER_PARAMS', () => {
    expect(Object.keys(filterQuery(everything, true, TODAY)).sort()).toEqual(Object.values(MEMBER_FILTER_PARAMS).sort());
  });

  it('daysBefore crosses months and years on the viewer\'s calendar', () => {
    expect(daysBefore(new Date(2026, 0, 3, 0, 5), 7)).toBe('2025-12-27');
    expect(daysBefore(new Date(2024, 2, 1, 23, 59), 1)).toBe('2024-02-29');
  });
});

describe('who may use which filters (§6)', () => {
  it('admins (2) and moderators (1) do; members (0) and non-members (no role) do not', () => {
    expect([2, 1, 0, null, undefined].map(canUseStaffFilters)).toEqual([true, true, false, false, false]);
  });

  it('for others the staff filters are reset; the rest stays', () => {
    const allowed = allowedFilter(everything, false);
    expect(allowed).toEqual({ ...EMPTY_FILTER, joined: 'last-30-days', militaryBranch: ['Army', 'Navy'], militaryStatus: ['Veteran', 'Reserve'] });
    expect(hasStaffValues(allowed)).toBe(false);
    expect(hasStaffValues(everything)).toBe(true);
    expect(allowedFilter(everything, true)).toBe(everything);
    expect(STAFF_FILTERS).toEqual(['lastCheckIn', 'eventCheckInsYTD', 'memberStatus', 'isAnchorMember', 'isEagleLeader']);
  });
});

describe('the saved filter object (§3)', () => {
  it('is saved with the spec field names and read back the same', () => {
    const saved = savedFilter(everything)!;
    expect(Object.keys(saved).sort()).toEqual(
      [JOINED_SAVED_KEY, 'lastCheckIn', 'eventCheckInsYTD', 'memberStatus', 'militaryBranch', 'militaryStatus', 'isAnchorMember', 'isEagleLeader'].sort(),
    );
    expect(readFilter(JSON.parse(JSON.stringify(saved)))).toEqual(everything);
  });

  it('an empty filter removes the saved object', () => {
    expect(savedFilter(EMPTY_FILTER)).toBeNull();
  });

  it('unknown or malformed values read as the defaults', () => {
    expect(readFilter(null)).toEqual(EMPTY_FILTER);
    expect(
      readFilter({ [JOINED_SAVED_KEY]: 'forever', lastCheckIn: 12, eventCheckInsYTD: '25', memberStatus: ['act', 'zzz'], militaryBranch: 'Army', militaryStatus: ['Veteran', 'Pirate'], isEagleLeader: 'yes' }),
    ).toEqual({ ...EMPTY_FILTER, memberStatus: ['act'], militaryStatus: ['Veteran'] });
  });

  it('offers the spec values: 6 branches alphabetically, 5 military statuses', () => {
    expect(FILTER_BRANCHES).toEqual(['Air Force', 'Army', 'Coast Guard', 'Marine Corps', 'Navy', 'Space Force']);
    expect(FILTER_MILITARY_STATUSES).toEqual(['Veteran', 'Active Duty', 'Guard', 'Reserve', 'Civilian']);
  });
});

describe('lozenges', () => {
  it('one per active value, each removing only itself', () => {
    const chips = filterChips(everything);
    expect(chips.map(chipLabel)).toEqual([
      'Joined: Last 30 days',
      'Checked in: Last 45 days',
      'Check-ins YTD: 25 or less',
      'Status: New',
      'Status: Active',
      'Army',
      'Navy',
      'Veteran',
      'Reserve',
      'Anchor Member',
      'Eagle Leader',
    ]);
    const navy = chips.find((c) => c.value === 'Navy')!;
    expect(navy.without).toEqual({ ...everything, militaryBranch: ['Army'] });
    expect(chips.find((c) => c.field === 'isEagleLeader')!.without.isEagleLeader).toBe(false);
    expect(filterChips(EMPTY_FILTER)).toEqual([]);
  });
});

describe('name and city-or-zip search (§5)', () => {
  it('a numeric location is a zip (5 digits), else a city', () => {
    expect(locationPart(' 27601 ')).toEqual({ zip_code: '27601' });
    expect(locationPart('27601-1234')).toEqual({ zip_code: '27601' });
    expect(locationPart('2760')).toBeNull();
    expect(locationPart('Raleigh, NC')).toEqual({ city: 'Raleigh, NC' });
    expect(locationPart('   ')).toBeNull();
  });

  it('no name, no location and no filter: the plain list (no parts)', () => {
    expect(memberQuery({ name: '  ', place: '', filter: EMPTY_FILTER, staff: true, today: TODAY })).toEqual({});
    expect(memberQuery({ name: ' Ana ', place: 'Durham', filter: { ...EMPTY_FILTER, isEagleLeader: true }, staff: true, today: TODAY })).toEqual({
      name: 'Ana',
      city: 'Durham',
      is_eagle_leader: 'true',
    });
    // A member's saved staff filter alone does not turn the list into a search.
    expect(memberQuery({ name: '', place: '', filter: { ...EMPTY_FILTER, isEagleLeader: true }, staff: false, today: TODAY })).toEqual({});
  });
});

describe('the grouped member list (§2)', () => {
  const m = (id: number) => ({ id, first_name: 'M', last_name: String(id), public_profile: true, eagle_leader: false, role: 0, chapter_captain: false, is_sponsor_admin: false });
  const page: MemberList = { self: m(1), admins: [m(2)], chapter_captains: [m(3)], moderators: [], members: [m(4), m(5)], count: 2 };

  it('self, admins, chapter captain, moderators, members in order; empty groups not shown', () => {
    const sections = memberSections(pageEntries(page), false);
    expect(sections.map((s) => [s.key, s.members.map((x) => x.id)])).toEqual([
      ['self', [1]],
      ['admins', [2]],
      ['chapter_captains', [3]],
      ['members', [4, 5]],
    ]);
    expect(sections.map((s) => memberLabels.sections[s.key])).toEqual(['You', 'Admins', 'Chapter Captain', 'Members']);
  });

  it('check-in mode: no chapter captain group (captains lead the members), no group of the viewer', () => {
    expect(memberSections(pageEntries(page), true).map((s) => [s.key, s.members.map((x) => x.id)])).toEqual([
      ['admins', [2]],
      ['members', [3, 4, 5]],
    ]);
  });

  it("the spec's texts", () => {
    expect(memberMessages.searchFailed).toBe('An error occurred trying to search users. Please try again later.');
    expect([memberLabels.results(3), memberLabels.results(1), memberLabels.results(0)]).toEqual(['3 RESULTS', '1 RESULT', '0 RESULTS']);
    expect([memberLabels.title, memberLabels.checkInTitle]).toEqual(['Members', 'Check In Member']);
  });
});
