/**
 * Writing reactions (events spec §3 'Comment or reply', §4 Post, §6, §8): comment on a post, reply
 * to a comment, like a post / comment / reply, edit one's comment or reply, delete one's comment,
 * reply or like. Each write changes its counter in the same transaction with an atomic
 * `SET n = n + 1` (row lock), so parallel likes never lose a count:
 * - posts.comment_count counts comments AND replies (every non-like reaction, as the demo seed
 *   counts them); a reply also counts in its comment's reply_count; deleting a comment lowers the
 *   post's count by one plus the replies that go with it;
 * - posts.like_count / reactions.like_count count likes on the post / on the comment or reply.
 * Deleting a comment removes its replies and every like on them (ON DELETE CASCADE) and the
 * notifications that pointed at any of them.
 */
import type { Db } from '../db/client';
import { HttpError, forbidden, notFound, validationError } from '../http/errors';
import { checkReactionMedia, notBlocked, visibleReaction, REACTION_MISSING, type VisiblePost } from './reaction-access';
import { emptyMessage, type AddInput, type ReactionKind, type UpdateInput } from './reaction-input';
import { forgetReactions, notifyReaction, type ReactionNotice, type ReactionVerb } from './reaction-notify';
import { loadReaction } from './reaction-read';
import type { ReactionJson } from './reaction-serialize';

export const ALREADY_REACTED = 'You have already reacted to this post.';
export const ANONYMOUS_CANNOT_REACT = 'Anonymous members cannot comment, reply or like.';

export interface WriteContext {
  db: Db;
  viewer: number;
  post: VisiblePost;
  /** Origin (and path prefix) of our media URLs: attached images must be ours. */
  mediaBase: string;
  now: Date;
}

function assertMayReact(post: VisiblePost): void {
  if (post.viewer_anonymous) throw forbidden(ANONYMOUS_CANNOT_REACT, 'anonymous_profile');
}

/** PostgreSQL's foreign-key violation: the comment or reply went away meanwhile. */
function isMissingParent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

/** Tags `ids` (existing members, no block with the author) on the reaction; returns who was newly tagged. */
async function addTags(tx: Db, reactionId: number, author: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { rows } = await tx.query<{ user_id: number }>(
    `INSERT INTO reaction_tags (reaction_id, user_id)
     SELECT $1, u.id FROM users u WHERE u.id = ANY($2::int[]) AND u.deleted_at IS NULL AND ${notBlocked('$3::int', 'u.id')}
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [reactionId, ids, author],
  );
  return rows.map((r) => r.user_id);
}

const tagNotices = (ids: readonly number[]): ReactionNotice[] => ids.map((to) => ({ to, verb: 'tag' as const }));

/** A comment or a reply; 201's body. */
async function addText(ctx: WriteContext, input: AddInput & { kind: 'comment' | 'reply' }): Promise<ReactionJson> {
  const { db, viewer, post, now } = ctx;
  const comment = input.kind === 'reply' ? await visibleReaction(db, viewer, post.id, input.comment_id!, 'comment') : null;
  const media = await checkReactionMedia(db, viewer, input.media ?? [], ctx.mediaBase);
  const content = (input.content ?? '').trim();
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO reactions (post_id, parent_id, user_id, kind, content, media, open_graph, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $8) RETURNING id`,
        [post.id, comment?.id ?? null, viewer, input.kind, content, JSON.stringify(media), input.open_graph ? JSON.stringify(input.open_graph) : null, now],
      );
      const id = rows[0].id;
      if (comment) await tx.query('UPDATE reactions SET reply_count = reply_count + 1 WHERE id = $1', [comment.id]);
      await tx.query('UPDATE posts SET comment_count = comment_count + 1 WHERE id = $1', [post.id]);
      const tagged = await addTags(tx, id, viewer, input.tagged ?? []);
      const first: ReactionNotice = comment ? { to: comment.user_id, verb: 'reply' } : { to: post.author_id, verb: 'comment' };
      const data = { post_id: post.id, reaction_id: id, ...(comment ? { comment_id: comment.id } : {}), excerpt: content };
      await notifyReaction(tx, viewer, [first, ...tagNotices(tagged)], post, data, now);
      return loadReaction(tx, viewer, id);
    });
  } catch (error) {
    if (isMissingParent(error)) throw notFound(REACTION_MISSING);
    throw error;
  }
}

