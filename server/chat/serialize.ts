/**
 * The API's Channel and Message objects (events spec §3 'Chat channel', 'Chat message'), as the
 * caller sees them: three queries for any number of channels (the caller's rows, the members, the
 * latest messages) and one for any number of messages.
 *
 * Names: a member the caller blocked shows as 'Blocked', a deleted or anonymous one as 'Deleted
 * Member' (profile 'Deleted' 'Member' without a photo). `sender` is that shown name; `profile_id`
 * / `user` name the member.
 */
import type { Db } from '../db/client';
import { CHAT_TEXTS, chatMemberName, chatMemberShortName, chatUnread, type ChatRole, type ChatState } from '../../src/lib/chat';

export interface ChatProfile {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
}

export interface ChannelMember {
  profile: ChatProfile;
  state: ChatState;
  role: ChatRole;
  channel_display_name: string;
}

export interface LatestMessage {
  id: string;
  created: string;
  sender: string;
  profile_id: number | null;
  text: string;
  images: string[];
}

export interface Channel {
  id: string;
  state: ChatState;
  role: ChatRole;
  group_chat: 0 | 1;
  recipient_id: number | null;
  custom_set_channel_name: string | null;
  displayName: string;
  hasCustomDisplayName: boolean;
  is_disabled: boolean;
  members: ChannelMember[];
  taggableMembers: ChannelMember[];
  allMemberProfiles: ChatProfile[];
  member_count: number;
  latest_message: LatestMessage | null;
  hasUnreadMessage: boolean;
  /** The latest message's sender (member id), null without one. */
  lastSender: number | null;
  last_seen_message_xid: string | null;
  created: string;
  updated: string;
  last_message_at: string | null;
}

interface OwnRow {
  id: string;
  group_chat: boolean;
  custom_name: string | null;
  is_disabled: boolean;
  created_at: Date;
  updated_at: Date;
  last_message_at: Date | null;
  state: ChatState;
  role: ChatRole;
  last_seen_message_id: string | null;
  last_seen_seq: number | null;
}

interface MemberSqlRow {
  channel_id: string;
  user_id: number;
  state: ChatState;
  role: ChatRole;
  first_name: string;
  last_name: string;
  profile_photo_url: string | null;
  deleted: boolean;
  blocked: boolean;
}

interface LatestRow {
  channel_id: string;
  id: string;
  seq: number;
  user_id: number | null;
  text: string;
  media: string[];
  created_at: Date;
}

const DELETED_PROFILE = { first_name: 'Deleted', last_name: 'Member', profile_photo_url: null };

const profileOf = (m: { user_id: number; first_name: string; last_name: string; profile_photo_url: string | null; deleted: boolean }): ChatProfile =>
  m.deleted ? { id: m.user_id, ...DELETED_PROFILE } : { id: m.user_id, first_name: m.first_name, last_name: m.last_name, profile_photo_url: m.profile_photo_url };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The channels `ids` as `viewer` (a member of each) sees them, in the order of `ids`; ids the viewer is not in are left out. */
export async function loadChannels(db: Db, viewer: number, ids: readonly string[]): Promise<Channel[]> {
  if (!ids.length) return [];
  const params = [viewer, ids];
  const [own, members, latest] = await Promise.all([
    db.query<OwnRow>(
      `SELECT c.id, c.group_chat, c.custom_name, c.is_disabled, c.created_at, c.updated_at, c.last_message_at,
              m.state, m.role, m.last_seen_message_id, ls.seq AS last_seen_seq
         FROM chat_channels c
         JOIN chat_members m ON m.channel_id = c.id AND m.user_id = $1
         LEFT JOIN chat_messages ls ON ls.id = m.last_seen_message_id
        WHERE c.id = ANY($2::text[])`,
      params,
    ),
    db.query<MemberSqlRow>(
      `SELECT cm.channel_id, cm.user_id, cm.state, cm.role, u.first_name, u.last_name, u.profile_photo_url,
              (u.deleted_at IS NOT NULL OR u.anonymous_profile) AS deleted,
              EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = cm.user_id) AS blocked
         FROM chat_members cm JOIN users u ON u.id = cm.user_id JOIN chat_channels c ON c.id = cm.channel_id
        WHERE cm.channel_id = ANY($2::text[])
        ORDER BY cm.joined_at, (cm.user_id = c.created_by) DESC, lower(u.first_name), lower(u.last_name), cm.user_id`,
      params,
    ),
    db.query<LatestRow>(
      `SELECT DISTINCT ON (channel_id) channel_id, id, seq, user_id, text, media, created_at
         FROM chat_messages
        WHERE channel_id = ANY($1::text[]) AND deleted_at IS NULL
        ORDER BY channel_id, seq DESC`,
      [ids],
    ),
  ]);
  const membersOf = new Map<string, MemberSqlRow[]>();
  for (const m of members.rows) {
    const list = membersOf.get(m.channel_id) ?? [];
    list.push(m);
    membersOf.set(m.channel_id, list);
  }
  const latestOf = new Map(latest.rows.map((r) => [r.channel_id, r]));
  const byId = new Map(own.rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [channelOf(viewer, c, membersOf.get(id) ?? [], latestOf.get(id) ?? null)] : [];
  });
}

