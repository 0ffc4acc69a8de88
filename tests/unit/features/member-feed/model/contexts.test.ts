import { describe, expect, it } from 'vitest';
import {
  FEED_PAGE_SIZE,
  blockPostPath,
  createFailureMessage,
  createPostPath,
  deletePostPath,
  editPostPath,
  feedPath,
  isLastPage,
  loadFailureMessage,
  nextOffset,
  pinPath,
  pinnedPostPath,
  postPath,
  postRoute,
  reactionsPath,
  sameContext,
  type FeedContext,
} from '@/features/member-feed/model/contexts';

const me = 7;
const timeline: FeedContext = { type: 'timeline' };
const user: FeedContext = { type: 'user', userId: 12 };
const event: FeedContext = { type: 'event', id: 30 };
const group: FeedContext = { type: 'group', id: 40 };
const challenge: FeedContext = { type: 'challenge', id: 50 };

describe('paging (§4 Post, §9)', () => {
  it('10 per page; a page of fewer than 10 ends the feed', () => {
    expect(FEED_PAGE_SIZE).toBe(10);
    expect(isLastPage(Array.from({ length: 10 }))).toBe(false);
    expect(isLastPage(Array.from({ length: 9 }))).toBe(true);
    expect(isLastPage([])).toBe(true);
    expect(isLastPage(Array.from({ length: 11 }))).toBe(false);
  });
  it('the next offset is the last item id', () => {
    expect(nextOffset([{ id: 9 }, { id: 5 }, { id: 3 }])).toBe(3);
    expect(nextOffset([{ id: 'abc' }])).toBe('abc');
    expect(nextOffset([])).toBeNull();
  });
});

describe('feedPath', () => {
  it('timeline: aggregated feed of the member, offset and scope', () => {
    expect(feedPath(timeline, me)).toBe('api/v1/user/7/aggregated_timeline_feed');
    expect(feedPath(timeline, me, { offset: 91 })).toBe('api/v1/user/7/aggregated_timeline_feed?offset=91');
    expect(feedPath(timeline, me, { offset: 91, scope: 'my_groups' })).toBe('api/v1/user/7/aggregated_timeline_feed?offset=91&scope=my_groups');
    expect(feedPath(timeline, me, { scope: 'national' })).toBe('api/v1/user/7/aggregated_timeline_feed?scope=national');
  });
  it("user: that member's feed, never the viewer's", () => {
    expect(feedPath(user, me)).toBe('api/v1/user/12/user_feed');
    expect(feedPath(user, me, { offset: 4, scope: 'national' })).toBe('api/v1/user/12/user_feed?offset=4');
  });
  it('event, group, challenge timelines', () => {
    expect(feedPath(event, me, { offset: 8 })).toBe('api/v1/mobile_event/30/timeline?offset=8');
    expect(feedPath(group, me, { offset: 8 })).toBe('api/v1/group/40/timeline?offset=8');
    expect(feedPath(group, me)).toBe('api/v1/group/40/timeline');
    expect(feedPath(challenge, me)).toBe('api/v1/challenge/50/timeline');
    expect(feedPath(challenge, me, { offset: 2 })).toBe('api/v1/challenge/50/timeline?offset=2');
  });
  it('a null offset is the first page; string ids are encoded', () => {
    expect(feedPath(group, me, { offset: null })).toBe('api/v1/group/40/timeline');
    expect(feedPath(group, me, { offset: 'a b' })).toBe('api/v1/group/40/timeline?offset=a+b');
  });
});

describe('pinned posts', () => {
  it('timeline, group and challenge have one; user and event feeds do not', () => {
    expect(pinnedPostPath(timeline, me)).toBe('api/v1/user/7/aggregated_timeline_feed/pinned_post');
    expect(pinnedPostPath(group, me)).toBe('api/v1/group/40/pinned_post');
    expect(pinnedPostPath(challenge, me)).toBe('api/v1/challenge/50/pinned_post');
    expect(pinnedPostPath(user, me)).toBeNull();
    expect(pinnedPostPath(event, me)).toBeNull();
  });
  it('pin/unpin paths exist only for groups and challenges', () => {
    expect(pinPath(group, 3)).toBe('api/v1/group/40/pinned_post/3');
    expect(pinPath(challenge, 3)).toBe('api/v1/challenge/50/pinned_post/3');
    expect(pinPath(timeline, 3)).toBeNull();
    expect(pinPath(user, 3)).toBeNull();
    expect(pinPath(event, 3)).toBeNull();
  });
});