/** A like on the post, or on the comment / reply the body names. 409 when the caller already likes it. */
async function addLike(ctx: WriteContext, input: AddInput): Promise<ReactionJson> {
  const { db, viewer, post, now } = ctx;
  let target: { comment_id: number | null; reply_id: number | null } = { comment_id: null, reply_id: null };
  let parentId: number | null = null;
  let notice: { to: number; verb: ReactionVerb; excerpt: string } = { to: post.author_id, verb: 'like', excerpt: post.excerpt };
  if (input.reply_id !== undefined) {
    const reply = await visibleReaction(db, viewer, post.id, input.reply_id, 'reply', input.comment_id);
    parentId = reply.id;
    target = { comment_id: reply.parent_id, reply_id: reply.id };
    notice = { to: reply.user_id, verb: 'like:reply:reply_author', excerpt: reply.excerpt };
  } else if (input.comment_id !== undefined) {
    const comment = await visibleReaction(db, viewer, post.id, input.comment_id, 'comment');
    parentId = comment.id;
    target = { comment_id: comment.id, reply_id: null };
    notice = { to: comment.user_id, verb: 'like:comment', excerpt: comment.excerpt };
  }
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO reactions (post_id, parent_id, user_id, kind, created_at, updated_at) VALUES ($1, $2, $3, 'like', $4, $4)
         ON CONFLICT DO NOTHING RETURNING id`,
        [post.id, parentId, viewer, now],
      );
      if (!rows[0]) throw new HttpError(409, 'already_reacted', ALREADY_REACTED);
      const id = rows[0].id;
      if (parentId === null) await tx.query('UPDATE posts SET like_count = like_count + 1 WHERE id = $1', [post.id]);
      else await tx.query('UPDATE reactions SET like_count = like_count + 1 WHERE id = $1', [parentId]);
      const data = { post_id: post.id, reaction_id: id, ...(target.comment_id ? { comment_id: target.comment_id } : {}), excerpt: notice.excerpt };
      await notifyReaction(tx, viewer, [{ to: notice.to, verb: notice.verb }], post, data, now);
      return loadReaction(tx, viewer, id, { target });
    });
  } catch (error) {
    if (isMissingParent(error)) throw notFound(REACTION_MISSING);
    throw error;
  }
}

export async function addReaction(ctx: WriteContext, input: AddInput): Promise<ReactionJson> {
  assertMayReact(ctx.post);
  if (input.kind === 'like') return addLike(ctx, input);
  return addText(ctx, { ...input, kind: input.kind });
}

interface OwnRow {
  id: number;
  user_id: number;
  parent_id: number | null;
  content: string;
  media: string[];
}

/** The reaction `id` of this post with this kind, else 404; 403 unless the caller wrote it. */
async function ownReaction(db: Db, viewer: number, postId: number, id: number, kind: ReactionKind, verb: 'edit' | 'delete', lock = false): Promise<OwnRow> {
  const { rows } = await db.query<OwnRow>(
    `SELECT id, user_id, parent_id, content, media FROM reactions WHERE id = $1 AND post_id = $2 AND kind = $3${lock ? ' FOR UPDATE' : ''}`,
    [id, postId, kind],
  );
  if (!rows[0]) throw notFound(REACTION_MISSING);
  if (rows[0].user_id !== viewer) throw forbidden(`You can only ${verb} your own ${kind}.`);
  return rows[0];
}

/** Edits the caller's comment or reply (absent fields stay); marks it edited. 200's body. */
export async function updateReaction(ctx: WriteContext, id: number, input: UpdateInput): Promise<ReactionJson> {
  const { db, viewer, post, now } = ctx;
  const row = await ownReaction(db, viewer, post.id, id, input.kind, 'edit');
  assertMayReact(post);
  const media = input.media === undefined ? row.media : await checkReactionMedia(db, viewer, input.media, ctx.mediaBase);
  const content = input.content === undefined ? row.content : input.content.trim();
  if (!content && !media.length) throw validationError({ content: emptyMessage(input.kind) });
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE reactions SET content = $2, media = $3::jsonb, open_graph = CASE WHEN $4 THEN $5::jsonb ELSE open_graph END, edited = true, updated_at = $6 WHERE id = $1`,
      [id, content, JSON.stringify(media), input.open_graph !== undefined, input.open_graph ? JSON.stringify(input.open_graph) : null, now],
    );
    if (input.tagged !== undefined) {
      await tx.query('DELETE FROM reaction_tags WHERE reaction_id = $1 AND NOT (user_id = ANY($2::int[]))', [id, input.tagged]);
      const added = await addTags(tx, id, viewer, input.tagged);
      const data = { post_id: post.id, reaction_id: id, ...(row.parent_id ? { comment_id: row.parent_id } : {}), excerpt: content };
      await notifyReaction(tx, viewer, tagNotices(added), post, data, now);
    }
    return loadReaction(tx, viewer, id);
  });
}

