/**
 * Chats and memberships (events spec §3 'Chat channel', §4 'Chat state codes', §5 'Messaging', §7
 * Chat): creating a one-to-one or group chat, adding members, a member's own state / read marker /
 * the group's name, removing chats from one's list, the lists and the chat search. Every write
 * records its `chat_events` in its transaction and NOTIFYs after the commit (publish.ts).
 *
 * Removal: a member only ever changes their own membership. Leaving (`state: 'left'`) takes them out
 * of the chat (member.removed + notification.removed_from_channel); nobody removes another member
 * (the spec offers no such control; 'Remove and Block' is leaving or removing from one's list, plus
 * a block). Removing from the list (`'rmvd'`, also bulk_delete) only hides the chat until the next
 * message moves it back to 'actv'. A member who left comes back only when a member adds them again
 * (group chat) or they start the one-to-one chat again.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { HttpError, validationError } from '../http/errors';
import { CHAT_LIMITS, CHAT_TEXTS, type ChatState } from '../../src/lib/chat';
import { assertCanInvite, assertChatUser, assertWritable, memberChannel, notMemberRefusal } from './access';
import { withChatEvents, type ChatEventLog } from './publish';

export const newChannelId = (): string => `c${randomUUID().replaceAll('-', '')}`;

export const pairKey = (a: number, b: number): string => `${Math.min(a, b)}:${Math.max(a, b)}`;

const tooMany = () => validationError({ ids: CHAT_TEXTS.tooManyMembers }, CHAT_TEXTS.tooManyMembers);

/** Added to a chat: the room sees the member, the member's own connections start watching it. */
async function announceAdded(events: ChatEventLog, channelId: string, userId: number, now: Date): Promise<void> {
  await events.record({ type: 'member.added', channelId, userId, now });
  await events.record({ type: 'notification.added_to_channel', channelId, userId, now });
}

async function announceRemoved(events: ChatEventLog, channelId: string, userId: number, now: Date): Promise<void> {
  await events.record({ type: 'member.removed', channelId, userId, now });
  await events.record({ type: 'notification.removed_from_channel', channelId, userId, now });
}

export interface CreateInput {
  ids: number[];
  isGroup: boolean;
  name?: string | null;
}

/**
 * Creates a chat, or for a one-to-one chat of an existing pair answers that one (the caller's state
 * back to 'actv' if they had removed or left it). Refused: an anonymous caller or member (403), a
 * member blocked either way (403), an unknown member (404), more than 25 others (422).
 */
