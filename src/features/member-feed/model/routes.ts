/**
 * The feed's sub-pages as addresses (events spec §2): a post `{base}{postId}/user/{userId}`, its Likes
 * `{base}{postId}/{reactionType}` (written /feed/{postId}/like) and a comment's Likes
 * `{base}{postId}/comment/{commentId}/{reactionType}`, where `{base}` is the context's feed prefix
 * (`/feed/`, `/profile/feed/`, `/events/{id}/feed/`, `/groups/{id}/feed/`, `/challenges/{id}/feed/`).
 * On a CMS page they live in the element's URL hash, in the shell they are the path.
 */
import { postRoute, type FeedContext } from './contexts';

export type FeedView =
  | { kind: 'post'; postId: number; authorId: number }
  | { kind: 'likes'; postId: number; commentId: number | null; reactionType: string };

/** The prefix of a context's feed pages ('/events/12/feed/'). */
export function feedBase(ctx: FeedContext): string {
  return postRoute(ctx, 0, 0).replace(/0\/user\/0$/, '');
}

const ID = '([1-9][0-9]{0,9})';
const POST = new RegExp(`^${ID}/user/${ID}/?$`);
const COMMENT_LIKES = new RegExp(`^${ID}/comment/${ID}/([A-Za-z_-]{1,30})/?$`);
const POST_LIKES = new RegExp(`^${ID}/([A-Za-z_-]{1,30})/?$`);

/** The page a view (the address after the base) names, or null. */
export function parseFeedView(view: string | null): FeedView | null {
  if (!view) return null;
  let m = POST.exec(view);
  if (m) return { kind: 'post', postId: Number(m[1]), authorId: Number(m[2]) };
  m = COMMENT_LIKES.exec(view);
  if (m) return { kind: 'likes', postId: Number(m[1]), commentId: Number(m[2]), reactionType: m[3] };
  m = POST_LIKES.exec(view);
  if (m && m[2] !== 'user' && m[2] !== 'comment') return { kind: 'likes', postId: Number(m[1]), commentId: null, reactionType: m[2] };
  return null;
}

/** The view (address after the base) of a page. */
export function feedViewPath(view: FeedView): string {
  if (view.kind === 'post') return `${view.postId}/user/${view.authorId}`;
  return view.commentId === null ? `${view.postId}/${view.reactionType}` : `${view.postId}/comment/${view.commentId}/${view.reactionType}`;
}
