/**
 * Who may do what in a chat (events spec §4 'Chat state codes', §5 'Messaging', §6 'Chat'; accounts
 * spec §4 'Anonymous profiles', §8 'Messaging refusals'):
 * - an anonymous (or deleted) member has no messaging at all: 403 'Anonymous users do not have access
 *   to messages.' (only leaving and removing chats from one's list stay open);
 * - a chat is read and written by its members; one who left ('left') is no longer a member (403);
 * - a deactivated chat (`is_disabled`) is read-only: every write is 409 'This chat has been deactivated.';
 * - in a one-to-one chat nothing is sent across a block, either way (403 'You cannot message blocked
 *   users.'), nor to a deleted or anonymous member (403, the anonymous text).
 */
import type { Db } from '../db/client';
import { HttpError, forbidden, notFound } from '../http/errors';
import { CHAT_TEXTS, type ChatRole, type ChatState } from '../../src/lib/chat';

export interface ChannelRow {
  id: string;
  group_chat: boolean;
  pair_key: string | null;
  custom_name: string | null;
  created_by: number | null;
  is_disabled: boolean;
  created_at: Date;
  updated_at: Date;
  last_message_at: Date | null;
}

export interface MemberRow {
  state: ChatState;
  role: ChatRole;
  last_seen_message_id: string | null;
}

export interface MemberChannel {
  channel: ChannelRow;
  member: MemberRow;
}

export const anonymousRefusal = () => forbidden(CHAT_TEXTS.anonymous, 'anonymous_messaging');
export const blockedRefusal = () => forbidden(CHAT_TEXTS.blocked, 'blocked');
export const notMemberRefusal = () => forbidden(CHAT_TEXTS.notMember, 'not_member');
export const deactivated = () => new HttpError(409, 'chat_disabled', CHAT_TEXTS.deactivated);
export const channelMissing = () => notFound(CHAT_TEXTS.channelMissing);

/** Chat ids: what the schema's CHECK allows. */
export const CHAT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** 403 (the anonymous text) unless `userId` is a member with a public profile. */
export async function assertChatUser(db: Db, userId: number): Promise<void> {
  const { rows } = await db.query<{ ok: boolean }>('SELECT (NOT anonymous_profile AND deleted_at IS NULL) AS ok FROM users WHERE id = $1', [userId]);
  if (!rows[0]?.ok) throw anonymousRefusal();
}

export async function findChannel(db: Db, id: string, lock = false): Promise<ChannelRow> {
  if (!CHAT_ID.test(id)) throw channelMissing();
  const { rows } = await db.query<ChannelRow>(
    `SELECT id, group_chat, pair_key, custom_name, created_by, is_disabled, created_at, updated_at, last_message_at FROM chat_channels WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw channelMissing();
  return rows[0];
}

export async function findMembership(db: Db, channelId: string, userId: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>('SELECT state, role, last_seen_message_id FROM chat_members WHERE channel_id = $1 AND user_id = $2', [channelId, userId]);
  return rows[0] ?? null;
}

/**
 * The chat and the caller's membership: 404 when the chat does not exist, 403 when the caller is not
 * a member (or left it, unless `allowLeft`).
 */
export async function memberChannel(db: Db, userId: number, channelId: string, opts: { allowLeft?: boolean; lock?: boolean } = {}): Promise<MemberChannel> {
  const channel = await findChannel(db, channelId, opts.lock);
  const member = await findMembership(db, channel.id, userId);
  if (!member || (member.state === 'left' && !opts.allowLeft)) throw notMemberRefusal();
  return { channel, member };
}

export function assertWritable(channel: ChannelRow): void {
  if (channel.is_disabled) throw deactivated();
}

/** In a one-to-one chat: the other member must not be blocked (either way), deleted or anonymous. */
export async function assertCanReachPair(db: Db, channel: ChannelRow, userId: number): Promise<void> {
  if (channel.group_chat) return;
  const { rows } = await db.query<{ gone: boolean; blocked: boolean }>(
    `SELECT (u.deleted_at IS NOT NULL OR u.anonymous_profile) AS gone,
            EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $2 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $2)) AS blocked
       FROM chat_members m JOIN users u ON u.id = m.user_id
      WHERE m.channel_id = $1 AND m.user_id <> $2`,
    [channel.id, userId],
  );
  if (rows.some((r) => r.blocked)) throw blockedRefusal();
  if (rows.some((r) => r.gone)) throw anonymousRefusal();
}

/**
 * Everything a write into a chat needs: a messaging member, a member of the chat who has not left,
 * a chat not deactivated, and in a one-to-one chat no block either way.
 */
export async function assertCanWrite(db: Db, userId: number, channelId: string): Promise<MemberChannel> {
  await assertChatUser(db, userId);
  const mc = await memberChannel(db, userId, channelId);
  assertWritable(mc.channel);
  await assertCanReachPair(db, mc.channel, userId);
  return mc;
}

/** The other members among `ids` must exist (404), have a public profile (403) and not be blocked either way with `userId` (403). */
export async function assertCanInvite(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const { rows } = await db.query<{ id: number; anonymous_profile: boolean; deleted: boolean }>(
    'SELECT id, anonymous_profile, deleted_at IS NOT NULL AS deleted FROM users WHERE id = ANY($1::int[])',
    [ids],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const r = found.get(id);
    if (!r || r.deleted) throw notFound(CHAT_TEXTS.memberMissing);
  }
  if (rows.some((r) => r.anonymous_profile)) throw anonymousRefusal();
  const blocked = await db.query(
    'SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = ANY($2::int[])) OR (blocked_id = $1 AND blocker_id = ANY($2::int[])) LIMIT 1',
    [userId, ids],
  );
  if (blocked.rows.length) throw blockedRefusal();
}
