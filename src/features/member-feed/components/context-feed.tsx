/**
 * A feed with everything around it, for any context: the list (Feed) with its post composer, and the
 * feed's sub-pages — a post with its comments (PostDetail) and the Likes screens — opened in place and
 * mirrored in the address (`#/feed/{postId}/user/{userId}` on a CMS page, the path in the shell), so
 * reload and Back work. The elements mount this: <member-feed> (timeline), <event-detail> (the event's
 * feed), <profile-view> (a member's feed); groups and challenges in their issues.
 *
 * The list stays mounted (hidden) under a sub-page: Back shows it as it was — its loaded pages, the
 * scroll position and the focus on the control that opened the post — without asking again.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { useHashView } from '@/ui/use-hash-view';
import type { FeedViewerFacts } from '../hooks/use-feed';
import { usePostLike } from '../hooks/use-post-like';
import type { FeedContext } from '../model/contexts';
import { canLike, type FeedViewer } from '../model/permissions';
import { feedBase, feedViewPath, parseFeedView, type FeedView } from '../model/routes';
import type { Post } from '../schemas/post';
import { Feed } from './feed';
import { ImageViewer } from './image-viewer';
import { PostCard } from './post-card';
import { PostComposerSlot } from './post-composer-slot';
import { useSubPageFocus } from '@/ui/use-sub-page-focus';
import type { ComposerSlotProps } from './post-detail';

// The post's page, its Likes and the composer load when first opened.
const PostDetail = lazy(() => import('./post-detail').then((m) => ({ default: m.PostDetail })));
const LikesList = lazy(() => import('./likes-list').then((m) => ({ default: m.LikesList })));
const Composer = lazy(() => import('./composer').then((m) => ({ default: m.Composer })));

export interface ContextFeedProps extends FeedViewerFacts {
  context: FeedContext;
  container?: ShadowRoot | HTMLElement;
  /** The /feed page: a floating add button; elsewhere an inline 'Write a post' button. */
  floatingComposer?: boolean;
  /** A challenge's unit (its workout fields require a time for minutes). */
  requiredUnit?: string | null;
  /** The element whose reserved height the feed keeps until its first page shows (Feed's `reserveFor`). */
  reserveFor?: string;
}

/** The post of the detail page, with its like and image viewer; its options menu is the feed card's. */
function DetailPost({ ctx, viewer, post, onOpenLikes }: { ctx: FeedContext; viewer: FeedViewer; post: Post; onOpenLikes(): void }) {
  const like = usePostLike(ctx, viewer.userId ?? null, post);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      {like.message && (
        <Alert variant="error" onDismiss={like.dismiss}>
          {like.message}
        </Alert>
      )}
      <PostCard post={like.post} ctx={ctx} viewer={viewer} onLike={like.toggle} onOpenImage={(_, index) => setViewing(index)} onOpenLikes={onOpenLikes} />
      {viewing !== null && <ImageViewer post={like.post} start={viewing} canLike={canLike(viewer)} onLike={like.toggle} onClose={() => setViewing(null)} />}
    </>
  );
}

function ReactionComposer({ p }: { p: ComposerSlotProps }) {
  return (
    <Suspense fallback={null}>
      <Composer
        context={p.ctx}
        kind={p.kind}
        postId={p.postId}
        commentId={p.commentId ?? undefined}
        edit={p.edit}
        viewer={p.viewer}
        onDone={(saved) => p.onDone(saved as Parameters<ComposerSlotProps['onDone']>[0])}
        onCancel={() => p.onDone()}
      />
    </Suspense>
  );
}

export function ContextFeed({ context, container, floatingComposer = false, requiredUnit, reserveFor, ...facts }: ContextFeedProps) {
  const base = feedBase(context);
  const hash = useHashView(base, { fromPath: (path) => (path.startsWith(base) ? path.slice(base.length) || null : null) });
  const page = parseFeedView(hash.view);
  const open = (view: FeedView) => hash.open(feedViewPath(view));
  const focus = useSubPageFocus(hash.view);

  let sub: ReactNode = null;
  if (page?.kind === 'likes') {
    sub = <LikesList container={container} ctx={context} postId={page.postId} reactionId={page.commentId} reactionType={page.reactionType} onBack={hash.back} />;
  } else if (page?.kind === 'post') {
    sub = (
      <PostDetail
        container={container}
        ctx={context}
        postId={page.postId}
        authorId={page.authorId}
        viewer={facts}
        onBack={hash.back}
        onOpenLikes={({ postId, reactionId }) => open({ kind: 'likes', postId: Number(postId), commentId: reactionId ?? null, reactionType: 'like' })}
        renderPost={(post, viewer) => (
          <DetailPost ctx={context} viewer={viewer} post={post} onOpenLikes={() => open({ kind: 'likes', postId: post.id, commentId: null, reactionType: 'like' })} />
        )}
        renderComposer={(p) => <ReactionComposer p={p} />}
      />
    );
  }
  return (
    <>
      {sub && (
        <div ref={focus.subPage} className="feed-subpage" key={hash.view}>
          <Suspense fallback={null}>{sub}</Suspense>
        </div>
      )}
      <div ref={focus.list} className="feed-main" hidden={sub !== null}>
        <Feed
          context={context}
          container={container}
          reserveFor={reserveFor}
          {...facts}
          onOpenPost={(post) => open({ kind: 'post', postId: post.id, authorId: post.user.id })}
          renderComposer={(slot) => <PostComposerSlot slot={slot} floating={floatingComposer} requiredUnit={requiredUnit} />}
        />
      </div>
    </>
  );
}
