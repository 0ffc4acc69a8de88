/**
 * Who may do what in a feed (events spec §2 Post card, §5 Mentions, §6 Roles and permissions): post
 * in a context, tag '@everyone', the post options menu, and comment/reply/like rights. Pure: the
 * caller passes the viewer's facts (from the session, `$groupsJoined` and the feed's own answers).
 * Where §6 is silent, the choice is written next to the rule ("§6 silent: ...").
 */
import type { FeedContext } from './contexts';

/** Group roles as the spec numbers them (§6): 0 none, 1 moderator, 2 admin. */
export const GROUP_ROLE = { member: 0, moderator: 1, admin: 2 } as const;

export interface FeedViewer {
  /** The logged-in member's id; null when logged out. */
  userId: number | null;
  /** The member's profile is anonymous (private). */
  anonymous: boolean;
  /** Role in the context's group: null when not joined, else 0 member, 1 moderator, 2 admin. */
  groupRole?: number | null;
  /** The context's group is active. */
  groupActive?: boolean;
  /** The member has joined the context's challenge. */
  challengeJoined?: boolean;
  /** The member is an admin of the context's challenge. */
  challengeAdmin?: boolean;
  /** The member hosts the context's event. */
  eventHost?: boolean;
}

/** The facts of a post the rules read (§3 Post). */
export interface PostFacts {
  /** 'post' for what members write, 'event' for event status posts. */
  verb: string;
  /** The author's id (the spec's actor 'type:userId'; pass the id). */
  authorId: number | null;
  is_pinned?: boolean | null;
}

/** The author's id of a post: `user.id`, else the number after the last ':' of `actor` ('type:userId'). */
export function postAuthorId(post: { user?: { id?: number | null } | null; actor?: string | null }): number | null {
  if (typeof post.user?.id === 'number') return post.user.id;
  const tail = post.actor?.split(':').pop()?.trim() ?? '';
  return /^\d+$/.test(tail) ? Number(tail) : null;
}

export type PostMenuItem = 'delete' | 'edit' | 'block' | 'report' | 'remove-report' | 'remove-report-user' | 'pin' | 'unpin';

/** The menu's order, as §2 lists the items. */
export const POST_MENU_ORDER: readonly PostMenuItem[] = ['delete', 'edit', 'block', 'report', 'remove-report', 'remove-report-user', 'pin', 'unpin'];

/** A logged-in member whose profile is not anonymous: may post, comment, reply and like (§6). */
export function canEngage(viewer: FeedViewer): boolean {
  return viewer.userId !== null && !viewer.anonymous;
}

const isGroupLeader = (v: FeedViewer) => v.groupRole === GROUP_ROLE.moderator || v.groupRole === GROUP_ROLE.admin;
const isGroupAdmin = (v: FeedViewer) => v.groupRole === GROUP_ROLE.admin;

/**
 * May the viewer post (and see the post box) here? Never anonymous. Group: joined and the group
 * active. Challenge: joined. Event: any member (§6 'Any member ... comment'; the event detail shows the
 * feed's comment box to every member). Timeline and user feed: the member's own feed only.
 */
export function canPost(ctx: FeedContext, viewer: FeedViewer): boolean {
  if (!canEngage(viewer)) return false;
  switch (ctx.type) {
    case 'timeline':
      return true;
    case 'user':
      return ctx.userId === viewer.userId;
    case 'group':
      return viewer.groupRole !== null && viewer.groupRole !== undefined && viewer.groupActive === true;
    case 'challenge':
      return viewer.challengeJoined === true;
    case 'event':
      return true;
  }
}

/**
 * '@everyone' is offered to group admins and moderators in a group feed and to the event's host in an
 * event feed (§5 Mentions), and only where the viewer may post. §6 silent on challenges: not offered
 * there (the spec names only group leaders and event hosts).
 */
