/**
 * The post detail's comments (events spec §2 Post detail, §4 Post, §8 Posts and reactions): the newest
 * page first, 'See Previous Comments' prepends older pages, each comment with its latest replies and
 * older replies on demand, likes on comments and replies (optimistic, reverted with the §8 texts),
 * delete of own items, and the composer's results (a new comment or reply, an edit) put in place.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { likeFailure } from '../model/optimistic';
import { deleteChild, likeChild, listComments, listReplies, unlikeChild, type PostRef } from '../api/reactions';
import type { Comment, CommentPage, Reply } from '../schemas/reaction';

/** A comment or a reply. */
export type Child = Comment | Reply;

export interface Thread {
  comment: Comment;
  /** Its replies shown, oldest first (the latest 3 at first). */
  replies: Reply[];
  /** Older replies: 'loading' while a page comes, 'error' when the last one failed. */
  more: 'idle' | 'loading' | 'error';
}

const isReply = (item: Child) => item.kind === 'reply';
export const isLiked = (item: Child) => item.own_like_id !== null && item.own_like_id !== undefined;
export const likesOf = (item: Child) => item.children_counts?.like ?? 0;
export const repliesOf = (c: Comment) => c.children_counts?.reply ?? 0;
/** The comment a comment or reply sits under. */
export const commentOf = (item: Child) => (isReply(item) ? (item.comment_id ?? item.id) : item.id);

/** Older replies exist beyond those shown. */
export function hasOlderReplies(t: Thread): boolean {
  return repliesOf(t.comment) > t.replies.length;
}

function toThread(c: Comment): Thread {
  return { comment: c, replies: [...(c.latest_children?.reply ?? [])], more: 'idle' };
}

/** The page's threads before `threads`, leaving out comments already shown. */
function prependPage(threads: Thread[], page: CommentPage): Thread[] {
  const known = new Set(threads.map((t) => t.comment.id));
  return [...page.results.filter((c) => !known.has(c.id)).map(toThread), ...threads];
}

/** Applies `change` to the comment or reply with this id. */
function mapItem(threads: Thread[], id: number, change: (item: Child) => Child): Thread[] {
  return threads.map((t) => {
    if (t.comment.id === id) return { ...t, comment: change(t.comment) as Comment };
    if (!t.replies.some((r) => r.id === id)) return t;
    return { ...t, replies: t.replies.map((r) => (r.id === id ? (change(r) as Reply) : r)) };
  });
}

function withLike(item: Child, liked: boolean, likeId: number | null): Child {
  const count = Math.max(0, likesOf(item) + (liked === isLiked(item) ? 0 : liked ? 1 : -1));
  return { ...item, own_like_id: liked ? likeId : null, children_counts: { ...item.children_counts, like: count } };
}

function withReplyCount(c: Comment, delta: number): Comment {
  return { ...c, children_counts: { ...c.children_counts, reply: Math.max(0, repliesOf(c) + delta) } };
}

export interface CommentsOptions {
  /** A §8 message for the member (a failed like). */
  onNotice(text: string): void;
}

export interface CommentsState {
  status: 'loading' | 'ready' | 'error';
  threads: Thread[];
  /** Older comments exist ('See Previous Comments'). */
  hasOlder: boolean;
  older: 'idle' | 'loading' | 'error';
  /** Loads the next older page and prepends it. */
  loadOlder(): void;
  /** Loads the first page again (after a failure). */
  reload(): void;
  loadOlderReplies(commentId: number): void;
  /** Like ↔ unlike, optimistic; a failure reverts and reports the §8 text. */
  toggleLike(item: Child): void;
  /** Deletes an own comment or reply; resolves once it is gone, rejects (nothing changed) on failure. */
  remove(item: Child): Promise<void>;
  /** A comment or reply the composer created: the comment goes last, the reply under its comment. */
  added(item: Child): void;
  /** A comment or reply the composer edited: replaces it (its replies and likes stay). */
  replaced(item: Child): void;
}

