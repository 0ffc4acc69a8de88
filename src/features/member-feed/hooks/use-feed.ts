/**
 * The feed's container (events spec §2 Feed and posts, §4 Post): one hook for every context. It loads
 * the first page and the pinned post in parallel, pages by the last post id on scroll, keeps the
 * timeline's scope (national / my groups), and holds the FeedState (model/optimistic.ts) that the
 * post actions (use-post-actions.ts) change optimistically. The viewer comes from the session, the
 * profile and the facts the mounting view knows (group role, challenge membership, event host).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $groupsJoined, $profile } from '@/store/member';
import { $session } from '@/store/session';
import type { MoreStatus, PagedStatus } from '@/ui/use-paged-list';
import { getFeedPage, getPinnedPost, takeSettledFeed, type FeedPage, type SettledFeed } from '../api/posts';
import { isLastPage, nextOffset, type FeedContext, type PostId, type TimelineScope } from '../model/contexts';
import { appendPage, emptyFeed, getPost, prependPost, setPinnedPost, timeline, type FeedState } from '../model/optimistic';
import type { FeedViewer } from '../model/permissions';
import type { Post } from '../schemas/post';

/** What the view mounting the feed knows about the viewer (§6); the rest comes from the session. */
export interface FeedViewerFacts {
  /** Role in the context's group (null: not joined); default: the member's joined groups. */
  groupRole?: number | null;
  groupActive?: boolean;
  challengeJoined?: boolean;
  challengeAdmin?: boolean;
  eventHost?: boolean;
}

export type PostState = FeedState<Post>;

export interface FeedData {
  ctx: FeedContext;
  viewer: FeedViewer;
  /** The logged-in member's id (null: logged out, nothing is loaded). */
  me: number | null;
  /** The timeline without the pinned post (shown above it). */
  posts: Post[];
  pinned: Post | null;
  status: PagedStatus;
  more: MoreStatus;
  hasMore: boolean;
  error: unknown;
  loadMore(): void;
  reload(): void;
  scope: TimelineScope;
  setScope(scope: TimelineScope): void;
  /** The current state (also between renders, for the actions). */
  read(): PostState;
  /** Applies a change to the state at once (the actions' optimistic steps and their reverts). */
  apply(change: (state: PostState) => PostState): void;
  /** The composer's new post goes on top. */
  addPost(post: Post): void;
  /** An edited post (the server's answer) replaces its copy. */
  replacePost(post: Post): void;
}

/** The next page's offset: the server's `next`, else the page's last id unless the page was short. */
function nextOf(page: FeedPage): PostId | null {
  if (page.next !== null) return page.next;
  return isLastPage(page.posts) ? null : nextOffset(page.posts);
}

/** The first page's query of a context: the timeline sends its scope. */
const firstQuery = (ctx: FeedContext, scope: TimelineScope) => (ctx.type === 'timeline' ? { scope } : {});

/** Both parts of the first load in hand: the first render shows the feed, and nothing is asked. */
const complete = (s: SettledFeed): s is Required<SettledFeed> => s.page !== undefined && s.pinned !== undefined;

function contextKey(ctx: FeedContext): string {
  return ctx.type === 'timeline' ? 'timeline' : ctx.type === 'user' ? `user:${ctx.userId}` : `${ctx.type}:${ctx.id}`;
}