export function canTagEveryone(ctx: FeedContext, viewer: FeedViewer): boolean {
  if (!canPost(ctx, viewer)) return false;
  if (ctx.type === 'group') return isGroupLeader(viewer);
  if (ctx.type === 'event') return viewer.eventHost === true;
  return false;
}

/**
 * The post options menu (§2 Post card, §6), in the spec's order:
 * - Event status posts (verb 'event') have no menu; nor does a logged-out viewer (§6 silent: nothing
 *   to offer without a member).
 * - The author of a 'post' item: Edit and Delete. §6's "(not in event feeds)" is read as the event
 *   status posts the server writes into event feeds: a member's own post in an event feed can be
 *   deleted (the API has DELETE mobile_event/{id}/timeline/{postId}) and edited (through the
 *   author's feed, the spec's only edit call).
 * - Others' items: Report, unless the viewer is a group admin on a group route (who gets Remove &
 *   Report and Remove & Report User instead). Report options are hidden on own items.
 * - Block: others' 'post' items, for non-admins, never in an event feed. §6 silent on "admins":
 *   read as the group admin on a group route (the same viewer who loses Report); moderators keep
 *   Block and Report.
 * - Pin/Remove Pin: group admins and moderators on group routes, challenge admins on challenge
 *   routes; Pin when the post is not pinned, Remove Pin when it is. §6 silent on pinning one's own
 *   post: allowed (pinning is a feed-leader action, not a report).
 * - §6 silent on anonymous viewers' reports: hidden (an anonymous profile does not engage, as
 *   event-detail's menu has it); Block stays (it only hides the post for the viewer).
 */
export function postMenu(post: PostFacts, viewer: FeedViewer, ctx: FeedContext): PostMenuItem[] {
  if (post.verb === 'event' || viewer.userId === null) return [];
  const own = post.authorId !== null && post.authorId === viewer.userId;
  const groupAdminHere = ctx.type === 'group' && isGroupAdmin(viewer);
  const items = new Set<PostMenuItem>();

  if (own) {
    items.add('delete');
    items.add('edit');
  } else {
    if (post.verb === 'post' && !groupAdminHere && ctx.type !== 'event') items.add('block');
    if (groupAdminHere) {
      items.add('remove-report');
      items.add('remove-report-user');
    } else if (!viewer.anonymous) {
      items.add('report');
    }
  }
  const mayPin = (ctx.type === 'group' && isGroupLeader(viewer)) || (ctx.type === 'challenge' && viewer.challengeAdmin === true);
  if (mayPin) items.add(post.is_pinned ? 'unpin' : 'pin');
  return POST_MENU_ORDER.filter((item) => items.has(item));
}

// ---- comments and replies --------------------------------------------------------------------------

export type ReactionKind = 'comment' | 'reply';

/** Comment on a post, reply to a comment, like a post, comment or reply: members who are not anonymous (§6). */
export const canComment = canEngage;
export const canReply = canEngage;
export const canLike = canEngage;

export type CommentMenuItem = 'delete' | 'edit' | 'report';

/**
 * A comment's or reply's options: only its author edits and deletes it (§6). Others may report it,
 * except a group admin on a group route ("Others can report unless the viewer is a group admin") and
 * anonymous viewers (as for posts). §6 silent on "(not in event feeds)" for comments: read as for
 * posts (it names the event status posts), so authors manage their own comments in event feeds too.
 */
export function commentMenu(authorId: number | null, viewer: FeedViewer, ctx: FeedContext): CommentMenuItem[] {
  if (viewer.userId === null) return [];
  if (authorId !== null && authorId === viewer.userId) return ['delete', 'edit'];
  if (viewer.anonymous || (ctx.type === 'group' && isGroupAdmin(viewer))) return [];
  return ['report'];
}

/** Only the author edits their own comment or reply. */
export function canEditComment(authorId: number | null, viewer: FeedViewer): boolean {
  return viewer.userId !== null && authorId === viewer.userId;
}

/** Only the author deletes their own comment or reply. */
export const canDeleteComment = canEditComment;
