/**
 * The post detail's calls (docs/api.md "Feeds and posts" — read one post — and "Reactions: comments,
 * replies, likes"; events spec §7 Reactions): one post, pages of comments and replies, delete own
 * comment or reply, like / unlike a comment or reply, who liked a post / comment / reply, report a
 * comment or reply. Event posts go through the event's reactions (model/contexts `reactionsPath`).
 * One function per call, answers parsed by the lazily loaded schemas.
 */
import { api, ApiError, schemaIn } from '@/lib/http';
import { postPath, reactionsPath, type FeedContext, type PostId } from '../model/contexts';
import type { Post } from '../schemas/post';
import type { CommentPage, Likers, Reply } from '../schemas/reaction';

const reactionSchemas = () => import('../schemas/reaction');
const postSchemas = () => import('../schemas/post');
const CommentPageSchema = schemaIn(reactionSchemas, 'CommentPageSchema');
const ReplySchema = schemaIn(reactionSchemas, 'ReplySchema');
const LikersSchema = schemaIn(reactionSchemas, 'LikersSchema');
const OnePostSchema = schemaIn(postSchemas, 'OnePostSchema');

/** A post as the reactions calls name it: its feed context, the caller and the post. */
export interface PostRef {
  ctx: FeedContext;
  /** The logged-in member (the `{id}` of the member reactions calls). */
  me: number;
  postId: PostId;
}

export type ChildKind = 'comment' | 'reply';

/** Where a like goes: a comment (`replyId` absent) or a reply of that comment. */
export interface LikeSpot {
  commentId: number;
  replyId?: number | null;
}

/** GET api/v1/user/{authorId}/user_feed/{postId}: the post; an answer without one is a 404. */
export async function getPost(authorId: number, postId: PostId, signal?: AbortSignal): Promise<Post> {
  const res = await api(postPath(authorId, postId), { signal, schema: OnePostSchema });
  if (!res.data) throw new ApiError(404, 'Post not found.', { code: 'not_found' });
  return res.data;
}

/** A page of the post's comments: `offset` 0 = the newest 10; `results` oldest first. */
export function listComments(ref: PostRef, offset = 0, signal?: AbortSignal): Promise<CommentPage> {
  return api(reactionsPath(ref.ctx, ref.me, ref.postId), { query: { kind: 'comment', offset }, signal, schema: CommentPageSchema });
}

/** A page of a comment's replies: `offset` = how many (newest) replies are already shown. */
export function listReplies(ref: PostRef, commentId: number, offset = 0, signal?: AbortSignal): Promise<CommentPage> {
  return api(reactionsPath(ref.ctx, ref.me, ref.postId), { query: { kind: 'reply', comment_id: commentId, offset }, signal, schema: CommentPageSchema });
}

/** DELETE the member's own comment (with its replies) or reply. */
export function deleteChild(ref: PostRef, reactionId: number, kind: ChildKind): Promise<unknown> {
  return api(`${reactionsPath(ref.ctx, ref.me, ref.postId)}/${reactionId}`, { method: 'DELETE', body: { kind } });
}

function likeBody(spot: LikeSpot): Record<string, unknown> {
  const body: Record<string, unknown> = { kind: 'like', comment_id: spot.commentId };
  if (spot.replyId !== undefined && spot.replyId !== null) body.reply_id = spot.replyId;
  return body;
}

/** POST a like on a comment or reply; the answer is the like (its id is the item's `own_like_id`). */
export function likeChild(ref: PostRef, spot: LikeSpot): Promise<Reply> {
  return api(reactionsPath(ref.ctx, ref.me, ref.postId), { method: 'POST', body: likeBody(spot), schema: ReplySchema });
}

/** DELETE the member's like on a comment or reply. */
export function unlikeChild(ref: PostRef, spot: LikeSpot): Promise<unknown> {
  return api(reactionsPath(ref.ctx, ref.me, ref.postId), { method: 'DELETE', body: likeBody(spot) });
}

/** Who liked the post: 25 a page; `nextPage` is the previous answer's `next_page` ('' or null: the first). */
export function postLikers(ref: PostRef, nextPage: string | null = null, signal?: AbortSignal): Promise<Likers> {
  return api(`${reactionsPath(ref.ctx, ref.me, ref.postId)}/list`, { query: { kind: 'like', next_page: nextPage || undefined }, signal, schema: LikersSchema });
}

/** Who liked a comment or reply (any context: the reaction's id says which). */
export function reactionLikers(reactionId: number, nextPage: string | null = null, signal?: AbortSignal): Promise<Likers> {
  return api(`api/v2/reactions/${reactionId}/children`, { query: { kind: 'like', next_page: nextPage || undefined }, signal, schema: LikersSchema });
}

/** POST api/v1/report/user/{authorId}/reaction/{reactionId} `{reporter, reply_id?}` (a reply sends its id). */
export function reportChild(authorId: number, reactionId: number, reporter: number, replyId?: number | null): Promise<unknown> {
  const body: Record<string, unknown> = { reporter };
  if (replyId !== undefined && replyId !== null) body.reply_id = replyId;
  return api(`api/v1/report/user/${authorId}/reaction/${reactionId}`, { method: 'POST', body });
}
