/**
 * Groups facts shared by the group-page feature and the server (events spec §3 Group and Member
 * filter object, §5 Groups, §9): group types, the hub's list kinds, page sizes, the nearby radius,
 * the member filter's query parts and their values. Pure constants.
 */

export const GROUP_TYPES = ['chapter', 'activity', 'sponsor'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** `GET api/v1/group?type=`: the hub's horizontal lists. */
export const GROUP_LIST_TYPES = ['admin', 'my', 'activity', 'nearby'] as const;
export type GroupListType = (typeof GROUP_LIST_TYPES)[number];

/** Group roles on a membership (accounts spec §6): 0 member, 1 moderator, 2 admin. */
export const GROUP_ROLE = { member: 0, moderator: 1, admin: 2 } as const;

/** Member lists and member search: 25 a page (§9). Group search pages the same way. */
export const GROUP_MEMBER_PAGE = 25;
export const GROUP_SEARCH_PAGE = 25;
/** Avatars in a group's member strip (§9 'up to 9 in strips'). */
export const GROUP_AVATARS = 9;

/** Nearby groups, and groups found by zip or 'city, state', lie within this many miles (§9). */
export const NEARBY_GROUP_MILES = 50;
export const NO_NEARBY_GROUPS = 'No groups within 50 miles.';

/** The Eagle Leader role listed as a chapter's 'chapter captain' in member lists. */
export const CHAPTER_CAPTAIN_ROLE = 'Chapter Captain';

/** Member status codes of the filter (§9: new=new, active=act, inactive=ina, legacy=leg). */
export const MEMBER_STATUSES = { new: 'new', active: 'act', inactive: 'ina', legacy: 'leg' } as const;
export const MEMBER_STATUS_CODES = ['new', 'act', 'ina', 'leg'] as const;
export type MemberStatusCode = (typeof MEMBER_STATUS_CODES)[number];

/**
 * Query parts of `GET api/v1/search/user/group` built from the member filter object (§7). Dates are
 * YYYY-MM-DD (today minus N days); sets are comma-separated; flags 'true'.
 */
export const MEMBER_FILTER_PARAMS = {
  joined: 'joined_date',
  lastCheckIn: 'check_in_after_date',
  eventCheckInsYTD: 'check_in_frequency',
  memberStatus: 'member_status',
  militaryBranch: 'branch',
  militaryStatus: 'military_status',
  isAnchorMember: 'default_group',
  isEagleLeader: 'is_eagle_leader',
} as const;

/** Filters only a group's admins and moderators may use (§6); the server ignores them for others. */
export const STAFF_MEMBER_FILTER_PARAMS = ['check_in_after_date', 'check_in_frequency', 'member_status', 'default_group', 'is_eagle_leader'] as const;

/** Days before today of each choice (§9): joined (all-time, today, last 7, last 30, this year). */
export const JOINED_CHOICES = { 'all-time': null, today: 0, 'last-7-days': 7, 'last-30-days': 30, 'this-year': 365 } as const;
/** Last check-in: all-time, today, 7, 30, 45, 90, 180 days. */
export const LAST_CHECK_IN_DAYS = [0, 7, 30, 45, 90, 180] as const;
/** Event check-ins YTD: any, or at most 10, 25, 50, 100. */
export const CHECK_IN_FREQUENCIES = [10, 25, 50, 100] as const;