function channelOf(viewer: number, c: OwnRow, rows: MemberSqlRow[], latest: LatestRow | null): Channel {
  const entry = (m: MemberSqlRow): ChannelMember => ({ profile: profileOf(m), state: m.state, role: m.role, channel_display_name: chatMemberName(m) });
  const current = rows.filter((m) => m.state !== 'left');
  const others = current.filter((m) => m.user_id !== viewer);
  const other = c.group_chat ? null : (rows.find((m) => m.user_id !== viewer) ?? null);
  const shown = c.custom_name ?? (other ? chatMemberName(other) : others.map(chatMemberShortName).join(', ') || 'Empty chat');
  const sender = latest ? rows.find((m) => m.user_id === latest.user_id) : undefined;
  const latestSeq = latest ? Number(latest.seq) : null;
  const seenSeq = c.last_seen_seq === null ? null : Number(c.last_seen_seq);
  return {
    id: c.id,
    state: c.state,
    role: c.role,
    group_chat: c.group_chat ? 1 : 0,
    recipient_id: other?.user_id ?? null,
    custom_set_channel_name: c.custom_name,
    displayName: shown,
    hasCustomDisplayName: c.custom_name !== null,
    is_disabled: c.is_disabled,
    members: current.map(entry),
    taggableMembers: others.filter((m) => !m.blocked && !m.deleted).map(entry),
    allMemberProfiles: rows.map(profileOf),
    member_count: current.length,
    latest_message: latest
      ? {
          id: latest.id,
          created: iso(latest.created_at)!,
          sender: sender ? chatMemberName(sender) : CHAT_TEXTS.deletedName,
          profile_id: latest.user_id,
          text: latest.text,
          images: latest.media,
        }
      : null,
    hasUnreadMessage: chatUnread(c.state, latestSeq, seenSeq),
    lastSender: latest?.user_id ?? null,
    last_seen_message_xid: c.last_seen_message_id,
    created: iso(c.created_at)!,
    updated: iso(c.updated_at)!,
    last_message_at: iso(c.last_message_at),
  };
}

// ---- messages ----------------------------------------------------------------------------------

export interface OpenGraphValue {
  title?: string | null;
  description?: string | null;
  image_url?: string | null;
  url: string;
}

export interface Message {
  id: string;
  xid: string;
  seq: number;
  channel_id: string;
  profile_id: number | null;
  sender: string;
  user: ChatProfile | null;
  text: string;
  content: string;
  type: 'regular' | 'deleted';
  status: 'success';
  created: string;
  sendTime: string;
  updated: string;
  edited: boolean;
  edit_time_stamp: string | null;
  deleted: boolean;
  deleted_at: string | null;
  media: Array<{ url: string; kind: 'image' }>;
  images: string[];
  attributes: { imageUrls: string[] };
  open_graph: OpenGraphValue | null;
  reply_message: { id: string; xid: string; text: string; profile_id: number | null; sender: string; deleted: boolean } | null;
  replyInfo: { xid: string; channelId: string; text: string; profile_id: number | null; sender: string } | null;
  /** Emoji → the ids of the members who reacted with it (oldest first). */
  emoji_reactions: Record<string, number[]>;
  previousMessageId: string | null;
  /** The sender is deleted or anonymous ('Deleted Member'): no replies or reactions to them. */
  sender_deleted: boolean;
  /** The viewer blocked the sender: the client hides it behind 'click to view blocked message'. */
  blocked: boolean;
  taggedUsers: number[];
}

/** The columns of a `chat_messages` row and its sender's name that every message query selects. */
export interface ChatMessageColumns {
  id: string;
  seq: number;
  channel_id: string;
  user_id: number | null;
  text: string;
  edited: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  first_name: string | null;
  last_name: string | null;
}

interface MessageRow extends ChatMessageColumns {
  media: string[];
  open_graph: OpenGraphValue | null;
  tagged: number[];
  profile_photo_url: string | null;
  sender_gone: boolean;
  blocked: boolean;
  r_id: string | null;
  r_text: string | null;
  r_user_id: number | null;
  r_deleted: boolean | null;
  r_first_name: string | null;
  r_last_name: string | null;
  r_gone: boolean | null;
  r_blocked: boolean | null;
  previous_id: string | null;
  reactions: Record<string, number[]> | null;
}

