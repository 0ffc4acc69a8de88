/**
 * The moderation audit trail (migration 008; docs/api.md 'Groups' → 'Moderation audit trail'): every
 * pin and unpin, post removal, ban, Eagle Leader onboarding, edit and offboarding, and what the leader
 * job does by itself. `recordModeration` is called with the action's transaction, so an action and its
 * entry commit together; the group's admins read the trail (`listModeration`).
 */
import type { Db } from '../db/client';
import { forbidden } from '../http/errors';

export const MODERATION_ACTIONS = [
  'pin',
  'unpin',
  'remove_post',
  'ban',
  'leader_onboard',
  'leader_update',
  'leader_offboard',
  'leader_offboarded',
  'leader_warning',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Entries per page of the trail. */
export const AUDIT_PAGE = 25;

export interface ModerationEntry {
  action: ModerationAction;
  /** Who did it; null for the server's scheduled job (recorded as `automatic`). */
  actor: number | null;
  at: Date;
  /** The group whose admins read the entry (a group feed's id for pins; omit with `feed`). */
  group?: number | null;
  /** A pinned or removed post's feed: a group's id is the group; a challenge's, its group (`groupId`). */
  feed?: { type: string; id: number; groupId?: number | null };
  /** The member acted on; for a post, its author when omitted. */
  target?: number | null;
  post?: number | null;
  details?: Record<string, unknown>;
}

/** Records one moderation action; call it inside the action's transaction. */
export async function recordModeration(tx: Db, e: ModerationEntry): Promise<void> {
  const challenge = e.feed?.type === 'challenge' ? e.feed.id : null;
  const group = e.feed ? (e.feed.type === 'group' ? e.feed.id : (e.feed.groupId ?? null)) : (e.group ?? null);
  await tx.query(
    `INSERT INTO moderation_audit (group_id, challenge_id, actor_id, automatic, action, target_user_id, post_id, details, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::int, (SELECT author_id FROM posts WHERE id = $7::int)), $7::int, $8::jsonb, $9)`,
    [group, challenge, e.actor, e.actor === null, e.action, e.target ?? null, e.post ?? null, JSON.stringify(e.details ?? {}), e.at],
  );
}

/** A member named as the member list names them (anonymous profiles 'Anonymous Member'). */
interface Person {
  id: number;
  first_name: string;
  last_name: string;
}

export interface AuditEntry {
  id: number;
  action: ModerationAction;
  automatic: boolean;
  actor: Person | null;
  target_user: Person | null;
  post_id: number | null;
  challenge_id: number | null;
  details: Record<string, unknown>;
  created_at: string;
}

export interface AuditPage {
  data: AuditEntry[];
  count: number;
  next: number | null;
}

export const AUDIT_TEXTS = { adminsOnly: 'Only the group’s admins can read its moderation history.' } as const;

/** 403 unless `userId` is an admin (role 2) of the group. */
export async function assertAuditReader(db: Db, userId: number, groupId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM group_memberships WHERE group_id = $1 AND user_id = $2 AND role = 2', [groupId, userId]);
  if (!rows.length) throw forbidden(AUDIT_TEXTS.adminsOnly);
}

/** The group's trail, newest first, AUDIT_PAGE entries from `offset`; `next` is the next offset or null. */
export async function listModeration(db: Db, groupId: number, offset: number): Promise<AuditPage> {
  const person = (alias: string) =>
    `CASE WHEN ${alias}.id IS NULL THEN NULL WHEN ${alias}.anonymous_profile THEN json_build_object('id', ${alias}.id, 'first_name', 'Anonymous', 'last_name', 'Member')
          ELSE json_build_object('id', ${alias}.id, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name) END`;
  const { rows } = await db.query<Omit<AuditEntry, 'created_at'> & { created_at: Date; total: number }>(
    `SELECT a.id::int AS id, a.action, a.automatic, ${person('u')} AS actor, ${person('t')} AS target_user, a.post_id, a.challenge_id, a.details,
            a.created_at, count(*) OVER () AS total
       FROM moderation_audit a
       LEFT JOIN users u ON u.id = a.actor_id
       LEFT JOIN users t ON t.id = a.target_user_id
      WHERE a.group_id = $1
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $2 OFFSET $3`,
    [groupId, AUDIT_PAGE, offset],
  );
  let count = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    const { rows: c } = await db.query<{ n: number }>('SELECT count(*) AS n FROM moderation_audit WHERE group_id = $1', [groupId]);
    count = c[0].n;
  }
  return {
    data: rows.map(({ total: _total, created_at, ...entry }) => ({ ...entry, created_at: created_at.toISOString() })),
    count,
    next: offset + rows.length < count ? offset + rows.length : null,
  };
}