export function useFeed(ctx: FeedContext, facts: FeedViewerFacts = {}): FeedData {
  const session = useStore($session);
  const profile = useStore($profile);
  const joined = useStore($groupsJoined);
  const me = session?.userId ?? null;
  const [scope, setScope] = useState<TimelineScope>('national');
  const [round, setRound] = useState(0);
  // What already arrived for the first load (the element's first paint or prefetch), taken once: when
  // both parts are here the first render shows the feed (also rendered on the server, where no effect runs).
  const [settled] = useState<SettledFeed>(() => (me === null ? {} : takeSettledFeed(ctx, me, firstQuery(ctx, 'national'))));
  const inHand = useRef<SettledFeed | null>(settled);
  const [state, setState] = useState<PostState>(() => (complete(settled) ? setPinnedPost(appendPage(emptyFeed<Post>(), settled.page.posts), settled.pinned) : emptyFeed<Post>()));
  const [status, setStatus] = useState<PagedStatus>(() => (complete(settled) ? 'ready' : 'loading'));
  const [more, setMore] = useState<MoreStatus>('idle');
  const [error, setError] = useState<unknown>(undefined);
  const ref = useRef(state);
  const next = useRef<PostId | null>(complete(settled) ? nextOf(settled.page) : null);
  const generation = useRef(0);
  const key = contextKey(ctx);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  const apply = useCallback((change: (s: PostState) => PostState) => {
    const updated = change(ref.current);
    if (updated === ref.current) return;
    ref.current = updated;
    setState(updated);
  }, []);
  const read = useCallback(() => ref.current, []);

  // The first page and the pinned post, in parallel; a failed pinned post only leaves it out.
  useEffect(() => {
    const taken = inHand.current;
    inHand.current = null;
    if (taken && complete(taken)) return; // the first render showed them
    // Pages asked for an earlier context, scope or round are dropped.
    generation.current++;
    const reset = emptyFeed<Post>();
    ref.current = reset;
    setState(reset);
    setMore('idle');
    setError(undefined);
    next.current = null;
    if (me === null) {
      setStatus('idle');
      return;
    }
    setStatus('loading');
    const controller = new AbortController();
    const c = ctxRef.current;
    // A part already taken for the first render is used, not asked again.
    const page = taken?.page ? Promise.resolve(taken.page) : getFeedPage(c, me, firstQuery(c, scope), controller.signal);
    const pin = taken?.pinned !== undefined ? Promise.resolve(taken.pinned) : getPinnedPost(c, me, controller.signal).catch(() => null);
    Promise.all([page, pin])
      .then(([page, pinned]) => {
        if (controller.signal.aborted) return;
        next.current = nextOf(page);
        apply(() => setPinnedPost(appendPage(emptyFeed<Post>(), page.posts), pinned));
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setStatus('error');
      });
    return () => controller.abort();
  }, [key, me, scope, round, apply]);

  const loadMore = useCallback(() => {
    const offset = next.current;
    if (me === null || status !== 'ready' || more === 'loading' || offset === null) return;
    const gen = generation.current;
    const c = ctxRef.current;
    setMore('loading');
    getFeedPage(c, me, c.type === 'timeline' ? { offset, scope } : { offset })
      .then((page) => {
        if (gen !== generation.current) return;
        next.current = nextOf(page);
        apply((s) => appendPage(s, page.posts));
        setMore('idle');
      })
      .catch((failure: unknown) => {
        if (gen !== generation.current) return;
        setError(failure);
        setMore('error');
      });
  }, [me, status, more, scope, apply]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const addPost = useCallback((post: Post) => apply((s) => prependPost(s, post)), [apply]);
  const replacePost = useCallback(
    (post: Post) => apply((s) => (getPost(s, post.id) ? { ...s, posts: { ...s.posts, [String(post.id)]: post } } : s)),
    [apply],
  );

  const viewer = useMemo<FeedViewer>(() => {
    const roleFromStore = ctx.type === 'group' ? (joined.find((g) => g.group_id === ctx.id)?.role ?? null) : null;
    return {
      userId: me,
      anonymous: profile?.anonymous_profile === true,
      groupRole: facts.groupRole !== undefined ? facts.groupRole : roleFromStore,
      groupActive: facts.groupActive,
      challengeJoined: facts.challengeJoined,
      challengeAdmin: facts.challengeAdmin,
      eventHost: facts.eventHost,
    };
    // `ctx` is read through its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me, profile?.anonymous_profile, joined, key, facts.groupRole, facts.groupActive, facts.challengeJoined, facts.challengeAdmin, facts.eventHost]);

  const pinnedId = state.pinnedId;
  const pinned = pinnedId !== null ? (getPost(state, pinnedId) ?? null) : null;
  const posts = useMemo(() => timeline(state).filter((p) => pinnedId === null || String(p.id) !== String(pinnedId)), [state, pinnedId]);
  const hasMore = status === 'ready' && next.current !== null && !state.ended;

  return {
    ctx,
    viewer,
    me,
    posts,
    pinned,
    status,
    more,
    hasMore,
    error,
    loadMore,
    reload,
    scope,
    setScope,
    read,
    apply,
    addPost,
    replacePost,
  };
}
