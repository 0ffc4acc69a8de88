/**
 * The demo feed's reactions: comments on posts, replies to comments, likes on posts, comments and
 * replies (one per member and target), with the counters of every post and reaction computed from
 * exactly these rows. posts.comment_count counts comments AND replies (see feed.ts).
 */
import { COMMENTS, REPLIES } from './feed-text';
import type { Prng } from './prng';

/** What the reactions need of a post (ids already assigned in created_at order). */
export interface ReactionTarget {
  id: number;
  at: number;
  author: number;
  /** Who may react: the feed's members (a group's, an event's attendees, …). */
  audience: readonly number[];
  /** member@demo.test's posts get at least this many likes and comments. */
  minLikes: number;
  minComments: number;
  /** On a demo account's timeline: more likes and comments than elsewhere. */
  lively: boolean;
}

export interface PlannedReaction {
  seq: number;
  postId: number;
  parent: PlannedReaction | null;
  user: number;
  kind: 'comment' | 'reply' | 'like';
  content: string;
  at: number;
  tags: number[];
  likeCount: number;
  replyCount: number;
  id: number;
}

// [count, weight]: likes and comments on a post, on a demo account's timeline or elsewhere.
const LIVELY_LIKES = [[0, 15], [1, 18], [2, 18], [3, 15], [4, 12], [6, 10], [9, 8], [14, 4]] as const;
const QUIET_LIKES = [[0, 50], [1, 25], [2, 13], [3, 8], [5, 4]] as const;
const LIVELY_COMMENTS = [[0, 30], [1, 28], [2, 18], [3, 12], [4, 8], [6, 4]] as const;
const QUIET_COMMENTS = [[0, 78], [1, 17], [2, 5]] as const;

/** Up to `n` distinct members of `list`, never `except`. */
export function distinct(rng: Prng, list: readonly number[], n: number, except: number): number[] {
  const out = new Set<number>();
  for (let tries = 0; out.size < n && tries < n * 8; tries++) {
    const id = list[Math.floor(rng.next() * list.length)];
    if (id !== except) out.add(id);
  }
  return [...out];
}

/**
 * Plans every reaction; returns them in id order (ids increase with created_at; a parent always
 * comes before its children) with their counters, and each post's like and comment counts.
 */
export function planReactions(
  rng: Prng,
  posts: readonly ReactionTarget[],
  now: number,
  names: ReadonlyMap<number, string>,
): { reactions: PlannedReaction[]; postCounts: Map<number, { likes: number; comments: number }> } {
  const reactions: PlannedReaction[] = [];
  /** A moment after `from`, mostly soon after, never after now. */
  const after = (from: number) => Math.min(now, from + 60_000 + Math.floor((now - from) * rng.next() ** 3));
  const add = (postId: number, parent: PlannedReaction | null, user: number, kind: PlannedReaction['kind'], content: string, at: number, tags: number[] = []) => {
    const r: PlannedReaction = { seq: reactions.length, postId, parent, user, kind, content, at, tags, likeCount: 0, replyCount: 0, id: 0 };
    reactions.push(r);
    return r;
  };
  const likes = (postId: number, parent: PlannedReaction | null, audience: readonly number[], n: number, except: number, from: number) => {
    for (const u of distinct(rng, audience, n, except)) add(postId, parent, u, 'like', '', after(from));
  };

  for (const p of posts) {
    if (!p.audience.length) continue;
    const nLikes = Math.max(p.minLikes, rng.weighted(p.lively ? LIVELY_LIKES : QUIET_LIKES));
    likes(p.id, null, p.audience, nLikes, p.author, p.at);
    const nComments = Math.max(p.minComments, rng.weighted(p.lively ? LIVELY_COMMENTS : QUIET_COMMENTS));
    for (let c = 0; c < nComments; c++) {
      const commenter = p.audience[Math.floor(rng.next() * p.audience.length)];
      const comment = add(p.id, null, commenter, 'comment', rng.pick(COMMENTS), after(p.at));
      likes(p.id, comment, p.audience, rng.weighted([[0, 65], [1, 25], [2, 10]] as const), commenter, comment.at);
      const nReplies = rng.weighted([[0, 68], [1, 24], [2, 8]] as const);
      for (let r = 0; r < nReplies; r++) {
        const byAuthor = rng.chance(0.5);
        const replier = byAuthor ? p.author : p.audience[Math.floor(rng.next() * p.audience.length)];
        const mention = byAuthor && replier !== commenter && names.has(commenter) && rng.chance(0.4);
        const text = rng.pick(REPLIES);
        const reply = add(p.id, comment, replier, 'reply', mention ? `@${names.get(commenter)} ${text}` : text, after(comment.at), mention ? [commenter] : []);
        if (rng.chance(0.15)) likes(p.id, reply, p.audience, 1, replier, reply.at);
      }
    }
  }

  reactions.sort((a, b) => a.at - b.at || a.seq - b.seq);
  const postCounts = new Map<number, { likes: number; comments: number }>();
  reactions.forEach((r, i) => {
    r.id = i + 1;
    const counts = postCounts.get(r.postId) ?? { likes: 0, comments: 0 };
    postCounts.set(r.postId, counts);
    if (r.kind === 'like' && r.parent) r.parent.likeCount++;
    else if (r.kind === 'like') counts.likes++;
    else counts.comments++;
    if (r.kind === 'reply' && r.parent) r.parent.replyCount++;
  });
  return { reactions, postCounts };
}
