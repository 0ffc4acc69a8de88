import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  appendPage,
  changeCommentCount,
  editPost,
  emptyFeed,
  getPost,
  hidePost,
  isAlreadyReacted,
  isLiked,
  isReactionMissing,
  likeCount,
  likeFailure,
  likeFailureMessage,
  prependPost,
  restorePost,
  revertEdit,
  setLiked,
  setPinned,
  setPinnedPost,
  timeline,
  toggleLike,
  type FeedPost,
  type FeedState,
} from '@/features/member-feed/model/optimistic';
import { SERVER_ALREADY_REACTED, SERVER_REACTION_NOT_FOUND, likeMessages } from '@/features/member-feed/messages';

const post = (id: number, over: Partial<FeedPost> = {}): FeedPost => ({
  id,
  text: `post ${id}`,
  media: [],
  own_reactions: { like: [] },
  reaction_counts: { like: 2, comment: 1 },
  ...over,
});
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => post(from - i));
const feed = (n = 3): FeedState => appendPage(emptyFeed(), page(n, n));
const ids = (s: FeedState) => s.ids.map(Number);

describe('pages', () => {
  it('append keeps order, ends on a short page, does not repeat posts', () => {
    let s = appendPage(emptyFeed(), page(20, 10));
    expect(ids(s)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    expect(s.ended).toBe(false);
    s = appendPage(s, [post(11, { text: 'updated' }), post(10), post(9)]);
    expect(ids(s)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9]);
    expect(getPost(s, 11)?.text).toBe('updated');
    expect(s.ended).toBe(true);
    expect(timeline(s).map((p) => p.id)).toEqual(s.ids);
  });
  it('an empty page ends the feed', () => {
    expect(appendPage(emptyFeed(), []).ended).toBe(true);
  });
  it('a new post goes on top, once', () => {
    let s = prependPost(feed(), post(4));
    expect(ids(s)).toEqual([4, 3, 2, 1]);
    s = prependPost(s, post(2, { text: 'again' }));
    expect(ids(s)).toEqual([2, 4, 3, 1]);
    expect(getPost(s, 2)?.text).toBe('again');
  });
  it('is immutable', () => {
    const s = feed();
    const before = JSON.stringify(s);
    appendPage(s, page(9, 2));
    prependPost(s, post(8));
    toggleLike(s, 1);
    hidePost(s, 2);
    editPost(s, 3, { text: 'x' });
    changeCommentCount(s, 3, 1);
    setPinned(s, 3);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('likes (§4 Post)', () => {
  it('like sets own_reactions.like and adds one; unlike takes it back', () => {
    let s = toggleLike(feed(), 2);
    expect(isLiked(getPost(s, 2)!)).toBe(true);
    expect(likeCount(getPost(s, 2)!)).toBe(3);
    s = toggleLike(s, 2);
    expect(isLiked(getPost(s, 2)!)).toBe(false);
    expect(likeCount(getPost(s, 2)!)).toBe(2);
  });
  it('reverting restores exactly the state before', () => {
    const s = feed();
    const liked = toggleLike(s, 2);
    expect(setLiked(liked, 2, false)).toEqual(s);
  });
  it('setting the same state changes nothing', () => {
    const s = feed();
    expect(setLiked(s, 2, false)).toBe(s);
    expect(setLiked(s, 99, true)).toBe(s);
    expect(toggleLike(s, 99)).toBe(s);
  });
  it('never goes below zero; missing counts read as zero', () => {
    const s = appendPage(emptyFeed(), [post(1, { own_reactions: { like: [{ id: 5 }] }, reaction_counts: { like: 0 } }), post(2, { own_reactions: null, reaction_counts: null })]);
    expect(likeCount(getPost(toggleLike(s, 1), 1)!)).toBe(0);
    expect(likeCount(getPost(toggleLike(s, 2), 2)!)).toBe(1);
    expect(getPost(toggleLike(s, 2), 2)!.reaction_counts?.comment).toBeUndefined();
  });
  it('keeps the server reaction given', () => {
    const s = setLiked(feed(), 1, true, { id: 77, kind: 'like' });
    expect(getPost(s, 1)!.own_reactions?.like).toEqual([{ id: 77, kind: 'like' }]);
  });
});

describe('like failures (§8, exact)', () => {
  const duplicate409 = new ApiError(409, SERVER_ALREADY_REACTED);
  const duplicate422 = new ApiError(422, SERVER_ALREADY_REACTED);
  const missing = new ApiError(404, SERVER_REACTION_NOT_FOUND);
  const postGone = new ApiError(404, 'Response returned 404');
  const broken = new ApiError(500, 'Response returned 500');
  const network = new ApiError(0, 'Network error');

  it('the texts', () => {
    expect(likeMessages.alreadyLiked).toBe("You've already liked this post. Please refresh your feed.");
    expect(likeMessages.likeFailed).toBe('Error liking post. Please try again later.');
    expect(likeMessages.alreadyUnliked).toBe("You've already unliked this post or it was deleted. Please refresh your feed.");
    expect(likeMessages.unlikeFailed).toBe('Error unliking post. Please try again later.');
    expect(SERVER_ALREADY_REACTED).toBe('You have already reacted to this post.');
    expect(SERVER_REACTION_NOT_FOUND).toBe('The reaction was not found.');
  });
  it('recognises the server answers', () => {
    expect(isAlreadyReacted(duplicate409)).toBe(true);
    expect(isAlreadyReacted(duplicate422)).toBe(true);
    expect(isAlreadyReacted(new ApiError(409, 'Conflict'))).toBe(true);
    expect(isAlreadyReacted(new ApiError(422, 'Reaction Kind is required'))).toBe(false);
    expect(isAlreadyReacted(broken)).toBe(false);
    expect(isAlreadyReacted('nope')).toBe(false);
    expect(isAlreadyReacted(null)).toBe(false);
    expect(isReactionMissing(missing)).toBe(true);
    expect(isReactionMissing(postGone)).toBe(true);
    expect(isReactionMissing({ message: SERVER_REACTION_NOT_FOUND })).toBe(true);
    expect(isReactionMissing(broken)).toBe(false);
  });
  it('post like: already liked counts as success; others revert', () => {
    expect(likeFailure('post', 'like', duplicate409)).toEqual({ revert: false, message: "You've already liked this post. Please refresh your feed." });
    expect(likeFailure('post', 'like', duplicate422)).toEqual({ revert: false, message: "You've already liked this post. Please refresh your feed." });
    expect(likeFailure('post', 'like', broken)).toEqual({ revert: true, message: 'Error liking post. Please try again later.' });
    expect(likeFailure('post', 'like', network)).toEqual({ revert: true, message: 'Error liking post. Please try again later.' });
    expect(likeFailure('post', 'like', new Error('x'))).toEqual({ revert: true, message: 'Error liking post. Please try again later.' });
  });
  it('post unlike: already unliked or deleted, or other failure; counts revert on all', () => {
    expect(likeFailure('post', 'unlike', missing)).toEqual({ revert: true, message: "You've already unliked this post or it was deleted. Please refresh your feed." });
    expect(likeFailure('post', 'unlike', postGone)).toEqual({ revert: true, message: "You've already unliked this post or it was deleted. Please refresh your feed." });
    expect(likeFailure('post', 'unlike', broken)).toEqual({ revert: true, message: 'Error unliking post. Please try again later.' });
  });
  it('comment and reply', () => {
    expect(likeFailureMessage('comment', 'like', broken)).toBe('Error liking the comment.');
    expect(likeFailureMessage('reply', 'like', broken)).toBe('Error liking the reply.');
    expect(likeFailureMessage('comment', 'unlike', broken)).toBe('Error unliking the comment.');
    expect(likeFailureMessage('reply', 'unlike', network)).toBe('Error unliking the reply.');
    expect(likeFailure('reply', 'like', broken).revert).toBe(true);
    expect(likeFailure('comment', 'like', duplicate409)).toEqual({ revert: false, message: null });
    expect(likeFailure('reply', 'unlike', missing)).toEqual({ revert: false, message: null });
  });
  it('likeFailureMessage is the message of likeFailure', () => {
    expect(likeFailureMessage('post', 'like', duplicate409)).toBe("You've already liked this post. Please refresh your feed.");
    expect(likeFailureMessage('post', 'unlike', broken)).toBe('Error unliking post. Please try again later.');
  });
});

describe('hide and restore (delete, block)', () => {
  it('hides at once and restores at the same index', () => {
    const s = feed(5);
    const { state, hidden } = hidePost(s, 3);
    expect(ids(state)).toEqual([5, 4, 2, 1]);
    expect(getPost(state, 3)).toBeUndefined();
    expect(hidden?.index).toBe(2);
    expect(restorePost(state, hidden)).toEqual(s);
  });
  it('restores at the end when the list got shorter meanwhile', () => {
    const s = feed(3);
    const { state, hidden } = hidePost(s, 1);
    const shorter = hidePost(hidePost(state, 3).state, 2).state;
    expect(ids(restorePost(shorter, hidden))).toEqual([1]);
  });
  it('restoring twice does not duplicate', () => {
    const s = feed(3);
    const { state, hidden } = hidePost(s, 2);
    const once = restorePost(state, hidden);
    expect(ids(restorePost(once, hidden))).toEqual([3, 2, 1]);
  });
  it('unknown posts change nothing', () => {
    const s = feed();
    const r = hidePost(s, 99);
    expect(r.state).toBe(s);
    expect(r.hidden).toBeNull();
    expect(restorePost(s, null)).toBe(s);
  });
  it('hiding the pinned post clears the pin; restoring pins it again', () => {
    const s = setPinned(feed(3), 2);
    const { state, hidden } = hidePost(s, 2);
    expect(state.pinnedId).toBeNull();
    const back = restorePost(state, hidden);
    expect(back.pinnedId).toBe(2);
    expect(getPost(back, 2)?.is_pinned).toBe(true);
  });
  it('a pinned post outside the timeline is hidden and restored as the pin only', () => {
    const s = setPinnedPost(feed(2), post(50));
    const { state, hidden } = hidePost(s, 50);
    expect(hidden?.index).toBe(-1);
    const back = restorePost(state, hidden);
    expect(ids(back)).toEqual([2, 1]);
    expect(back.pinnedId).toBe(50);
  });
});

describe('edit', () => {
  it('replaces text and media and marks edited; revert restores them and keeps newer likes', () => {
    const s = feed();
    const before = getPost(s, 2)!;
    let e = editPost(s, 2, { text: 'new', media: ['a.png'] });
    expect(getPost(e, 2)).toMatchObject({ text: 'new', media: ['a.png'], edited: true });
    e = toggleLike(e, 2);
    const reverted = revertEdit(e, before);
    expect(getPost(reverted, 2)).toMatchObject({ text: 'post 2', media: [], reaction_counts: { like: 3 } });
    expect(getPost(reverted, 2)!.edited).toBeUndefined();
    expect('edited' in getPost(reverted, 2)!).toBe(false);
  });
  it('unknown posts change nothing', () => {
    const s = feed();
    expect(editPost(s, 99, { text: 'x' })).toBe(s);
    expect(revertEdit(s, post(99))).toBe(s);
  });
});

describe('comment count', () => {
  it('+1 and -1, never below zero', () => {
    let s = changeCommentCount(feed(), 1, 1);
    expect(getPost(s, 1)!.reaction_counts?.comment).toBe(2);
    s = changeCommentCount(changeCommentCount(changeCommentCount(s, 1, -1), 1, -1), 1, -1);
    expect(getPost(s, 1)!.reaction_counts?.comment).toBe(0);
    expect(getPost(s, 1)!.reaction_counts?.like).toBe(2);
    expect(changeCommentCount(s, 99, 1)).toBe(s);
  });
});

describe('pin', () => {
  it('only one post is pinned', () => {
    let s = setPinned(feed(3), 1);
    expect(s.pinnedId).toBe(1);
    s = setPinned(s, 3);
    expect(s.pinnedId).toBe(3);
    expect(timeline(s).filter((p) => p.is_pinned).map((p) => p.id)).toEqual([3]);
  });
  it('unpin and revert', () => {
    const pinned = setPinned(feed(3), 2);
    const unpinned = setPinned(pinned, null);
    expect(unpinned.pinnedId).toBeNull();
    expect(timeline(unpinned).some((p) => p.is_pinned)).toBe(false);
    expect(setPinned(unpinned, pinned.pinnedId)).toEqual(pinned);
  });
  it('an unknown post cannot be pinned', () => {
    const s = feed();
    expect(setPinned(s, 99)).toBe(s);
  });
  it('the server pinned post joins the state flagged', () => {
    const s = setPinnedPost(feed(2), post(50));
    expect(s.pinnedId).toBe(50);
    expect(getPost(s, 50)?.is_pinned).toBe(true);
    expect(ids(s)).toEqual([2, 1]);
    expect(setPinnedPost(s, null).pinnedId).toBeNull();
  });
  it('string ids work too', () => {
    const s = setPinned(appendPage(emptyFeed(), [post(1, { id: 'a' }), post(2, { id: 'b' })]), 'b');
    expect(getPost(s, 'b')?.is_pinned).toBe(true);
    expect(getPost(s, 'a')?.is_pinned).toBeFalsy();
  });
});
