import { describe, expect, it } from 'vitest';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import {
  GROUP_ROLE,
  POST_MENU_ORDER,
  canComment,
  canDeleteComment,
  canEditComment,
  canEngage,
  canLike,
  canPost,
  canReply,
  canTagEveryone,
  commentMenu,
  postAuthorId,
  postMenu,
  type FeedViewer,
} from '@/features/member-feed/model/permissions';

const timeline: FeedContext = { type: 'timeline' };
const event: FeedContext = { type: 'event', id: 30 };
const group: FeedContext = { type: 'group', id: 40 };
const challenge: FeedContext = { type: 'challenge', id: 50 };
const ownFeed: FeedContext = { type: 'user', userId: 1 };
const otherFeed: FeedContext = { type: 'user', userId: 2 };

const member = (over: Partial<FeedViewer> = {}): FeedViewer => ({ userId: 1, anonymous: false, ...over });
const anonymous = member({ anonymous: true, groupRole: GROUP_ROLE.admin, groupActive: true, challengeJoined: true, challengeAdmin: true, eventHost: true });
const loggedOut: FeedViewer = { userId: null, anonymous: false };

const ownPost = { verb: 'post', authorId: 1 };
const othersPost = { verb: 'post', authorId: 2 };

describe('canPost (§6)', () => {
  it('anonymous and logged-out members never post', () => {
    for (const ctx of [timeline, event, group, challenge, ownFeed]) {
      expect(canPost(ctx, anonymous)).toBe(false);
      expect(canPost(ctx, loggedOut)).toBe(false);
    }
  });
  it('timeline and own feed: the member; another member feed: no', () => {
    expect(canPost(timeline, member())).toBe(true);
    expect(canPost(ownFeed, member())).toBe(true);
    expect(canPost(otherFeed, member())).toBe(false);
  });
  it('group: joined (any role) and active', () => {
    expect(canPost(group, member({ groupRole: 0, groupActive: true }))).toBe(true);
    expect(canPost(group, member({ groupRole: 2, groupActive: true }))).toBe(true);
    expect(canPost(group, member({ groupRole: 0, groupActive: false }))).toBe(false);
    expect(canPost(group, member({ groupRole: null, groupActive: true }))).toBe(false);
    expect(canPost(group, member({ groupActive: true }))).toBe(false);
  });
  it('challenge: joined', () => {
    expect(canPost(challenge, member({ challengeJoined: true }))).toBe(true);
    expect(canPost(challenge, member({ challengeJoined: false }))).toBe(false);
    expect(canPost(challenge, member())).toBe(false);
  });
  it('event: any member', () => {
    expect(canPost(event, member())).toBe(true);
  });
});

describe('canTagEveryone (§5 Mentions)', () => {
  it('group admins and moderators who may post', () => {
    expect(canTagEveryone(group, member({ groupRole: 2, groupActive: true }))).toBe(true);
    expect(canTagEveryone(group, member({ groupRole: 1, groupActive: true }))).toBe(true);
    expect(canTagEveryone(group, member({ groupRole: 0, groupActive: true }))).toBe(false);
    expect(canTagEveryone(group, member({ groupRole: 2, groupActive: false }))).toBe(false);
  });
  it('the event host', () => {
    expect(canTagEveryone(event, member({ eventHost: true }))).toBe(true);
    expect(canTagEveryone(event, member({ eventHost: false }))).toBe(false);
  });
  it('nobody elsewhere, and never anonymous', () => {
    expect(canTagEveryone(timeline, member({ groupRole: 2, eventHost: true }))).toBe(false);
    expect(canTagEveryone(challenge, member({ challengeJoined: true, challengeAdmin: true }))).toBe(false);
    expect(canTagEveryone(group, anonymous)).toBe(false);
    expect(canTagEveryone(event, anonymous)).toBe(false);
  });
});

