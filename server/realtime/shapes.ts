/**
 * Stream's shapes (ARCHITECTURE.md 'Chat realtime', checked against stream-chat 9.x) built from the
 * chat tables (migration 010): ChannelState, channel, member, read, Message, Reaction, user. Loaders
 * read a whole set at once — one query for the channels with their members and read markers, one
 * for the messages with their authors, quoted messages, mentions and reactions — never per message.
 * Records are viewer-independent; `streamMessage(record, viewer)` adds the viewer's own reactions.
 * User ids are our numeric ids as strings.
 */
import type { Db } from '../db/client';
import { CHAT_LIMITS, chatMemberName } from '../../src/lib/chat';

export const CHANNEL_TYPE = 'messaging';
export const cidOf = (channelId: string) => `${CHANNEL_TYPE}:${channelId}`;

/** What every ChannelState carries as its messages when the query names no limit (recoverState). */
export const RECOVER_MESSAGE_LIMIT = 100;
export const DEFAULT_MESSAGE_LIMIT = CHAT_LIMITS.pageSize;
export const MAX_MESSAGE_LIMIT = 100;
/** Latest reactions carried on a message. */
export const LATEST_REACTIONS = 25;

export interface StreamUser {
  id: string;
  name: string;
  image?: string;
  /** Deleted or anonymous member ('Deleted Member'). */
  deleted?: true;
}

interface UserCols {
  id: number;
  first_name: string;
  last_name: string;
  photo?: string | null;
  deleted: boolean;
}

export function streamUser(u: UserCols): StreamUser {
  return {
    id: String(u.id),
    name: chatMemberName({ first_name: u.first_name, last_name: u.last_name, blocked: false, deleted: u.deleted }),
    ...(u.photo && !u.deleted ? { image: u.photo } : {}),
    ...(u.deleted ? { deleted: true as const } : {}),
  };
}

export const iso = (v: Date | string | null | undefined): string | null => (v == null ? null : new Date(v).toISOString());

/** A deleted user's id (the row is gone, `user_id` SET NULL) shows as this. */
export const GONE_USER: StreamUser = { id: '0', name: 'Deleted Member', deleted: true };

// ---- users -------------------------------------------------------------------------------------

const USER_SQL = `u.id, u.first_name, u.last_name, u.profile_photo_url AS photo, (u.deleted_at IS NOT NULL OR u.anonymous_profile) AS deleted`;

export async function loadUsers(db: Db, ids: Iterable<number>): Promise<Map<number, StreamUser>> {
  const list = [...new Set(ids)].filter((id) => Number.isInteger(id));
  const out = new Map<number, StreamUser>();
  if (!list.length) return out;
  const { rows } = await db.query<UserCols>(`SELECT ${USER_SQL} FROM users u WHERE u.id = ANY($1::int[])`, [list]);
  for (const r of rows) out.set(r.id, streamUser(r));
  return out;
}

// ---- channels ----------------------------------------------------------------------------------

export interface MemberRecord {
  user_id: string;
  user: StreamUser;
  /** Our state code (§4): actv, mute, rmvd ('left' members are not members). */
  state: string;
  role: string;
  last_seen_message_id: string | null;
  joined_at: string;
  updated_at: string;
  last_read: string;
  unread_messages: number;
}

export interface ChannelRecord {
  id: string;
  group_chat: boolean;
  custom_name: string | null;
  created_by: StreamUser | null;
  is_disabled: boolean;
  created_at: string;
  updated_at: string;
  last_message_at: string | null;
  members: MemberRecord[];
}

/** Before any read marker: every message counts as unseen (the unread rule: none seen while a latest exists). */
const NEVER = new Date(0).toISOString();

/**
 * The channels (those of `ids` that exist) with their members ('left' excluded), each member's read
 * marker and (unless `unread: false`) unread count. One query.
 */
