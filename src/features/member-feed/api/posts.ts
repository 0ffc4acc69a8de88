/**
 * The feed's calls for posts (docs/api.md "Feeds and posts"; events spec §7): a page of a feed (paged by
 * the last post id), its pinned post, create/edit/delete, block, pin/unpin, the group admin's removals,
 * the post report, and like/unlike of a post through its reactions. Paths come from model/contexts.ts;
 * answers are parsed with the lazily loaded schemas. A 404 on a feed or a pinned post reads as empty
 * (§8 'A 404 on feed ... returns empty').
 */
import { api, isApiError, schemaIn } from '@/lib/http';
import { prefetch, requestKey, takePrefetched, takeSettled, type FirstPaintAnswers } from '@/lib/prefetch';
import type { ReportTarget } from '@/lib/report';
import {
  blockPostPath,
  createPostPath,
  deletePostPath,
  editPostPath,
  feedPath,
  pinnedPostPath,
  pinPath,
  reactionsPath,
  type FeedContext,
  type PageQuery,
  type PostId,
} from '../model/contexts';
import type { OnePost, Post, PostPage } from '../schemas/post';

const schemas = () => import('../schemas/post');
const PostPageSchema = schemaIn(schemas, 'PostPageSchema');
const OnePostSchema = schemaIn(schemas, 'OnePostSchema');

export interface FeedPage {
  posts: Post[];
  /** The `offset` of the next page (the last post id), null at the end. */
  next: PostId | null;
}

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

/** A page as the feed keeps it, from the server's answer (parsed with PostPageSchema). */
export const pageOf = (res: PostPage): FeedPage => ({ posts: res.data.results, next: res.data.next ?? null });

/** The pinned post as the feed keeps it, from the server's answer (parsed with OnePostSchema): null for none. */
export const pinnedOf = (res: OnePost): Post | null => res.data ?? null;

async function fetchPage(ctx: FeedContext, me: number, query: PageQuery, signal?: AbortSignal): Promise<FeedPage> {
  try {
    return pageOf(await api(feedPath(ctx, me, query), { signal, schema: PostPageSchema }));
  } catch (error) {
    if (isMissing(error)) return { posts: [], next: null };
    throw error;
  }
}

