/**
 * The feed's state and its optimistic changes (events spec §4 Post, §8 Posts and reactions): pages in,
 * like/unlike, hide on delete or block and restore at the same place, edit, comment counts, pin.
 * Every reducer takes an immutable state and returns a new one (the same object when nothing changed);
 * each optimistic change has its inverse so a failure reverts only what it changed. Pure.
 */
import { SERVER_ALREADY_REACTED, SERVER_REACTION_NOT_FOUND, likeMessages } from '../messages';
import { isLastPage, type PostId } from './contexts';

/** The fields of a post (§3 Post) these rules touch; the rest is carried along untouched. */
export interface FeedPost {
  id: PostId;
  text?: string | null;
  media?: readonly unknown[] | null;
  open_graph?: unknown;
  tagged?: readonly unknown[] | null;
  workout?: unknown;
  edited?: boolean | null;
  is_pinned?: boolean | null;
  own_reactions?: { like?: readonly unknown[] | null } | null;
  reaction_counts?: { like?: number | null; comment?: number | null } | null;
}

export interface FeedState<P extends FeedPost = FeedPost> {
  /** The timeline, newest first. */
  readonly ids: readonly PostId[];
  /** Every known post by id: the timeline's and the pinned one. */
  readonly posts: Readonly<Record<string, P>>;
  /** The feed's pinned post, shown above the timeline. */
  readonly pinnedId: PostId | null;
  /** The last page has been read (a page of fewer than 10). */
  readonly ended: boolean;
}

const key = (id: PostId) => String(id);
const sameId = (a: PostId, b: PostId) => key(a) === key(b);

export function emptyFeed<P extends FeedPost>(): FeedState<P> {
  return { ids: [], posts: {}, pinnedId: null, ended: false };
}

export function getPost<P extends FeedPost>(state: FeedState<P>, id: PostId): P | undefined {
  return state.posts[key(id)];
}

/** The timeline's posts in order. */
export function timeline<P extends FeedPost>(state: FeedState<P>): P[] {
  return state.ids.map((id) => state.posts[key(id)]).filter((p): p is P => p !== undefined);
}

function withPost<P extends FeedPost>(state: FeedState<P>, post: P): FeedState<P> {
  return { ...state, posts: { ...state.posts, [key(post.id)]: post } };
}

// ---- pages -------------------------------------------------------------------------------------------

/** Adds a page at the end (posts already shown are updated, not repeated); a short page ends the feed. */
export function appendPage<P extends FeedPost>(state: FeedState<P>, page: readonly P[]): FeedState<P> {
  const known = new Set(state.ids.map(key));
  const posts = { ...state.posts };
  const ids = [...state.ids];
  for (const p of page) {
    posts[key(p.id)] = p;
    if (!known.has(key(p.id))) {
      known.add(key(p.id));
      ids.push(p.id);
    }
  }
  return { ...state, ids, posts, ended: isLastPage(page) };
}

/** A new post goes on top (or replaces its copy). */
export function prependPost<P extends FeedPost>(state: FeedState<P>, post: P): FeedState<P> {
  const ids = [post.id, ...state.ids.filter((id) => !sameId(id, post.id))];
  return { ...withPost(state, post), ids };
}

/** Sets the pinned post from the server's answer (null: none). */
export function setPinnedPost<P extends FeedPost>(state: FeedState<P>, post: P | null): FeedState<P> {
  const next = post ? withPost(state, { ...post, is_pinned: true }) : state;
  return setPinned(next, post ? post.id : null);
}

// ---- likes -------------------------------------------------------------------------------------------

export function isLiked(post: FeedPost): boolean {
  return (post.own_reactions?.like?.length ?? 0) > 0;
}

export function likeCount(post: FeedPost): number {
  return post.reaction_counts?.like ?? 0;
}

/**
 * Marks the post liked or not by the member and moves the like count by one. No change when it already
 * is so. `reaction` is the member's like as the server returns it (a placeholder while pending).
 */
export function setLiked<P extends FeedPost>(state: FeedState<P>, id: PostId, liked: boolean, reaction: unknown = { kind: 'like' }): FeedState<P> {
  const post = getPost(state, id);
  if (!post || isLiked(post) === liked) return state;
  const count = Math.max(0, likeCount(post) + (liked ? 1 : -1));
  return withPost(state, {
    ...post,
    own_reactions: { ...post.own_reactions, like: liked ? [reaction] : [] },
    reaction_counts: { ...post.reaction_counts, like: count },
  });
}

/** Like ↔ unlike: the optimistic toggle. Revert with `setLiked(state, id, wasLiked)`. */
export function toggleLike<P extends FeedPost>(state: FeedState<P>, id: PostId): FeedState<P> {
  const post = getPost(state, id);
  return post ? setLiked(state, id, !isLiked(post)) : state;
}

// ---- like failures (§8; texts and the server's: ../messages.ts) -------------------------------------

export type LikeTarget = 'post' | 'comment' | 'reply';
export type LikeOp = 'like' | 'unlike';

function errorFacts(error: unknown): { status: number | null; message: string } {
  if (!error || typeof error !== 'object') return { status: null, message: '' };
  const e = error as { status?: unknown; message?: unknown };
  return { status: typeof e.status === 'number' ? e.status : null, message: typeof e.message === 'string' ? e.message : '' };
}

/** A like the server already had: 409, or its text (it answers 409 or 422 with it). */
export function isAlreadyReacted(error: unknown): boolean {
  const { status, message } = errorFacts(error);
  return status === 409 || message === SERVER_ALREADY_REACTED;
}

/** An unlike of a like (or post) the server does not have: 404 or its text. */
export function isReactionMissing(error: unknown): boolean {
  const { status, message } = errorFacts(error);
  return status === 404 || message === SERVER_REACTION_NOT_FOUND;
}

