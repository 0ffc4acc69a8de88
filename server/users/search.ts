/**
 * Member search by name (`GET api/v1/search/user`, spec §7): the feed's people search and the
 * composer's @mention suggestions. Case-insensitive prefix of the first name, the last name or
 * "first last"; never anonymous-profile or deleted members, nor anyone blocked in either direction
 * with the caller. The caller is included (a member may find themself). Members of `chapterId`
 * (preferred, home or anchor chapter) come first, then by name. Both predicates use the indexes
 * of migration 001 (`lower(first || ' ' || last)` and `lower(last_name)`, text_pattern_ops).
 */
import type { Db } from '../db/client';

export const USER_SEARCH_PAGE = 25;

export interface UserSearchEntry {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  eagle_leader: boolean;
  military_status: string | null;
  preferred_chapter: { id: number; name: string } | null;
}

export interface UserSearchPage {
  data: UserSearchEntry[];
  count: number;
  /** The `offset` of the next page, or null on the last one. */
  next: number | null;
}

interface Row extends UserSearchEntry {
  total: string | number;
}

/** `name` as typed: trimmed, inner whitespace collapsed, lower-cased, LIKE wildcards escaped. */
export function namePrefixPattern(name: string): string | null {
  const text = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return text ? `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
}

export async function searchUsers(db: Db, q: { viewer: number; name: string; chapterId?: number | null; offset: number }): Promise<UserSearchPage> {
  const pattern = namePrefixPattern(q.name);
  if (!pattern) return { data: [], count: 0, next: null };
  const { rows } = await db.query<Row>(
    `SELECT u.id, u.first_name, u.last_name, u.profile_photo_url, u.eagle_leader, u.military_status,
            CASE WHEN pc.id IS NULL THEN NULL ELSE json_build_object('id', pc.id, 'name', pc.name) END AS preferred_chapter,
            count(*) OVER () AS total
       FROM users u
       LEFT JOIN groups pc ON pc.id = u.preferred_chapter_id
      WHERE u.deleted_at IS NULL
        AND NOT u.anonymous_profile
        AND (lower(u.first_name || ' ' || u.last_name) LIKE $2 OR lower(u.last_name) LIKE $2)
        AND NOT EXISTS (SELECT 1 FROM blocks b
                         WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
      ORDER BY COALESCE($3::int IN (u.preferred_chapter_id, u.home_chapter_id, u.anchor_chapter_id), false) DESC,
               lower(u.first_name), lower(u.last_name), u.id
      LIMIT $4 OFFSET $5`,
    [q.viewer, pattern, q.chapterId ?? null, USER_SEARCH_PAGE, q.offset],
  );
  const count = rows.length ? Number(rows[0].total) : 0;
  return {
    data: rows.map(({ total: _total, ...entry }) => entry),
    count,
    next: q.offset + rows.length < count ? q.offset + USER_SEARCH_PAGE : null,
  };
}
