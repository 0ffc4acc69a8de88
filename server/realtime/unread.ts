/**
 * A member's chat unread counts (the §4 unread rule: messages of others after their read marker, in
 * the chats they have not left nor removed from their list), as Stream reports them: in the
 * connect's `me` (socket.ts) and on the events that change them — message.new /
 * notification.message_new, message.deleted, the member's own read (message.read /
 * notification.mark_read), notification.added_to_channel / removed_from_channel, channel.hidden —
 * as `total_unread_count` and `unread_channels` for the member receiving the event. The gateway
 * loads them once per delivery batch, for the members connected to it whom the batch concerns.
 */
import type { Db } from '../db/client';

export interface UnreadCounts {
  /** Unread messages over every chat. */
  total: number;
  /** Chats with at least one. */
  channels: number;
}

const ZERO: UnreadCounts = { total: 0, channels: 0 };

/** Each member's counts (one query); a member with nothing unread anywhere gets zeros. */
export async function unreadCounts(db: Db, userIds: readonly number[]): Promise<Map<number, UnreadCounts>> {
  const out = new Map<number, UnreadCounts>(userIds.map((id) => [id, ZERO]));
  if (!userIds.length) return out;
  const { rows } = await db.query<{ user_id: number; channels: number; total: number }>(
    `SELECT m.user_id, count(*) FILTER (WHERE t.n > 0) AS channels, coalesce(sum(t.n), 0) AS total
       FROM chat_members m
       LEFT JOIN chat_messages seen ON seen.id = m.last_seen_message_id
       CROSS JOIN LATERAL (SELECT count(*) AS n FROM chat_messages x
                            WHERE x.channel_id = m.channel_id AND x.seq > coalesce(seen.seq, 0)
                              AND x.deleted_at IS NULL AND x.user_id IS DISTINCT FROM m.user_id) t
      WHERE m.user_id = ANY($1::int[]) AND m.state IN ('actv', 'mute')
      GROUP BY m.user_id`,
    [[...new Set(userIds)]],
  );
  for (const r of rows) out.set(Number(r.user_id), { total: Number(r.total), channels: Number(r.channels) });
  return out;
}

/** Rows whose events carry the counts of every member of the chat. */
const FOR_MEMBERS = new Set(['message.new', 'message.deleted']);
/** Rows whose events carry the counts of the member they name (added, removed, reading, hiding). */
const FOR_NAMED = new Set(['message.read', 'member.added', 'notification.added_to_channel', 'member.removed', 'notification.removed_from_channel', 'channel.hidden']);

/** What unreadAudience reads of a chat_events row (events.ts EventRow). */
interface AudienceRow {
  type: string;
  channel_id: string;
  user_id: number | null;
}

/**
 * The members whose counts a batch's events carry, among those `connected` here: the chat's
 * members for a message, the member named by the others. `membersOf` gives a chat's members.
 */
export function unreadAudience(rows: readonly AudienceRow[], membersOf: (channelId: string) => readonly number[], connected: (userId: number) => boolean): number[] {
  const who = new Set<number>();
  for (const row of rows) {
    if (FOR_MEMBERS.has(row.type)) for (const id of membersOf(row.channel_id)) who.add(id);
    else if (FOR_NAMED.has(row.type) && row.user_id !== null) who.add(row.user_id);
  }
  return [...who].filter(connected);
}

/** The fields an event carries for a member whose counts were loaded (none otherwise). */
export function unreadFields(counts: UnreadCounts | undefined): Record<string, number> {
  return counts ? { total_unread_count: counts.total, unread_channels: counts.channels } : {};
}
