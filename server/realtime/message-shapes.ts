/**
 * Stream's Message, Reaction and ChannelState shapes (ARCHITECTURE.md 'Chat realtime') built from the
 * chat tables: the messages of a set of ids, a channel's latest or a page of them (one query with
 * their authors, quoted messages, mentions and reactions, never per message). Users and channels:
 * shapes.ts.
 */
import type { ChatMessageColumns } from '../chat/serialize';
import type { Db } from '../db/client';
import { GONE_USER, LATEST_REACTIONS, cidOf, iso, streamChannel, streamMember, streamRead, streamUser, type ChannelRecord, type StreamUser } from './shapes';

// ---- messages ----------------------------------------------------------------------------------

export interface ReactionRecord {
  type: string;
  user_id: number;
  user: StreamUser;
  message_id: string;
  created_at: string;
}

export interface MessageRecord {
  id: string;
  seq: number;
  channel_id: string;
  user_id: number | null;
  user: StreamUser;
  text: string;
  media: string[];
  open_graph: Record<string, unknown> | null;
  quoted: { id: string; text: string; user: StreamUser; created_at: string; deleted: boolean } | null;
  mentioned: StreamUser[];
  edited: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  reactions: ReactionRecord[];
}

interface MessageRow extends ChatMessageColumns {
  media: unknown;
  open_graph: unknown;
  reply_to_id: string | null;
  photo: string | null;
  deleted: boolean | null;
  q_text: string | null;
  q_user_id: number | null;
  q_first: string | null;
  q_last: string | null;
  q_deleted: boolean | null;
  q_created_at: Date | null;
  q_deleted_at: Date | null;
  mentioned: Array<{ id: number; first_name: string; last_name: string; deleted: boolean }> | string | null;
  reactions: Array<{ emoji: string; user_id: number; created_at: string; first_name: string; last_name: string; deleted: boolean }> | string | null;
}

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** `picked`: a SELECT of chat_messages ids (column `id`), e.g. a page; the result is in `seq` order. */
async function messagesWhere(db: Db, picked: string, params: readonly unknown[]): Promise<MessageRecord[]> {
  const { rows } = await db.query<MessageRow>(
    `WITH picked AS (${picked})
     SELECT m.id, m.seq, m.channel_id, m.user_id, m.text, m.media, m.open_graph, m.reply_to_id, m.edited,
            m.created_at, m.updated_at, m.deleted_at,
            u.first_name, u.last_name, u.profile_photo_url AS photo, (u.deleted_at IS NOT NULL OR u.anonymous_profile) AS deleted,
            q.text AS q_text, q.user_id AS q_user_id, qu.first_name AS q_first, qu.last_name AS q_last,
            (qu.deleted_at IS NOT NULL OR qu.anonymous_profile) AS q_deleted, q.created_at AS q_created_at, q.deleted_at AS q_deleted_at,
            (SELECT coalesce(json_agg(json_build_object('id', tu.id, 'first_name', tu.first_name, 'last_name', tu.last_name,
                      'deleted', tu.deleted_at IS NOT NULL OR tu.anonymous_profile) ORDER BY tu.id), '[]'::json)
               FROM users tu WHERE tu.id = ANY(m.tagged)) AS mentioned,
            (SELECT coalesce(json_agg(json_build_object('emoji', r.emoji, 'user_id', r.user_id, 'created_at', r.created_at,
                      'first_name', ru.first_name, 'last_name', ru.last_name, 'deleted', ru.deleted_at IS NOT NULL OR ru.anonymous_profile)
                      ORDER BY r.created_at, r.user_id, r.emoji), '[]'::json)
               FROM chat_reactions r JOIN users ru ON ru.id = r.user_id WHERE r.message_id = m.id) AS reactions
       FROM picked p
       JOIN chat_messages m ON m.id = p.id
       LEFT JOIN users u ON u.id = m.user_id
       LEFT JOIN chat_messages q ON q.id = m.reply_to_id
       LEFT JOIN users qu ON qu.id = q.user_id
      ORDER BY m.seq`,
    params,
  );
  return rows.map((r) => {
    const user =
      r.user_id === null ? GONE_USER : streamUser({ id: r.user_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '', photo: r.photo, deleted: r.deleted ?? true });
    const media = json<unknown>(r.media as string);
    return {
      id: r.id,
      seq: Number(r.seq),
      channel_id: r.channel_id,
      user_id: r.user_id,
      user,
      text: r.deleted_at ? '' : r.text,
      media: r.deleted_at || !Array.isArray(media) ? [] : media.filter((x): x is string => typeof x === 'string'),
      open_graph: r.deleted_at ? null : json<Record<string, unknown>>(r.open_graph as string),
      quoted:
        r.reply_to_id && r.q_created_at
          ? {
              id: r.reply_to_id,
              text: r.q_deleted_at ? '' : (r.q_text ?? ''),
              user:
                r.q_user_id === null
                  ? GONE_USER
                  : streamUser({ id: r.q_user_id, first_name: r.q_first ?? '', last_name: r.q_last ?? '', deleted: r.q_deleted ?? true }),
              created_at: iso(r.q_created_at)!,
              deleted: r.q_deleted_at !== null,
            }
          : null,
      mentioned: (json(r.mentioned) ?? []).map((t) => streamUser(t)),
      edited: r.edited,
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at)!,
      deleted_at: iso(r.deleted_at),
      reactions: (json(r.reactions) ?? []).map((x) => ({
        type: x.emoji,
        user_id: x.user_id,
        user: streamUser({ id: x.user_id, first_name: x.first_name, last_name: x.last_name, deleted: x.deleted }),
        message_id: r.id,
        created_at: iso(x.created_at)!,
      })),
    };
  });
}