export interface LikeFailure {
  /** Put the like state and count back as they were. */
  revert: boolean;
  /** What to tell the member; null: nothing. */
  message: string | null;
}

/**
 * What a failed like or unlike means (§8). Post: already liked counts as success (kept, with its
 * message); already unliked or deleted, and every other failure, revert ('Counts revert on all
 * failures'). Comment or reply: §8 silent on duplicates: a like the server already has, or an unlike
 * of a like it no longer has, leaves the state the server has, so it is kept without a message;
 * every other failure reverts with 'Error (un)liking the {comment|reply}.'.
 */
export function likeFailure(target: LikeTarget, op: LikeOp, error: unknown): LikeFailure {
  if (target === 'post') {
    if (op === 'like') return isAlreadyReacted(error) ? { revert: false, message: likeMessages.alreadyLiked } : { revert: true, message: likeMessages.likeFailed };
    return { revert: true, message: isReactionMissing(error) ? likeMessages.alreadyUnliked : likeMessages.unlikeFailed };
  }
  if (op === 'like') return isAlreadyReacted(error) ? { revert: false, message: null } : { revert: true, message: likeMessages.likeChildFailed(target) };
  return isReactionMissing(error) ? { revert: false, message: null } : { revert: true, message: likeMessages.unlikeChildFailed(target) };
}

/** The message alone (null: none). */
export function likeFailureMessage(target: LikeTarget, op: LikeOp, error: unknown): string | null {
  return likeFailure(target, op, error).message;
}

// ---- hide (delete, block) and restore ----------------------------------------------------------------

/** What `hidePost` took away, to put back exactly where it was. */
export interface HiddenPost<P extends FeedPost = FeedPost> {
  post: P;
  /** Its place in the timeline; -1 when it was only the pinned post. */
  index: number;
  wasPinned: boolean;
}

/** Hides a post at once (delete, block: §4); `hidden` is null when the post is unknown. */
export function hidePost<P extends FeedPost>(state: FeedState<P>, id: PostId): { state: FeedState<P>; hidden: HiddenPost<P> | null } {
  const post = getPost(state, id);
  if (!post) return { state, hidden: null };
  const index = state.ids.findIndex((x) => sameId(x, id));
  const wasPinned = state.pinnedId !== null && sameId(state.pinnedId, id);
  const posts = { ...state.posts };
  delete posts[key(id)];
  return {
    state: { ...state, ids: state.ids.filter((x) => !sameId(x, id)), posts, pinnedId: wasPinned ? null : state.pinnedId },
    hidden: { post, index, wasPinned },
  };
}

/** Puts a hidden post back at the same index (or last, when the list got shorter) after a failure. */
export function restorePost<P extends FeedPost>(state: FeedState<P>, hidden: HiddenPost<P> | null): FeedState<P> {
  if (!hidden) return state;
  const { post, index, wasPinned } = hidden;
  let ids = state.ids;
  if (index >= 0 && !ids.some((x) => sameId(x, post.id))) {
    const at = Math.min(index, ids.length);
    ids = [...ids.slice(0, at), post.id, ...ids.slice(at)];
  }
  const next = { ...withPost(state, post), ids };
  return wasPinned && next.pinnedId === null ? setPinned(next, post.id) : next;
}

// ---- edit --------------------------------------------------------------------------------------------

export type PostEdit = Pick<FeedPost, 'text' | 'media' | 'open_graph' | 'tagged' | 'workout'>;

const EDIT_FIELDS = ['text', 'media', 'open_graph', 'tagged', 'workout', 'edited'] as const;

/** Replaces the post's text, media (and the other fields given) and marks it edited. */
export function editPost<P extends FeedPost>(state: FeedState<P>, id: PostId, edit: PostEdit): FeedState<P> {
  const post = getPost(state, id);
  if (!post) return state;
  return withPost(state, { ...post, ...edit, edited: true });
}

/** After a failed edit: the edited fields as they were in `before`; likes and counts stay current. */
export function revertEdit<P extends FeedPost>(state: FeedState<P>, before: P): FeedState<P> {
  const post = getPost(state, before.id);
  if (!post) return state;
  const restored: Record<string, unknown> = { ...(post as Record<string, unknown>) };
  for (const f of EDIT_FIELDS) {
    if (f in before) restored[f] = before[f];
    else delete restored[f];
  }
  return withPost(state, restored as P);
}

// ---- comment count -----------------------------------------------------------------------------------

/** A comment added (+1) or deleted (-1) changes the post's comment count by one (§4); never below 0. */
export function changeCommentCount<P extends FeedPost>(state: FeedState<P>, id: PostId, delta: 1 | -1): FeedState<P> {
  const post = getPost(state, id);
  if (!post) return state;
  const comment = Math.max(0, (post.reaction_counts?.comment ?? 0) + delta);
  return withPost(state, { ...post, reaction_counts: { ...post.reaction_counts, comment } });
}

// ---- pin ---------------------------------------------------------------------------------------------

/**
 * Pins a known post (null: unpins): only one post is pinned; the previous one loses its flag. Revert
 * with `setPinned(state, previousPinnedId)`.
 */
export function setPinned<P extends FeedPost>(state: FeedState<P>, id: PostId | null): FeedState<P> {
  if (id !== null && !getPost(state, id)) return state;
  const posts = { ...state.posts };
  for (const [k, p] of Object.entries(posts)) {
    const pinned = id !== null && k === key(id);
    if (!!p.is_pinned !== pinned) posts[k] = { ...p, is_pinned: pinned };
  }
  return { ...state, posts, pinnedId: id };
}
