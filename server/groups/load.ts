/**
 * The Group shape (events spec §3 Group) and the one query every group read goes through: the
 * detail, the hub's lists and the group search. A caller without a member token (the public hub)
 * gets no member avatars, `joined: false` and `role: null`.
 */
import { GROUP_AVATARS } from '../../src/lib/groups';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';

export const GROUP_TEXTS = {
  missing: 'This group does not exist.',
  memberMissing: 'This member does not exist.',
  ownOnly: 'You can only join or leave a group yourself.',
  inactive: 'This group is no longer active. It cannot be joined.',
  banned: 'You were removed from this group by its admins and cannot join it again.',
  notMember: 'Only members can see this.',
} as const;

export interface GroupAvatar {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
}

export interface Group {
  id: number;
  name: string;
  type: 'chapter' | 'activity' | 'sponsor';
  header_image_url: string | null;
  header_image_url_large: string | null;
  sponsored_photo_url: string | null;
  description: string;
  member_count: number;
  /** Up to 9 members with a public profile, most recently joined first (only for members). */
  members: GroupAvatar[];
  event_count: number;
  location: { latitude: number; longitude: number; city: string | null; state: string | null; zip: string | null } | null;
  joined: boolean;
  active: boolean;
  /** The caller's role: 0 member, 1 moderator, 2 admin; null when not joined. */
  role: number | null;
  /** Miles from the point the list or search was asked about (one decimal), when there is one. */
  distance?: number | null;
}

interface GroupRow extends Omit<Group, 'location' | 'joined' | 'role' | 'distance'> {
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  viewer_role: number | null;
  distance: number | null;
}

/**
 * The member row by id, looked up per membership (the OFFSET 0 keeps it a primary-key lookup, so
 * the plan does not depend on table statistics, which the embedded database never collects).
 * Deleted accounts have no memberships (users/account.ts), so none is filtered here.
 */
export const USER_BY_ID = (id: string) => `SELECT * FROM users WHERE users.id = ${id} OFFSET 0`;

/** Adds a parameter and returns its placeholder (`$n`). */
export type Param = (value: unknown) => string;

export interface GroupSql {
  /** Conditions on `g` (the group) and `vm` (the caller's membership, absent when not joined). */
  where: string;
  order: string;
  limit: number;
  offset?: number;
  /** An expression for `distance` (miles), e.g. from `distanceSql`. */
  distance?: string;
}

/** Great-circle miles from a point to the group's place (NULL when the group has none). */
export function distanceSql(p: Param, origin: { latitude: number; longitude: number }): string {
  const lat = p(origin.latitude);
  const long = p(origin.longitude);
  return `(2 * 3958.8 * asin(least(1, sqrt(power(sin(radians(g.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(g.latitude)) * power(sin(radians(g.longitude - ${long}::float8) / 2), 2)))))`;
}

/** Chapters first, then activity groups, then sponsors; by name. */
export const TYPE_THEN_NAME = "array_position(ARRAY['chapter', 'activity', 'sponsor'], g.type), lower(g.name), g.id";

/**
 * Groups with everything the card and the detail show. `viewer` (a member id or null) decides
 * `joined`/`role` and whether avatars are included; events count while they have not ended.
 */
export async function queryGroups(db: Db, viewer: number | null, now: Date, build: (p: Param) => GroupSql): Promise<Group[]> {
  const params: unknown[] = [viewer, now];
  const p: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  const q = build(p);
  const avatars = p(GROUP_AVATARS);
  const { rows } = await db.query<GroupRow>(
    `SELECT g.id, g.name, g.type, g.header_image_url, g.header_image_url_large, g.sponsored_photo_url, g.description,
            g.latitude, g.longitude, g.city, g.state, g.zip, g.active, vm.role AS viewer_role,
            ${q.distance ?? 'NULL::float8'} AS distance,
            (SELECT count(*)::int FROM group_memberships cm WHERE cm.group_id = g.id) AS member_count,
            (SELECT count(*)::int FROM events e WHERE e.chapter_id = g.id AND NOT e.is_removed AND e.end_at >= $2) AS event_count,
            CASE WHEN $1::int IS NULL THEN '[]'::json ELSE COALESCE((
              SELECT json_agg(json_build_object('id', a.id, 'first_name', a.first_name, 'last_name', a.last_name, 'profile_photo_url', a.profile_photo_url)
                              ORDER BY a.joined_at DESC, a.id)
                FROM (SELECT au.id, au.first_name, au.last_name, au.profile_photo_url, am.joined_at
                        FROM (SELECT user_id, joined_at FROM group_memberships WHERE group_id = g.id ORDER BY joined_at DESC, user_id) am
                        CROSS JOIN LATERAL (${USER_BY_ID('am.user_id')}) au
                       WHERE NOT au.anonymous_profile LIMIT ${avatars}) a), '[]'::json) END AS members
       FROM groups g
       LEFT JOIN group_memberships vm ON vm.group_id = g.id AND vm.user_id = $1::int
      WHERE ${q.where}
      ORDER BY ${q.order}
      LIMIT ${p(q.limit)} OFFSET ${p(q.offset ?? 0)}`,
    params,
  );
  return rows.map(toGroup);
}

function toGroup(r: GroupRow): Group {
  const group: Group = {
    id: r.id,
    name: r.name,
    type: r.type,
    header_image_url: r.header_image_url,
    header_image_url_large: r.header_image_url_large,
    sponsored_photo_url: r.sponsored_photo_url,
    description: r.description,
    member_count: r.member_count,
    members: r.members,
    event_count: r.event_count,
    location: r.latitude === null || r.longitude === null ? null : { latitude: r.latitude, longitude: r.longitude, city: r.city, state: r.state, zip: r.zip },
    joined: r.viewer_role !== null,
    active: r.active,
    role: r.viewer_role,
  };
  if (r.distance !== null) group.distance = Math.round(r.distance * 10) / 10;
  return group;
}

/** One group (404 'This group does not exist.'). */
export async function loadGroup(db: Db, id: number, viewer: number | null, now: Date): Promise<Group> {
  const [group] = await queryGroups(db, viewer, now, (p) => ({ where: `g.id = ${p(id)}`, order: 'g.id', limit: 1 }));
  if (!group) throw notFound(GROUP_TEXTS.missing);
  return group;
}

/** The group exists (404 otherwise); its type and whether it is active. */
export async function findGroup(db: Db, id: number): Promise<{ id: number; type: Group['type']; active: boolean }> {
  const { rows } = await db.query<{ id: number; type: Group['type']; active: boolean }>('SELECT id, type, active FROM groups WHERE id = $1', [id]);
  if (!rows[0]) throw notFound(GROUP_TEXTS.missing);
  return rows[0];
}
