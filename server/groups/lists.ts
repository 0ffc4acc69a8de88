/**
 * The groups hub's lists (`GET api/v1/group?type=`, events spec §2 Groups, §5): the caller's admin
 * groups, their groups, the activity groups and the groups near a point (50 miles).
 */
import { NEARBY_GROUP_MILES, type GroupListType } from '../../src/lib/groups';
import type { Db } from '../db/client';
import { TYPE_THEN_NAME, distanceSql, queryGroups, type Group } from './load';

/** At most this many groups in one list (the hub shows horizontal lists; there are about 50 groups). */
export const GROUP_LIST_LIMIT = 100;

export interface Point {
  latitude: number;
  longitude: number;
}

/** A chapter's (any group's) place, null when it has none or does not exist. */
export async function groupPoint(db: Db, groupId: number): Promise<Point | null> {
  const { rows } = await db.query<Point>('SELECT latitude, longitude FROM groups WHERE id = $1 AND latitude IS NOT NULL AND longitude IS NOT NULL', [groupId]);
  return rows[0] ?? null;
}

/**
 * `admin`: groups the caller administers (role 2); `my`: the caller's groups (both by type, then
 * name; inactive ones included); `activity`: the active activity groups by name; `nearby`: active
 * groups whose place lies within 50 miles of `origin`, nearest first (none without an origin).
 */
export async function listGroups(db: Db, q: { type: GroupListType; viewer: number | null; origin: Point | null; now: Date }): Promise<Group[]> {
  const limit = GROUP_LIST_LIMIT;
  switch (q.type) {
    case 'admin':
      return queryGroups(db, q.viewer, q.now, () => ({ where: 'vm.role = 2', order: TYPE_THEN_NAME, limit }));
    case 'my':
      return queryGroups(db, q.viewer, q.now, () => ({ where: 'vm.user_id IS NOT NULL', order: TYPE_THEN_NAME, limit }));
    case 'activity':
      return queryGroups(db, q.viewer, q.now, () => ({ where: "g.type = 'activity' AND g.active", order: 'lower(g.name), g.id', limit }));
    case 'nearby': {
      const origin = q.origin;
      if (!origin) return [];
      return queryGroups(db, q.viewer, q.now, (p) => {
        const distance = distanceSql(p, origin);
        return {
          where: `g.active AND g.latitude IS NOT NULL AND g.longitude IS NOT NULL AND ${distance} <= ${p(NEARBY_GROUP_MILES)}`,
          order: `${distance}, lower(g.name), g.id`,
          distance,
          limit,
        };
      });
    }
  }
}