/** `ref` null: nothing is loaded (no member yet). */
export function useComments(ref: PostRef | null, { onNotice }: CommentsOptions): CommentsState {
  const [status, setStatus] = useState<CommentsState['status']>('loading');
  const [threads, setThreads] = useState<Thread[]>([]);
  const [nextOffset, setNextOffset] = useState<number | null>(null);
  const [older, setOlder] = useState<CommentsState['older']>('idle');
  const [round, setRound] = useState(0);
  const pendingLikes = useRef(new Set<number>());
  const latest = useRef({ ref, onNotice, threads, nextOffset, older });
  latest.current = { ref, onNotice, threads, nextOffset, older };
  const key = ref ? `${ref.ctx.type}:${'id' in ref.ctx ? ref.ctx.id : ''}:${ref.me}:${ref.postId}` : null;

  useEffect(() => {
    const current = latest.current.ref;
    if (!current) return;
    const controller = new AbortController();
    setStatus('loading');
    setThreads([]);
    setOlder('idle');
    listComments(current, 0, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setThreads(prependPage([], page));
        setNextOffset(page.next_offset ?? null);
        setStatus('ready');
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error');
      });
    return () => controller.abort();
  }, [key, round]);

  const loadOlder = useCallback(() => {
    const { ref: r, nextOffset: offset, older: state } = latest.current;
    if (!r || offset === null || state === 'loading') return;
    setOlder('loading');
    listComments(r, offset)
      .then((page) => {
        setThreads((ts) => prependPage(ts, page));
        setNextOffset(page.next_offset ?? null);
        setOlder('idle');
      })
      .catch(() => setOlder('error'));
  }, []);

  const loadOlderReplies = useCallback((commentId: number) => {
    const { ref: r, threads: ts } = latest.current;
    const thread = ts.find((t) => t.comment.id === commentId);
    if (!r || !thread || thread.more === 'loading') return;
    const setMore = (more: Thread['more']) => setThreads((list) => list.map((t) => (t.comment.id === commentId ? { ...t, more } : t)));
    setMore('loading');
    listReplies(r, commentId, thread.replies.length)
      .then((page) => {
        setThreads((list) =>
          list.map((t) => {
            if (t.comment.id !== commentId) return t;
            const known = new Set(t.replies.map((x) => x.id));
            const comment = { ...t.comment, children_counts: { ...t.comment.children_counts, reply: page.count } };
            return { comment, replies: [...page.results.filter((x) => !known.has(x.id)), ...t.replies], more: 'idle' };
          }),
        );
      })
      .catch(() => setMore('error'));
  }, []);

  const toggleLike = useCallback((item: Child) => {
    const r = latest.current.ref;
    if (!r || pendingLikes.current.has(item.id)) return;
    const wasLiked = isLiked(item);
    const kind = isReply(item) ? 'reply' : 'comment';
    const spot = { commentId: commentOf(item), replyId: isReply(item) ? item.id : null };
    pendingLikes.current.add(item.id);
    setThreads((ts) => mapItem(ts, item.id, (x) => withLike(x, !wasLiked, -1)));
    const call = wasLiked ? unlikeChild(r, spot).then(() => null) : likeChild(r, spot).then((like) => like.id);
    call
      .then((likeId) => setThreads((ts) => mapItem(ts, item.id, (x) => withLike(x, !wasLiked, likeId))))
      .catch((error: unknown) => {
        const failure = likeFailure(kind, wasLiked ? 'unlike' : 'like', error);
        if (failure.revert) setThreads((ts) => mapItem(ts, item.id, (x) => withLike(x, wasLiked, wasLiked ? (item.own_like_id ?? null) : null)));
        if (failure.message) latest.current.onNotice(failure.message);
      })
      .finally(() => pendingLikes.current.delete(item.id));
  }, []);

  const remove = useCallback(async (item: Child) => {
    const r = latest.current.ref;
    if (!r) return;
    await deleteChild(r, item.id, isReply(item) ? 'reply' : 'comment');
    setThreads((ts) => {
      if (!isReply(item)) return ts.filter((t) => t.comment.id !== item.id);
      return ts.map((t) =>
        t.replies.some((x) => x.id === item.id) ? { ...t, comment: withReplyCount(t.comment, -1), replies: t.replies.filter((x) => x.id !== item.id) } : t,
      );
    });
  }, []);

  const added = useCallback((item: Child) => {
    setThreads((ts) => {
      if (!isReply(item)) return ts.some((t) => t.comment.id === item.id) ? ts : [...ts, toThread(item as Comment)];
      const parent = commentOf(item);
      return ts.map((t) =>
        t.comment.id === parent && !t.replies.some((x) => x.id === item.id) ? { ...t, comment: withReplyCount(t.comment, 1), replies: [...t.replies, item as Reply] } : t,
      );
    });
  }, []);

  const replaced = useCallback((item: Child) => {
    setThreads((ts) =>
      mapItem(ts, item.id, (x) => {
        const next = { ...x, ...item };
        // The edit's answer may leave out the latest replies: the thread keeps its own.
        return isReply(x) ? next : ({ ...next, latest_children: (x as Comment).latest_children } as Comment);
      }),
    );
  }, []);

  const reload = useCallback(() => setRound((n) => n + 1), []);

  return {
    status: ref ? status : 'loading',
    threads,
    hasOlder: nextOffset !== null,
    older,
    loadOlder,
    reload,
    loadOlderReplies,
    toggleLike,
    remove,
    added,
    replaced,
  };
}