export async function loadChannels(db: Db, ids: readonly string[], opts: { unread?: boolean } = {}): Promise<Map<string, ChannelRecord>> {
  const out = new Map<string, ChannelRecord>();
  if (!ids.length) return out;
  const { rows } = await db.query<{
    id: string;
    group_chat: boolean;
    custom_name: string | null;
    created_by: number | null;
    is_disabled: boolean;
    created_at: Date;
    updated_at: Date;
    last_message_at: Date | null;
    member_id: number | null;
    state: string | null;
    role: string | null;
    last_seen_message_id: string | null;
    joined_at: Date | null;
    member_updated_at: Date | null;
    first_name: string;
    last_name: string;
    photo: string | null;
    deleted: boolean;
    last_read_at: Date | null;
    unread: number | null;
    creator_first: string | null;
    creator_last: string | null;
    creator_deleted: boolean | null;
  }>(
    `SELECT c.id, c.group_chat, c.custom_name, c.created_by, c.is_disabled, c.created_at, c.updated_at, c.last_message_at,
            m.user_id AS member_id, m.state, m.role, m.last_seen_message_id, m.joined_at, m.updated_at AS member_updated_at,
            u.first_name, u.last_name, u.profile_photo_url AS photo, (u.deleted_at IS NOT NULL OR u.anonymous_profile) AS deleted,
            seen.created_at AS last_read_at,
            CASE WHEN NOT $2::boolean OR m.user_id IS NULL OR m.state = 'rmvd' THEN 0 ELSE
              (SELECT count(*) FROM chat_messages x
                WHERE x.channel_id = c.id AND x.seq > coalesce(seen.seq, 0) AND x.deleted_at IS NULL
                  AND x.user_id IS DISTINCT FROM m.user_id) END AS unread,
            cu.first_name AS creator_first, cu.last_name AS creator_last,
            (cu.deleted_at IS NOT NULL OR cu.anonymous_profile) AS creator_deleted
       FROM chat_channels c
       LEFT JOIN chat_members m ON m.channel_id = c.id AND m.state <> 'left'
       LEFT JOIN users u ON u.id = m.user_id
       LEFT JOIN chat_messages seen ON seen.id = m.last_seen_message_id
       LEFT JOIN users cu ON cu.id = c.created_by
      WHERE c.id = ANY($1::text[])
      ORDER BY c.id, m.joined_at, m.user_id`,
    [ids, opts.unread ?? true],
  );
  for (const r of rows) {
    let ch = out.get(r.id);
    if (!ch) {
      ch = {
        id: r.id,
        group_chat: r.group_chat,
        custom_name: r.custom_name,
        created_by:
          r.created_by === null
            ? null
            : streamUser({ id: r.created_by, first_name: r.creator_first ?? '', last_name: r.creator_last ?? '', deleted: r.creator_deleted ?? true }),
        is_disabled: r.is_disabled,
        created_at: iso(r.created_at)!,
        updated_at: iso(r.updated_at)!,
        last_message_at: iso(r.last_message_at),
        members: [],
      };
      out.set(r.id, ch);
    }
    if (r.member_id === null) continue;
    ch.members.push({
      user_id: String(r.member_id),
      user: streamUser({ id: r.member_id, first_name: r.first_name, last_name: r.last_name, photo: r.photo, deleted: r.deleted }),
      state: r.state!,
      role: r.role!,
      last_seen_message_id: r.last_seen_message_id,
      joined_at: iso(r.joined_at)!,
      updated_at: iso(r.member_updated_at)!,
      last_read: iso(r.last_read_at) ?? NEVER,
      unread_messages: Number(r.unread ?? 0),
    });
  }
  return out;
}

const MEMBER_CAPABILITIES = [
  'read-events',
  'typing-events',
  'send-message',
  'send-reaction',
  'send-reply',
  'quote-message',
  'update-own-message',
  'delete-own-message',
  'upload-file',
  'send-links',
  'leave-channel',
  'mute-channel',
];

/** The channel object: complete, as every event and ChannelState carries it. */
export function streamChannel(ch: ChannelRecord): Record<string, unknown> {
  const capabilities = ch.is_disabled ? ['read-events'] : ch.group_chat ? [...MEMBER_CAPABILITIES, 'update-channel'] : MEMBER_CAPABILITIES;
  return {
    id: ch.id,
    type: CHANNEL_TYPE,
    cid: cidOf(ch.id),
    name: ch.custom_name ?? ch.members.map((m) => m.user.name).join(', '),
    custom_name: ch.custom_name,
    group_chat: ch.group_chat,
    frozen: false,
    disabled: ch.is_disabled,
    created_by: ch.created_by,
    created_at: ch.created_at,
    updated_at: ch.updated_at,
    last_message_at: ch.last_message_at,
    member_count: ch.members.length,
    config: {
      name: CHANNEL_TYPE,
      typing_events: !ch.is_disabled,
      read_events: true,
      delivery_events: false,
      connect_events: true,
      reactions: true,
      replies: false,
      quotes: true,
      uploads: true,
      url_enrichment: false,
      mutes: false,
      search: false,
      max_message_length: CHAT_LIMITS.textMax,
    },
    own_capabilities: capabilities,
    hidden: false,
  };
}

export function streamMember(m: MemberRecord): Record<string, unknown> {
  return {
    user_id: m.user_id,
    user: m.user,
    state: m.state,
    role: m.role === 'admn' ? 'owner' : 'member',
    channel_role: m.role === 'admn' ? 'channel_moderator' : 'channel_member',
    chat_role: m.role,
    notifications_muted: m.state === 'mute',
    banned: false,
    shadow_banned: false,
    created_at: m.joined_at,
    updated_at: m.updated_at,
  };
}

export function streamRead(m: MemberRecord): Record<string, unknown> {
  return {
    user: m.user,
    last_read: m.last_read,
    last_read_message_id: m.last_seen_message_id ?? undefined,
    unread_messages: m.unread_messages,
  };
}
