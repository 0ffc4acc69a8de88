// Groups made for one test (the seeded ones are shared by the whole file): a group with a type, a
// place and an active flag, and memberships with roles.
import type { TestServer } from './harness';

export interface NewGroup {
  type?: 'chapter' | 'activity' | 'sponsor';
  name?: string;
  active?: boolean;
  latitude?: number | null;
  longitude?: number | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export async function newGroup(s: TestServer, g: NewGroup = {}): Promise<number> {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO groups (type, name, active, latitude, longitude, city, state, zip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [g.type ?? 'activity', g.name ?? 'Test group', g.active ?? true, g.latitude ?? null, g.longitude ?? null, g.city ?? null, g.state ?? null, g.zip ?? null],
  );
  return rows[0].id;
}

export async function joinAs(s: TestServer, groupId: number, userId: number, role = 0, joinedAt?: Date): Promise<void> {
  await s.db.query('INSERT INTO group_memberships (group_id, user_id, role, joined_at) VALUES ($1, $2, $3, COALESCE($4, now()))', [groupId, userId, role, joinedAt ?? null]);
}

/** A member's name and a few profile columns, set directly. */
export async function setUser(s: TestServer, id: number, values: Record<string, unknown>): Promise<void> {
  const keys = Object.keys(values);
  const allowed = /^[a-z_]+$/;
  if (!keys.every((k) => allowed.test(k))) throw new Error('bad column');
  await s.db.query(`UPDATE users SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...keys.map((k) => values[k])]);
}

/** Miles per degree of latitude on the great circle the server uses (radius 3958.8 miles). */
export const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;