export async function createChannel(db: Db, viewer: number, input: CreateInput, now: Date): Promise<{ created: boolean; channelId: string }> {
  await assertChatUser(db, viewer);
  const others = [...new Set(input.ids)].filter((id) => id !== viewer);
  if (input.isGroup) {
    if (others.length > CHAT_LIMITS.othersMax) throw tooMany();
    if (!others.length) throw validationError({ ids: CHAT_TEXTS.groupNeedsMembers });
  } else if (others.length !== 1) {
    throw validationError({ ids: CHAT_TEXTS.oneToOneNeedsOne });
  }
  await assertCanInvite(db, viewer, others);
  const name = input.name?.trim() || null;

  return withChatEvents(db, async (tx, events) => {
    if (!input.isGroup) {
      const key = pairKey(viewer, others[0]);
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO chat_channels (id, group_chat, pair_key, created_by, created_at, updated_at) VALUES ($1, false, $2, $3, $4, $4)
         ON CONFLICT (pair_key) DO NOTHING RETURNING id`,
        [newChannelId(), key, viewer, now],
      );
      if (!inserted.rows[0]) {
        const { rows } = await tx.query<{ id: string }>('SELECT id FROM chat_channels WHERE pair_key = $1', [key]);
        const channelId = rows[0].id;
        const before = await tx.query<{ state: ChatState }>('SELECT state FROM chat_members WHERE channel_id = $1 AND user_id = $2 FOR UPDATE', [channelId, viewer]);
        const was = before.rows[0]?.state ?? null;
        if (was === null || was === 'left' || was === 'rmvd') {
          await tx.query(
            `INSERT INTO chat_members (channel_id, user_id, state, role, joined_at, updated_at) VALUES ($1, $2, 'actv', 'mmbr', $3, $3)
             ON CONFLICT (channel_id, user_id) DO UPDATE SET state = 'actv', updated_at = $3`,
            [channelId, viewer, now],
          );
          // Back in the room after leaving; 'rmvd' only hid the chat from the list.
          if (was !== 'rmvd') await announceAdded(events, channelId, viewer, now);
        }
        return { created: false, channelId };
      }
      const channelId = inserted.rows[0].id;
      await tx.query(
        `INSERT INTO chat_members (channel_id, user_id, state, role, joined_at, updated_at) SELECT $1, u, 'actv', 'mmbr', $3, $3 FROM unnest($2::int[]) AS u`,
        [channelId, [viewer, others[0]], now],
      );
      for (const id of [viewer, others[0]]) await announceAdded(events, channelId, id, now);
      return { created: true, channelId };
    }

    const channelId = newChannelId();
    await tx.query(`INSERT INTO chat_channels (id, group_chat, custom_name, created_by, created_at, updated_at) VALUES ($1, true, $2, $3, $4, $4)`, [channelId, name, viewer, now]);
    await tx.query(
      `INSERT INTO chat_members (channel_id, user_id, state, role, joined_at, updated_at)
       SELECT $1, u, 'actv', CASE WHEN u = $3 THEN 'admn' ELSE 'mmbr' END, $4, $4 FROM unnest($2::int[]) AS u`,
      [channelId, [viewer, ...others], viewer, now],
    );
    for (const id of [viewer, ...others]) await announceAdded(events, channelId, id, now);
    return { created: true, channelId };
  });
}

/**
 * A member of a group chat adds members (one who left is added back). At most 26 members in all
 * (422 'Cannot add more members.'); members already in the chat are left as they are. Returns the
 * ids added.
 */
export async function addMembers(db: Db, viewer: number, channelId: string, ids: readonly number[], now: Date): Promise<number[]> {
  await assertChatUser(db, viewer);
  const { channel } = await memberChannel(db, viewer, channelId);
  assertWritable(channel);
  if (!channel.group_chat) throw new HttpError(422, 'not_group_chat', CHAT_TEXTS.notGroup);
  const wanted = [...new Set(ids)].filter((id) => id !== viewer);
  if (!wanted.length) throw validationError({ members: CHAT_TEXTS.groupNeedsMembers });
  if (wanted.length > CHAT_LIMITS.othersMax) throw validationError({ members: CHAT_TEXTS.tooManyMembers }, CHAT_TEXTS.tooManyMembers);
  await assertCanInvite(db, viewer, wanted);

  return withChatEvents(db, async (tx, events) => {
    // One add at a time per chat, so two parallel adds cannot pass 26 together.
    await tx.query('SELECT 1 FROM chat_channels WHERE id = $1 FOR UPDATE', [channel.id]);
    const { rows } = await tx.query<{ user_id: number; state: ChatState }>('SELECT user_id, state FROM chat_members WHERE channel_id = $1', [channel.id]);
    const current = new Map(rows.map((r) => [r.user_id, r.state]));
    if (current.get(viewer) === undefined || current.get(viewer) === 'left') throw notMemberRefusal();
    const added = wanted.filter((id) => current.get(id) === undefined || current.get(id) === 'left');
    const count = rows.filter((r) => r.state !== 'left').length;
    if (count + added.length > CHAT_LIMITS.membersMax) throw validationError({ members: CHAT_TEXTS.tooManyMembers }, CHAT_TEXTS.tooManyMembers);
    if (!added.length) return [];
    await tx.query(
      `INSERT INTO chat_members (channel_id, user_id, state, role, joined_at, updated_at) SELECT $1, u, 'actv', 'mmbr', $3, $3 FROM unnest($2::int[]) AS u
       ON CONFLICT (channel_id, user_id) DO UPDATE SET state = 'actv', role = 'mmbr', joined_at = $3, updated_at = $3`,
      [channel.id, added, now],
    );
    await tx.query('UPDATE chat_channels SET updated_at = $2 WHERE id = $1', [channel.id, now]);
    for (const id of added) await announceAdded(events, channel.id, id, now);
    return added;
  });
}

export interface MembershipUpdate {
  state?: ChatState;
  last_seen_message_xid?: string;
  /** A group chat's new name (`name` or `custom_set_channel_name`); blank is ignored. */
  name?: string;
}

/**
 * The caller's own membership: state (leave 'left', remove from the list 'rmvd', 'mute', 'actv'),
 * the read marker (only moves forward; message.read), a group chat's name (channel.updated; blank
 * ignored). Leaving and removing stay open to everyone (an anonymous member too, and in a
 * deactivated chat); the rest needs a messaging member who has not left.
 */
export async function updateMembership(db: Db, viewer: number, channelId: string, u: MembershipUpdate, now: Date): Promise<void> {
  const leavingOnly = u.last_seen_message_xid === undefined && !u.name?.trim() && (u.state === undefined || u.state === 'left' || u.state === 'rmvd');
  if (!leavingOnly) await assertChatUser(db, viewer);
  const { channel, member } = await memberChannel(db, viewer, channelId, { allowLeft: leavingOnly });
  const name = u.name?.trim() || null;
  if (name !== null) {
    if (!channel.group_chat) throw new HttpError(422, 'not_group_chat', CHAT_TEXTS.notGroup);
    assertWritable(channel);
  }
  let readSeq: number | null = null;
  if (u.last_seen_message_xid !== undefined) {
    const { rows } = await db.query<{ seq: number }>('SELECT seq FROM chat_messages WHERE id = $1 AND channel_id = $2', [u.last_seen_message_xid, channel.id]);
    if (!rows[0]) throw validationError({ last_seen_message_xid: CHAT_TEXTS.messageMissing });
    readSeq = Number(rows[0].seq);
  }

  await withChatEvents(db, async (tx, events) => {
    if (u.state !== undefined && u.state !== member.state) {
      // One who left stays 'left' when removing the chat from the list (a new message must not bring it back).
      const next = member.state === 'left' && u.state === 'rmvd' ? null : u.state;
      if (next !== null) {
        await tx.query('UPDATE chat_members SET state = $3, updated_at = $4 WHERE channel_id = $1 AND user_id = $2', [channel.id, viewer, next, now]);
        if (next === 'left') await announceRemoved(events, channel.id, viewer, now);
      }
    }
    if (readSeq !== null) {
      const moved = await tx.query(
        `UPDATE chat_members cm SET last_seen_message_id = $3, updated_at = $4
          WHERE cm.channel_id = $1 AND cm.user_id = $2
            AND (cm.last_seen_message_id IS NULL OR NOT EXISTS (SELECT 1 FROM chat_messages s WHERE s.id = cm.last_seen_message_id AND s.seq >= $5))
          RETURNING 1`,
        [channel.id, viewer, u.last_seen_message_xid, now, readSeq],
      );
      if (moved.rows.length) {
        await events.record({ type: 'message.read', channelId: channel.id, userId: viewer, data: { last_read_message_id: u.last_seen_message_xid }, now });
      }
    }
    if (name !== null && name !== channel.custom_name) {
      await tx.query('UPDATE chat_channels SET custom_name = $2, updated_at = $3 WHERE id = $1', [channel.id, name, now]);
      await events.record({ type: 'channel.updated', channelId: channel.id, userId: viewer, now });
    }
  });
}

/** 'rmvd' for each of the caller's chats among `ids` (one who left stays 'left'); others' chats and unknown ids are skipped. Returns the ids changed. */
export async function removeFromList(db: Db, viewer: number, ids: readonly string[], now: Date): Promise<string[]> {
  const { rows } = await db.query<{ channel_id: string }>(
    `UPDATE chat_members SET state = 'rmvd', updated_at = $3 WHERE user_id = $1 AND channel_id = ANY($2::text[]) AND state NOT IN ('left', 'rmvd') RETURNING channel_id`,
    [viewer, ids, now],
  );
  return rows.map((r) => r.channel_id);
}

/** Activity order of a member's chats: the latest message, else the chat's creation. */
const ACTIVITY = 'COALESCE(c.last_message_at, c.created_at) DESC, c.id';
/** A list is capped (the spec pages none of them). */
export const CHANNEL_LIST_MAX = 500;

/** The caller's chats in `states`, newest activity first. */
export async function channelIdsByState(db: Db, viewer: number, states: readonly ChatState[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT c.id FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id
      WHERE m.user_id = $1 AND m.state = ANY($2::text[]) ORDER BY ${ACTIVITY} LIMIT ${CHANNEL_LIST_MAX}`,
    [viewer, states],
  );
  return rows.map((r) => r.id);
}

/** LIKE pattern for `q` anywhere (its %, _ and \ taken literally). */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The caller's listed chats (not left, not removed) whose shown name matches `q`: the custom name, or
 * the name of another current member (not one the caller blocked, not a deleted or anonymous one).
 */
export async function searchChannelIds(db: Db, viewer: number, q: string, offset: number, limit: number): Promise<{ ids: string[]; count: number }> {
  const where = `m.user_id = $1 AND m.state IN ('actv', 'mute')
    AND (c.custom_name ILIKE $2
      OR (c.custom_name IS NULL AND EXISTS (
        SELECT 1 FROM chat_members o JOIN users u ON u.id = o.user_id
         WHERE o.channel_id = c.id AND o.user_id <> $1 AND o.state <> 'left' AND u.deleted_at IS NULL AND NOT u.anonymous_profile
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = u.id)
           AND (u.first_name || ' ' || u.last_name) ILIKE $2)))`;
  const from = 'FROM chat_members m JOIN chat_channels c ON c.id = m.channel_id';
  const [page, count] = await Promise.all([
    db.query<{ id: string }>(`SELECT c.id ${from} WHERE ${where} ORDER BY ${ACTIVITY} LIMIT $3 OFFSET $4`, [viewer, containsPattern(q), limit, offset]),
    db.query<{ n: number }>(`SELECT count(*) AS n ${from} WHERE ${where}`, [viewer, containsPattern(q)]),
  ]);
  return { ids: page.rows.map((r) => r.id), count: Number(count.rows[0].n) };
}