/** Lowers the counters the reaction (and `replies` replies deleted with it) counted in, never below zero. */
async function uncount(tx: Db, kind: ReactionKind, postId: number, parentId: number | null, replies = 0): Promise<void> {
  if (kind === 'like') {
    if (parentId === null) await tx.query('UPDATE posts SET like_count = GREATEST(like_count - 1, 0) WHERE id = $1', [postId]);
    else await tx.query('UPDATE reactions SET like_count = GREATEST(like_count - 1, 0) WHERE id = $1', [parentId]);
    return;
  }
  await tx.query('UPDATE posts SET comment_count = GREATEST(comment_count - $2::int, 0) WHERE id = $1', [postId, 1 + replies]);
  if (kind === 'reply') await tx.query('UPDATE reactions SET reply_count = GREATEST(reply_count - 1, 0) WHERE id = $1', [parentId]);
}

/** Deletes the caller's comment, reply or like by id, with everything hanging off it. */
export async function deleteReaction(ctx: WriteContext, id: number, kind: ReactionKind): Promise<void> {
  const { viewer, post } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await ownReaction(tx, viewer, post.id, id, kind, 'delete', true);
    const { rows } = await tx.query<{ id: number; kind: ReactionKind }>(
      `SELECT id, kind FROM reactions WHERE id = $1 OR parent_id = $1 OR parent_id IN (SELECT c.id FROM reactions c WHERE c.parent_id = $1)`,
      [id],
    );
    await tx.query('DELETE FROM reactions WHERE id = $1', [id]);
    await uncount(tx, kind, post.id, row.parent_id, rows.filter((r) => r.kind === 'reply' && r.id !== id).length);
    await forgetReactions(tx, post.id, rows.map((r) => r.id));
  });
}

/** Removes the caller's like on the post, or on the comment / reply named; 404 when there is none. */
export async function unlike(ctx: WriteContext, target: { comment_id?: number; reply_id?: number }): Promise<void> {
  const { viewer, post } = ctx;
  const parentId = target.reply_id ?? target.comment_id ?? null;
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `DELETE FROM reactions WHERE post_id = $1 AND user_id = $2 AND kind = 'like' AND ${parentId === null ? 'parent_id IS NULL' : 'parent_id = $3::int'} RETURNING id`,
      parentId === null ? [post.id, viewer] : [post.id, viewer, parentId],
    );
    if (!rows[0]) throw notFound(REACTION_MISSING);
    await uncount(tx, 'like', post.id, parentId);
    await forgetReactions(tx, post.id, [rows[0].id]);
  });
}