describe('writes', () => {
  it('create: own feed for timeline and user, else the context timeline', () => {
    expect(createPostPath(timeline, me)).toBe('api/v1/user/7/user_feed');
    expect(createPostPath(user, me)).toBe('api/v1/user/7/user_feed');
    expect(createPostPath(group, me)).toBe('api/v1/group/40/timeline');
    expect(createPostPath(challenge, me)).toBe('api/v1/challenge/50/timeline');
    expect(createPostPath(event, me)).toBe('api/v1/mobile_event/30/timeline');
  });
  it('edit through the author feed; delete through the event timeline for event posts', () => {
    expect(editPostPath(me, 99)).toBe('api/v1/user/7/user_feed/99');
    expect(deletePostPath(group, me, 99)).toBe('api/v1/user/7/user_feed/99');
    expect(deletePostPath(timeline, me, 99)).toBe('api/v1/user/7/user_feed/99');
    expect(deletePostPath(event, me, 99)).toBe('api/v1/mobile_event/30/timeline/99');
  });
  it('post detail read and block', () => {
    expect(postPath(12, 99)).toBe('api/v1/user/12/user_feed/99');
    expect(blockPostPath(me, 99)).toBe('api/v1/user/7/block_post/99');
  });
  it('reactions: the event reactions for event posts, the member reactions for others', () => {
    expect(reactionsPath(event, me, 99)).toBe('api/v1/mobile_event/30/reactions/99');
    expect(reactionsPath(group, me, 99)).toBe('api/v1/user/7/reactions/99');
    expect(reactionsPath(timeline, me, 99)).toBe('api/v1/user/7/reactions/99');
    expect(reactionsPath(user, me, 99)).toBe('api/v1/user/7/reactions/99');
    expect(reactionsPath(challenge, me, 99)).toBe('api/v1/user/7/reactions/99');
  });
});

describe('postRoute (§2)', () => {
  it('one route per context', () => {
    expect(postRoute(timeline, 5, 12)).toBe('/feed/5/user/12');
    expect(postRoute(group, 5, 12)).toBe('/groups/40/feed/5/user/12');
    expect(postRoute(event, 5, 12)).toBe('/events/30/feed/5/user/12');
    expect(postRoute(challenge, 5, 12)).toBe('/challenges/50/feed/5/user/12');
    expect(postRoute(user, 5, 12)).toBe('/profile/feed/5/user/12');
  });
});

describe('messages (§8, exact)', () => {
  it('create failure per context', () => {
    expect(createFailureMessage(timeline)).toBe('Unable to upload post to RWB Servers.');
    expect(createFailureMessage(user)).toBe('Unable to upload post to RWB Servers.');
    expect(createFailureMessage(event)).toBe('Unable to upload post to RWB Servers.');
    expect(createFailureMessage(group)).toBe('Unable to post to group.');
    expect(createFailureMessage(challenge)).toBe('Unable to post to challenge.');
  });
  it('load failure per context', () => {
    expect(loadFailureMessage(timeline)).toBe('There was an error retrieving your feed.');
    expect(loadFailureMessage(challenge)).toBe('There was an error retrieving your feed.');
    expect(loadFailureMessage(user)).toBe('Error retrieving the user feed');
    expect(loadFailureMessage(event)).toBe('There was an error retrieving the event feed.');
    expect(loadFailureMessage(group)).toBe('An error occurred trying to retrieve the group feed. Please try again later.');
  });
});

describe('sameContext', () => {
  it('compares type and id', () => {
    expect(sameContext(timeline, { type: 'timeline' })).toBe(true);
    expect(sameContext(group, { type: 'group', id: 40 })).toBe(true);
    expect(sameContext(group, { type: 'group', id: 41 })).toBe(false);
    expect(sameContext(group, { type: 'challenge', id: 40 })).toBe(false);
    expect(sameContext(user, { type: 'user', userId: 12 })).toBe(true);
    expect(sameContext(user, { type: 'user', userId: 13 })).toBe(false);
  });
});
