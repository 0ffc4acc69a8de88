/**
 * Reading reactions (events spec §2 post detail 'See Previous Comments', §7 Reactions): a page of a
 * post's comments (each with its latest 3 replies), a page of a comment's replies, one reaction,
 * and the Likes screen's pages of likers. Reactions by members the viewer blocked (or who blocked
 * the viewer) and by deleted members are left out. Every page is a constant number of statements.
 *
 * Comments and replies page from the newest: `offset` = how many newer ones to skip; a page holds
 * up to 10, oldest first, so the client prepends each older page above the ones it shows.
 */
import type { Db } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import type { ListInput } from './reaction-input';
import { notBlocked, visiblePost, visibleReaction, REACTION_MISSING } from './reaction-access';
import { reactionColumns, reactionJson, reactionUser, type ReactionJson, type ReactionRow, type ReactionUser, type SerializeOptions } from './reaction-serialize';

export const PAGE = 10;
export const LATEST_REPLIES = 3;
export const LIKES_PAGE = 25;

const FROM = 'FROM reactions r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL';

/** One reaction as the viewer sees it (a fresh insert or update), in the reaction JSON. */
export async function loadReaction(db: Db, viewer: number, id: number, opts: SerializeOptions = {}): Promise<ReactionJson> {
  const { rows } = await db.query<ReactionRow>(`SELECT ${reactionColumns('$2')} ${FROM} WHERE r.id = $1`, [id, viewer]);
  if (!rows[0]) throw notFound(REACTION_MISSING);
  return reactionJson(rows[0], opts);
}

export interface ReactionPage {
  results: ReactionJson[];
  /** Visible comments of the post (or replies of the comment) in all. */
  count: number;
  offset: number;
  /** The `offset` of the next older page, or null when this page reaches the oldest. */
  next_offset: number | null;
}

/** The latest replies (oldest first, with their offsets) of each comment, in one statement. */
async function latestReplies(db: Db, viewer: number, commentIds: number[]): Promise<Map<number, ReactionJson[]>> {
  const byComment = new Map<number, ReactionJson[]>();
  if (!commentIds.length) return byComment;
  const { rows } = await db.query<ReactionRow>(
    `SELECT ${reactionColumns('$2')} ${FROM}
      WHERE r.id IN (SELECT x.id FROM unnest($1::int[]) AS c(id) CROSS JOIN LATERAL (
              SELECT r2.id FROM reactions r2 JOIN users u2 ON u2.id = r2.user_id AND u2.deleted_at IS NULL
               WHERE r2.parent_id = c.id AND r2.kind = 'reply' AND ${notBlocked('$2', 'r2.user_id')}
               ORDER BY r2.id DESC LIMIT ${LATEST_REPLIES}) x)
      ORDER BY r.id`,
    [commentIds, viewer],
  );
  const grouped = new Map<number, ReactionRow[]>();
  for (const row of rows) grouped.set(row.parent_id!, [...(grouped.get(row.parent_id!) ?? []), row]);
  for (const [comment, replies] of grouped) byComment.set(comment, replies.map((r, i) => reactionJson(r, { offset: replies.length - 1 - i })));
  return byComment;
}

/** A page of the post's comments, or (kind 'reply') of one comment's replies. */
export async function listReactions(db: Db, viewer: number, postId: number, input: ListInput): Promise<ReactionPage> {
  if (input.kind === 'reply') await visibleReaction(db, viewer, postId, input.comment_id!, 'comment');
  const where =
    input.kind === 'comment'
      ? `r.post_id = $1 AND r.parent_id IS NULL AND r.kind = 'comment' AND ${notBlocked('$2', 'r.user_id')}`
      : `r.parent_id = $1 AND r.kind = 'reply' AND ${notBlocked('$2', 'r.user_id')}`;
  const scope = input.kind === 'comment' ? postId : input.comment_id!;
  const [page, total] = await Promise.all([
    db.query<ReactionRow>(`SELECT ${reactionColumns('$2')} ${FROM} WHERE ${where} ORDER BY r.id DESC LIMIT ${PAGE + 1} OFFSET $3`, [scope, viewer, input.offset]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} WHERE ${where}`, [scope, viewer]),
  ]);
  const newestFirst = page.rows.slice(0, PAGE);
  const replies = input.kind === 'comment' ? await latestReplies(db, viewer, newestFirst.map((r) => r.id)) : new Map<number, ReactionJson[]>();
  const results = newestFirst.map((row, i) => reactionJson(row, { offset: input.offset + i, replies: replies.get(row.id) })).reverse();
  return { results, count: total.rows[0].n, offset: input.offset, next_offset: page.rows.length > PAGE ? input.offset + PAGE : null };
}

export interface LikesPage {
  reactions: Array<{ id: number; user: ReactionUser }>;
  next_page: string | null;
}

/** Who liked the post (`parentId` null) or a comment/reply of it, newest first, 25 a page. */
export async function likesPage(db: Db, viewer: number, postId: number, parentId: number | null, cursor: number | undefined): Promise<LikesPage> {
  const parent = parentId === null ? 'r.parent_id IS NULL' : 'r.parent_id = $4::int';
  const params: unknown[] = [postId, viewer, cursor ?? null];
  if (parentId !== null) params.push(parentId);
  const { rows } = await db.query<ReactionRow>(
    `SELECT r.id, u.id AS user_id, u.first_name, u.last_name, u.profile_photo_url, u.anonymous_profile, u.eagle_leader ${FROM}
      WHERE r.post_id = $1 AND r.kind = 'like' AND ${parent} AND ($3::int IS NULL OR r.id < $3::int) AND ${notBlocked('$2', 'r.user_id')}
      ORDER BY r.id DESC LIMIT ${LIKES_PAGE + 1}`,
    params,
  );
  const page = rows.slice(0, LIKES_PAGE);
  return {
    reactions: page.map((r) => ({ id: r.id, user: reactionUser(r) })),
    next_page: rows.length > LIKES_PAGE ? String(page[page.length - 1].id) : null,
  };
}

/** The likes of a comment or reply by its id alone (v2 children call): its post must be visible too. */
export async function childLikesPage(db: Db, viewer: number, reactionId: number, cursor: number | undefined): Promise<LikesPage> {
  const { rows } = await db.query<{ post_id: number; kind: 'comment' | 'reply' }>(
    `SELECT post_id, kind FROM reactions WHERE id = $1 AND kind IN ('comment', 'reply')`,
    [reactionId],
  );
  if (!rows[0]) throw notFound(REACTION_MISSING);
  try {
    await visiblePost(db, viewer, rows[0].post_id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(REACTION_MISSING);
    throw error;
  }
  await visibleReaction(db, viewer, rows[0].post_id, reactionId, rows[0].kind);
  return likesPage(db, viewer, rows[0].post_id, reactionId, cursor);
}