describe('postMenu (§2 Post card, §6)', () => {
  it('keeps the spec order', () => {
    expect(POST_MENU_ORDER).toEqual(['delete', 'edit', 'block', 'report', 'remove-report', 'remove-report-user', 'pin', 'unpin']);
  });
  it('event status posts and logged-out viewers get no menu', () => {
    expect(postMenu({ verb: 'event', authorId: 2 }, member(), event)).toEqual([]);
    expect(postMenu({ verb: 'event', authorId: 1 }, member({ groupRole: 2 }), group)).toEqual([]);
    expect(postMenu(othersPost, loggedOut, timeline)).toEqual([]);
  });
  it('author: delete and edit, no report or block', () => {
    for (const ctx of [timeline, ownFeed, group, challenge, event]) expect(postMenu(ownPost, member(), ctx)).toEqual(['delete', 'edit']);
  });
  it("others' posts: block and report", () => {
    expect(postMenu(othersPost, member(), timeline)).toEqual(['block', 'report']);
    expect(postMenu(othersPost, member(), otherFeed)).toEqual(['block', 'report']);
    expect(postMenu(othersPost, member({ groupRole: 0 }), group)).toEqual(['block', 'report']);
    expect(postMenu(othersPost, member({ challengeJoined: true }), challenge)).toEqual(['block', 'report']);
  });
  it('no block in event feeds', () => {
    expect(postMenu(othersPost, member(), event)).toEqual(['report']);
    expect(postMenu(othersPost, member({ eventHost: true }), event)).toEqual(['report']);
  });
  it("block only for 'post' verb content", () => {
    expect(postMenu({ verb: 'share', authorId: 2 }, member(), timeline)).toEqual(['report']);
  });
  it('group moderator on a group route: block, report and pin', () => {
    expect(postMenu(othersPost, member({ groupRole: 1 }), group)).toEqual(['block', 'report', 'pin']);
    expect(postMenu({ ...othersPost, is_pinned: true }, member({ groupRole: 1 }), group)).toEqual(['block', 'report', 'unpin']);
  });
  it('group admin on a group route: remove & report, remove & report user, pin; no report or block', () => {
    expect(postMenu(othersPost, member({ groupRole: 2 }), group)).toEqual(['remove-report', 'remove-report-user', 'pin']);
    expect(postMenu({ ...othersPost, is_pinned: true }, member({ groupRole: 2 }), group)).toEqual(['remove-report', 'remove-report-user', 'unpin']);
  });
  it('group admin on own post: edit, delete and pin, no report options', () => {
    expect(postMenu(ownPost, member({ groupRole: 2 }), group)).toEqual(['delete', 'edit', 'pin']);
  });
  it('group roles count only on group routes', () => {
    expect(postMenu(othersPost, member({ groupRole: 2 }), timeline)).toEqual(['block', 'report']);
    expect(postMenu(othersPost, member({ groupRole: 2 }), challenge)).toEqual(['block', 'report']);
  });
  it('challenge admin on a challenge route: pin/unpin; not elsewhere', () => {
    expect(postMenu(othersPost, member({ challengeAdmin: true }), challenge)).toEqual(['block', 'report', 'pin']);
    expect(postMenu({ ...othersPost, is_pinned: true }, member({ challengeAdmin: true }), challenge)).toEqual(['block', 'report', 'unpin']);
    expect(postMenu(ownPost, member({ challengeAdmin: true }), challenge)).toEqual(['delete', 'edit', 'pin']);
    expect(postMenu(othersPost, member({ challengeAdmin: true }), group)).toEqual(['block', 'report']);
  });
  it('anonymous viewers: no report options; block stays', () => {
    expect(postMenu(othersPost, member({ anonymous: true }), timeline)).toEqual(['block']);
    expect(postMenu(othersPost, member({ anonymous: true }), event)).toEqual([]);
  });
  it('a post without author is never own', () => {
    expect(postMenu({ verb: 'post', authorId: null }, member(), timeline)).toEqual(['block', 'report']);
  });
});

describe('comments and replies (§6)', () => {
  it('anonymous and logged-out members cannot comment, reply or like', () => {
    for (const f of [canEngage, canComment, canReply, canLike]) {
      expect(f(member())).toBe(true);
      expect(f(member({ anonymous: true }))).toBe(false);
      expect(f(loggedOut)).toBe(false);
    }
  });
  it('only the author edits and deletes', () => {
    expect(canEditComment(1, member())).toBe(true);
    expect(canDeleteComment(1, member())).toBe(true);
    expect(canEditComment(2, member({ groupRole: 2 }))).toBe(false);
    expect(canDeleteComment(2, member({ groupRole: 2 }))).toBe(false);
    expect(canEditComment(null, loggedOut)).toBe(false);
  });
  it('menu: author delete+edit; others report, except group admins on group routes and anonymous viewers', () => {
    expect(commentMenu(1, member(), event)).toEqual(['delete', 'edit']);
    expect(commentMenu(2, member(), event)).toEqual(['report']);
    expect(commentMenu(2, member({ groupRole: 1 }), group)).toEqual(['report']);
    expect(commentMenu(2, member({ groupRole: 2 }), group)).toEqual([]);
    expect(commentMenu(2, member({ groupRole: 2 }), timeline)).toEqual(['report']);
    expect(commentMenu(2, member({ anonymous: true }), timeline)).toEqual([]);
    expect(commentMenu(2, loggedOut, timeline)).toEqual([]);
  });
});

describe('postAuthorId', () => {
  it("user.id, else the actor's 'type:userId'", () => {
    expect(postAuthorId({ user: { id: 4 }, actor: 'SU:9' })).toBe(4);
    expect(postAuthorId({ actor: 'SU:9' })).toBe(9);
    expect(postAuthorId({ user: null, actor: 'user:12' })).toBe(12);
    expect(postAuthorId({ actor: 'SU:abc' })).toBeNull();
    expect(postAuthorId({ actor: null })).toBeNull();
    expect(postAuthorId({})).toBeNull();
  });
});