export function loadMessagesById(db: Db, ids: readonly string[]): Promise<MessageRecord[]> {
  if (!ids.length) return Promise.resolve([]);
  return messagesWhere(db, 'SELECT id FROM chat_messages WHERE id = ANY($1::text[])', [ids]);
}

/** The latest `limit` messages of each channel (one query for the set). */
export function loadLatestMessages(db: Db, channelIds: readonly string[], limit: number): Promise<MessageRecord[]> {
  if (!channelIds.length || limit <= 0) return Promise.resolve([]);
  return messagesWhere(
    db,
    `SELECT x.id FROM unnest($1::text[]) AS ch(id)
       CROSS JOIN LATERAL (SELECT id FROM chat_messages WHERE channel_id = ch.id ORDER BY seq DESC LIMIT $2) x`,
    [channelIds, limit],
  );
}

export interface PageOptions {
  limit: number;
  id_lt?: string;
  id_lte?: string;
  id_gt?: string;
  id_gte?: string;
  id_around?: string;
}

/** One channel's page: before/after/around a message (by its order in the chat), else the latest. */
export function loadMessagePage(db: Db, channelId: string, page: PageOptions): Promise<MessageRecord[]> {
  const pivotOf = `(SELECT seq FROM chat_messages WHERE id = $3 AND channel_id = $1)`;
  const before = (op: string) =>
    messagesWhere(db, `SELECT id FROM chat_messages WHERE channel_id = $1 AND seq ${op} ${pivotOf} ORDER BY seq DESC LIMIT $2`, [channelId, page.limit, page.id_lt ?? page.id_lte]);
  const after = (op: string, id: string) =>
    messagesWhere(db, `SELECT id FROM chat_messages WHERE channel_id = $1 AND seq ${op} ${pivotOf} ORDER BY seq ASC LIMIT $2`, [channelId, page.limit, id]);
  if (page.id_lt) return before('<');
  if (page.id_lte) return before('<=');
  if (page.id_gt) return after('>', page.id_gt);
  if (page.id_gte) return after('>=', page.id_gte);
  if (page.id_around) {
    const half = Math.max(1, Math.floor(page.limit / 2));
    return messagesWhere(
      db,
      `(SELECT id FROM chat_messages WHERE channel_id = $1 AND seq <= ${pivotOf} ORDER BY seq DESC LIMIT $2)
       UNION ALL
       (SELECT id FROM chat_messages WHERE channel_id = $1 AND seq > ${pivotOf} ORDER BY seq ASC LIMIT $4)`,
      [channelId, page.limit - half, page.id_around, half],
    );
  }
  return loadLatestMessages(db, [channelId], page.limit);
}