/** SELECT of messages `m` as viewer `$1` sees them; add WHERE / ORDER BY / LIMIT. */
export const MESSAGE_SELECT = `
  SELECT m.id, m.seq, m.channel_id, m.user_id, m.text, m.media, m.open_graph, m.tagged, m.edited,
         m.created_at, m.updated_at, m.deleted_at,
         u.first_name, u.last_name, u.profile_photo_url,
         (u.id IS NULL OR u.deleted_at IS NOT NULL OR u.anonymous_profile) AS sender_gone,
         EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = m.user_id) AS blocked,
         r.id AS r_id, r.text AS r_text, r.user_id AS r_user_id, r.deleted_at IS NOT NULL AS r_deleted,
         ru.first_name AS r_first_name, ru.last_name AS r_last_name,
         (ru.id IS NULL OR ru.deleted_at IS NOT NULL OR ru.anonymous_profile) AS r_gone,
         EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = r.user_id) AS r_blocked,
         (SELECT p.id FROM chat_messages p WHERE p.channel_id = m.channel_id AND p.seq < m.seq ORDER BY p.seq DESC LIMIT 1) AS previous_id,
         (SELECT jsonb_object_agg(x.emoji, x.ids) FROM (
            SELECT cr.emoji, jsonb_agg(cr.user_id ORDER BY cr.created_at, cr.user_id) AS ids, min(cr.created_at) AS first
              FROM chat_reactions cr WHERE cr.message_id = m.id GROUP BY cr.emoji) x) AS reactions
    FROM chat_messages m
    LEFT JOIN users u ON u.id = m.user_id
    LEFT JOIN chat_messages r ON r.id = m.reply_to_id
    LEFT JOIN users ru ON ru.id = r.user_id`;

const nameOf = (first: string | null, last: string | null, gone: boolean | null, blocked: boolean | null) =>
  chatMemberName({ first_name: first ?? '', last_name: last ?? '', deleted: gone !== false || first === null, blocked: blocked === true });

export function messageOf(r: MessageRow): Message {
  const deleted = r.deleted_at !== null;
  const images = deleted ? [] : (r.media ?? []);
  const sender = nameOf(r.first_name, r.last_name, r.sender_gone, r.blocked);
  const created = iso(r.created_at)!;
  const reply =
    r.r_id === null
      ? null
      : { id: r.r_id, text: r.r_deleted ? '' : (r.r_text ?? ''), profile_id: r.r_user_id, sender: nameOf(r.r_first_name, r.r_last_name, r.r_gone, r.r_blocked), deleted: r.r_deleted === true };
  return {
    id: r.id,
    xid: r.id,
    seq: Number(r.seq),
    channel_id: r.channel_id,
    profile_id: r.user_id,
    sender,
    user:
      r.user_id === null
        ? null
        : r.sender_gone
          ? { id: r.user_id, ...DELETED_PROFILE }
          : { id: r.user_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '', profile_photo_url: r.profile_photo_url },
    text: r.text,
    content: r.text,
    type: deleted ? 'deleted' : 'regular',
    status: 'success',
    created,
    sendTime: created,
    updated: iso(r.updated_at)!,
    edited: r.edited,
    edit_time_stamp: r.edited ? iso(r.updated_at) : null,
    deleted,
    deleted_at: iso(r.deleted_at),
    media: images.map((url) => ({ url, kind: 'image' as const })),
    images,
    attributes: { imageUrls: images },
    open_graph: deleted ? null : r.open_graph,
    reply_message: reply && { ...reply, xid: reply.id },
    replyInfo: reply && { xid: reply.id, channelId: r.channel_id, text: reply.text, profile_id: reply.profile_id, sender: reply.sender },
    emoji_reactions: r.reactions ?? {},
    previousMessageId: r.previous_id,
    sender_deleted: r.sender_gone,
    blocked: r.blocked,
    taggedUsers: r.tagged ?? [],
  };
}

/** Messages selected by `where` (SQL on `m`, parameters from `$2`), as `viewer` sees them. */
export async function queryMessages(db: Db, viewer: number, where: string, params: readonly unknown[], tail = ''): Promise<Message[]> {
  const { rows } = await db.query<MessageRow>(`${MESSAGE_SELECT} WHERE ${where} ${tail}`, [viewer, ...params]);
  return rows.map(messageOf);
}

export async function loadMessage(db: Db, viewer: number, id: string): Promise<Message | null> {
  const [m] = await queryMessages(db, viewer, 'm.id = $2', [id]);
  return m ?? null;
}