async function fetchPinned(path: string, signal?: AbortSignal): Promise<Post | null> {
  try {
    return pinnedOf(await api(path, { signal, schema: OnePostSchema }));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

const keyOf = (path: string, me: number) => requestKey(path, {}, me);

/** The request key of a feed's page (the element's prefetch and the server's first paint answer by it). */
export const feedPageKey = (ctx: FeedContext, me: number, query: PageQuery = {}) => keyOf(feedPath(ctx, me, query), me);

/** The request key of the context's pinned post; null where the feed has none. */
export function pinnedPostKey(ctx: FeedContext, me: number): string | null {
  const path = pinnedPostPath(ctx, me);
  return path && keyOf(path, me);
}

/**
 * One page (10) of a feed; `query.offset` is the last post id already shown. A 404 is an empty page.
 * The first page started by `prefetchFeed` (before the view mounted) is taken, not asked again.
 */
export function getFeedPage(ctx: FeedContext, me: number, query: PageQuery = {}, signal?: AbortSignal): Promise<FeedPage> {
  const first = query.offset === undefined || query.offset === null ? takePrefetched<FeedPage>(feedPageKey(ctx, me, query), signal) : undefined;
  return first ?? fetchPage(ctx, me, query, signal);
}

/** The context's pinned post: null when it has none, when the feed has no pins, or on a 404. */
export function getPinnedPost(ctx: FeedContext, me: number, signal?: AbortSignal): Promise<Post | null> {
  const path = pinnedPostPath(ctx, me);
  if (!path) return Promise.resolve(null);
  return takePrefetched<Post | null>(keyOf(path, me), signal) ?? fetchPinned(path, signal);
}

/**
 * Starts a feed's first page and its pinned post before the view mounts (the element's connect: no
 * mount-to-fetch waterfall), or takes them from the element's first paint (src/lib/first-paint.ts);
 * `getFeedPage` and `getPinnedPost` (or `takeSettledFeed`) take them.
 */
export function prefetchFeed(ctx: FeedContext, me: number, query: PageQuery = {}, firstPaint?: FirstPaintAnswers): void {
  const now = Date.now();
  void prefetch(feedPageKey(ctx, me, query), () => fetchPage(ctx, me, query), now, { firstPaint });
  const pinned = pinnedPostPath(ctx, me);
  if (pinned) void prefetch(keyOf(pinned, me), () => fetchPinned(pinned), now, { firstPaint });
}

/** What a feed's first render may already have: its first page and its pinned post, each when in hand. */
export interface SettledFeed {
  page?: FeedPage;
  /** undefined: not in hand; null: the feed has no pinned post (or none is pinned). */
  pinned?: Post | null;
}

/**
 * The first page and the pinned post that have already arrived (prefetched, or the first paint's),
 * each taken as `getFeedPage` / `getPinnedPost` would take it: the view's first render shows them.
 */
export function takeSettledFeed(ctx: FeedContext, me: number, query: PageQuery = {}): SettledFeed {
  const pinnedKey = pinnedPostKey(ctx, me);
  return {
    page: takeSettled<FeedPage>(feedPageKey(ctx, me, query)),
    pinned: pinnedKey === null ? null : takeSettled<Post | null>(pinnedKey),
  };
}

/** The body of a new post or an edit (docs/api.md `PostPayload`). */
export interface PostPayload {
  text?: string;
  media?: string[];
  tagged?: number[];
  tag_everyone?: boolean;
  open_graph?: { url: string; title?: string; description?: string; image_url?: string } | null;
  workout?: { miles?: number; steps?: number; minutes?: number; event_id?: number } | null;
}

async function onePost(path: string, method: 'POST' | 'PUT', body?: unknown): Promise<Post> {
  const res = await api(path, { method, body, schema: OnePostSchema });
  if (!res.data) throw new Error('The server answered without the post.');
  return res.data;
}

/** POST a new post in the context's feed (the member's own feed for the timeline). */
export function createPost(ctx: FeedContext, me: number, payload: PostPayload): Promise<Post> {
  return onePost(createPostPath(ctx, me), 'POST', payload);
}

/** PUT an edit of the member's own post (any feed). */
export function updatePost(me: number, postId: PostId, payload: PostPayload): Promise<Post> {
  return onePost(editPostPath(me, postId), 'PUT', payload);
}

/** DELETE the member's own post (an event feed's own call in an event feed). */
export function deletePost(ctx: FeedContext, me: number, postId: PostId): Promise<unknown> {
  return api(deletePostPath(ctx, me, postId), { method: 'DELETE' });
}

/** Hides another member's post from the member's feeds. */
export function blockPost(me: number, postId: PostId): Promise<unknown> {
  return api(blockPostPath(me, postId), { method: 'POST' });
}

function pinOf(ctx: FeedContext, postId: PostId): string {
  const path = pinPath(ctx, postId);
  if (!path) throw new Error(`A ${ctx.type} feed has no pins.`);
  return path;
}

/** Pins a post of a group or challenge feed (replaces the feed's pin); answers the pinned post. */
export function pinPost(ctx: FeedContext, postId: PostId): Promise<Post> {
  return onePost(pinOf(ctx, postId), 'POST');
}

/** Unpins a post of a group or challenge feed. */
export function unpinPost(ctx: FeedContext, postId: PostId): Promise<unknown> {
  return api(pinOf(ctx, postId), { method: 'DELETE' });
}

/** Group admin: removes (soft-deletes) a post of the group's feed. */
export function removeGroupPost(groupId: number, postId: PostId): Promise<unknown> {
  return api(`api/v1/group_admin/${groupId}/post/${postId}`, { method: 'DELETE' });
}

/** Group admin: removes a member from the group (the 'ban' of Remove & Report User). */
export function removeGroupUser(groupId: number, userId: number): Promise<unknown> {
  return api(`api/v1/group_admin/${groupId}/user/${userId}`, { method: 'DELETE' });
}

/** Where a post of this context is reported, and the report flow's target (its texts). */
export function postReport(ctx: FeedContext, postId: PostId, authorId: number): { path: string; target: ReportTarget } {
  if (ctx.type === 'group') return { path: `api/v1/report/group/${ctx.id}/post/${postId}`, target: 'group_post' };
  if (ctx.type === 'event') return { path: `api/v1/report/event/${ctx.id}/post/${postId}`, target: 'event_post' };
  return { path: `api/v1/report/user/${authorId}/post/${postId}`, target: 'post' };
}

/** Reports a post (the report flow's `onSubmit`). */
export function reportPost(ctx: FeedContext, postId: PostId, authorId: number, reporter: number): Promise<unknown> {
  return api(postReport(ctx, postId, authorId).path, { method: 'POST', body: { reporter } });
}

/** Reports a member (Remove & Report User). */
export function reportUser(userId: number, reporter: number): Promise<unknown> {
  return api(`api/v1/report/user/${userId}`, { method: 'POST', body: { reporter } });
}

/** The member's like as the server answers it. */
export interface LikeReaction {
  id: number;
  [key: string]: unknown;
}

/** Likes a post: 201 with the reaction (409 when it was already liked). */
export function likePost(ctx: FeedContext, me: number, postId: PostId): Promise<LikeReaction> {
  return api<LikeReaction>(reactionsPath(ctx, me, postId), { method: 'POST', body: { kind: 'like' } });
}

/** Takes the member's like off a post (404 when there is none). */
export function unlikePost(ctx: FeedContext, me: number, postId: PostId): Promise<unknown> {
  return api(reactionsPath(ctx, me, postId), { method: 'DELETE', body: { kind: 'like' } });
}