export function streamReaction(r: ReactionRecord): Record<string, unknown> {
  return {
    type: r.type,
    user_id: String(r.user_id),
    user: r.user,
    message_id: r.message_id,
    score: 1,
    created_at: r.created_at,
    updated_at: r.created_at,
  };
}

/** A complete Message for `viewer` (own_reactions are the viewer's). */
export function streamMessage(m: MessageRecord, viewer: number | null): Record<string, unknown> {
  const groups: Record<string, { count: number; sum_scores: number; first_reaction_at: string; last_reaction_at: string }> = {};
  const counts: Record<string, number> = {};
  for (const r of m.reactions) {
    const g = (groups[r.type] ??= { count: 0, sum_scores: 0, first_reaction_at: r.created_at, last_reaction_at: r.created_at });
    g.count += 1;
    g.sum_scores += 1;
    if (r.created_at < g.first_reaction_at) g.first_reaction_at = r.created_at;
    if (r.created_at > g.last_reaction_at) g.last_reaction_at = r.created_at;
    counts[r.type] = (counts[r.type] ?? 0) + 1;
  }
  const latest = [...m.reactions].sort((a, b) => (a.created_at < b.created_at ? 1 : -1)).slice(0, LATEST_REACTIONS);
  const attachments: Array<Record<string, unknown>> = m.media.map((url) => ({ type: 'image', image_url: url, thumb_url: url, fallback: 'image' }));
  const og = m.open_graph;
  if (og && typeof og === 'object') {
    const url = (og.url ?? og.link ?? og.og_scrape_url) as string | undefined;
    attachments.push({
      og_scrape_url: url,
      title_link: url,
      title: og.title,
      text: og.description ?? og.text,
      image_url: og.image ?? og.image_url,
      thumb_url: og.image ?? og.image_url,
    });
  }
  return {
    id: m.id,
    cid: cidOf(m.channel_id),
    type: m.deleted_at ? 'deleted' : 'regular',
    text: m.text,
    user: m.user,
    created_at: m.created_at,
    updated_at: m.updated_at,
    ...(m.deleted_at ? { deleted_at: m.deleted_at } : {}),
    ...(m.edited ? { message_text_updated_at: m.updated_at } : {}),
    edited: m.edited,
    attachments,
    mentioned_users: m.mentioned,
    latest_reactions: latest.map(streamReaction),
    own_reactions: viewer === null ? [] : m.reactions.filter((r) => r.user_id === viewer).map(streamReaction),
    reaction_groups: groups,
    reaction_counts: counts,
    reaction_scores: { ...counts },
    reply_count: 0,
    ...(m.quoted
      ? {
          quoted_message_id: m.quoted.id,
          quoted_message: {
            id: m.quoted.id,
            cid: cidOf(m.channel_id),
            type: m.quoted.deleted ? 'deleted' : 'regular',
            text: m.quoted.text,
            user: m.quoted.user,
            created_at: m.quoted.created_at,
            attachments: [],
            mentioned_users: [],
            latest_reactions: [],
            own_reactions: [],
            reaction_groups: {},
          },
        }
      : {}),
    pinned: false,
    silent: false,
    shadowed: false,
    status: 'received',
  };
}

// ---- ChannelState ------------------------------------------------------------------------------

export function channelState(ch: ChannelRecord, messages: MessageRecord[], viewer: number, watcherCount: number): Record<string, unknown> {
  const me = ch.members.find((m) => m.user_id === String(viewer));
  return {
    channel: streamChannel(ch),
    members: ch.members.map(streamMember),
    membership: me ? streamMember(me) : null,
    messages: messages.map((m) => streamMessage(m, viewer)),
    pinned_messages: [],
    read: ch.members.map(streamRead),
    watcher_count: watcherCount,
    watchers: [],
  };
}
