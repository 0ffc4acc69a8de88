/**
 * The feed's contexts (events spec §2 Feed and posts, §4 Post, §7 Feeds and posts, §9 Paging): one
 * feed component set serves the member's timeline, a member's own feed, and the event, group and
 * challenge feeds. For each context: where its pages, pinned post, new posts, edits, deletes and
 * reactions go, the post detail route, and the create-failure text. Pure: paths only, no fetching.
 * Paths are relative to the API base, as `api()` in src/lib/http.ts takes them. Texts: ../messages.ts.
 */
import { contextMessages } from '../messages';

export type PostId = number | string;

/** 'national' (everyone's posts) or 'my_groups' (§9 'Feed scope: national or my groups'). */
export type TimelineScope = 'national' | 'my_groups';

export type FeedContext =
  | { type: 'timeline' }
  | { type: 'user'; userId: number }
  | { type: 'event'; id: number }
  | { type: 'group'; id: number }
  | { type: 'challenge'; id: number };

export type FeedContextType = FeedContext['type'];

/** Posts per page (§9 'group feed 10 per page'; every feed pages the same way). */
export const FEED_PAGE_SIZE = 10;

/** The feed ends when a page has fewer than 10 items (§4 Post). */
export function isLastPage(page: readonly unknown[]): boolean {
  return page.length < FEED_PAGE_SIZE;
}

/** The next page's offset: the last item's id (§4 'using the last item id'); null for an empty list. */
export function nextOffset(items: readonly { id: PostId }[]): PostId | null {
  return items.length ? items[items.length - 1].id : null;
}

function withQuery(path: string, query: Record<string, PostId | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface PageQuery {
  /** The last post id already shown; absent for the first page. */
  offset?: PostId | null;
  /** The timeline's scope (ignored by other contexts). */
  scope?: TimelineScope;
}

/**
 * GET path of one page of the feed. The challenge feed pages by the last id like the others (the
 * spec lists its path without a query; its infinite scroll needs one).
 */
export function feedPath(ctx: FeedContext, me: number, query: PageQuery = {}): string {
  const offset = query.offset ?? null;
  switch (ctx.type) {
    case 'timeline':
      return withQuery(`api/v1/user/${me}/aggregated_timeline_feed`, { offset, scope: query.scope });
    case 'user':
      return withQuery(`api/v1/user/${ctx.userId}/user_feed`, { offset });
    case 'event':
      return withQuery(`api/v1/mobile_event/${ctx.id}/timeline`, { offset });
    case 'group':
      return withQuery(`api/v1/group/${ctx.id}/timeline`, { offset });
    case 'challenge':
      return withQuery(`api/v1/challenge/${ctx.id}/timeline`, { offset });
  }
}

/** GET path of the context's pinned post; null where a feed has none (a member's feed, an event's). */
export function pinnedPostPath(ctx: FeedContext, me: number): string | null {
  switch (ctx.type) {
    case 'timeline':
      return `api/v1/user/${me}/aggregated_timeline_feed/pinned_post`;
    case 'group':
      return `api/v1/group/${ctx.id}/pinned_post`;
    case 'challenge':
      return `api/v1/challenge/${ctx.id}/pinned_post`;
    default:
      return null;
  }
}

/** POST (pin) / DELETE (unpin) path of a post in a group or challenge feed; null elsewhere (§7). */
export function pinPath(ctx: FeedContext, postId: PostId): string | null {
  if (ctx.type === 'group') return `api/v1/group/${ctx.id}/pinned_post/${postId}`;
  if (ctx.type === 'challenge') return `api/v1/challenge/${ctx.id}/pinned_post/${postId}`;
  return null;
}

/** POST path of a new post: the member's own feed for the timeline and a member feed. */
export function createPostPath(ctx: FeedContext, me: number): string {
  switch (ctx.type) {
    case 'timeline':
    case 'user':
      return `api/v1/user/${me}/user_feed`;
    case 'event':
      return `api/v1/mobile_event/${ctx.id}/timeline`;
    case 'group':
    case 'challenge':
      return `api/v1/${ctx.type}/${ctx.id}/timeline`;
  }
}

/** PUT path of an edit: every post is edited through its author's feed (the spec has no other edit call). */
export function editPostPath(me: number, postId: PostId): string {
  return `api/v1/user/${me}/user_feed/${postId}`;
}

/** DELETE path of a post: an event feed's own call, else the author's feed. */
export function deletePostPath(ctx: FeedContext, me: number, postId: PostId): string {
  if (ctx.type === 'event') return `api/v1/mobile_event/${ctx.id}/timeline/${postId}`;
  return `api/v1/user/${me}/user_feed/${postId}`;
}

/** GET path of one post (the post detail's refresh). */
export function postPath(authorId: number, postId: PostId): string {
  return `api/v1/user/${authorId}/user_feed/${postId}`;
}

/** POST path of "block this post" (hidden for the member only). */
export function blockPostPath(me: number, postId: PostId): string {
  return `api/v1/user/${me}/block_post/${postId}`;
}

/**
 * The reactions base of a post (likes, comments, replies): event posts use the event's reactions,
 * others the member's. Append '/{reactionId}' to delete or update one, '/list' for the like list.
 */
export function reactionsPath(ctx: FeedContext, me: number, postId: PostId): string {
  if (ctx.type === 'event') return `api/v1/mobile_event/${ctx.id}/reactions/${postId}`;
  return `api/v1/user/${me}/reactions/${postId}`;
}

/** The post detail route of a post opened from this context (§2). */
export function postRoute(ctx: FeedContext, postId: PostId, authorId: number): string {
  const tail = `feed/${postId}/user/${authorId}`;
  switch (ctx.type) {
    case 'timeline':
      return `/${tail}`;
    case 'user':
      return `/profile/${tail}`;
    case 'event':
      return `/events/${ctx.id}/${tail}`;
    case 'group':
      return `/groups/${ctx.id}/${tail}`;
    case 'challenge':
      return `/challenges/${ctx.id}/${tail}`;
  }
}

/**
 * The create-failure text (§8, exact; 'RWB' is literal there). An event feed uses the general text:
 * the spec has no event-specific one.
 */
export function createFailureMessage(ctx: FeedContext): string {
  const texts = contextMessages.createFailed;
  if (ctx.type === 'group') return texts.group;
  if (ctx.type === 'challenge') return texts.challenge;
  return texts.other;
}

/**
 * The edit-failure text (§8, exact), read like the create texts: a member's own feed (and the
 * timeline) 'Unable to update post to RWB Servers.', a group, challenge or event feed 'Unable to
 * update post.'.
 */
export function editFailureMessage(ctx: FeedContext): string {
  return ctx.type === 'user' || ctx.type === 'timeline' ? contextMessages.editFailed.own : contextMessages.editFailed.other;
}

/** The load-failure text of a feed (§8, exact). */
export function loadFailureMessage(ctx: FeedContext): string {
  const texts = contextMessages.loadFailed;
  switch (ctx.type) {
    case 'user':
      return texts.user;
    case 'event':
      return texts.event;
    case 'group':
      return texts.group;
    default:
      return texts.other;
  }
}

/** Contexts are equal when they name the same feed. */
export function sameContext(a: FeedContext, b: FeedContext): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'timeline') return true;
  if (a.type === 'user') return a.userId === (b as { userId: number }).userId;
  return a.id === (b as { id: number }).id;
}
