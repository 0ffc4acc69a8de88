/**
 * One post of a feed (events spec §2 Post card): pinned banner, header, text with links, images,
 * link preview, workout summary, the like toggle with its count, the comment count (a link to the
 * post detail) and the options menu by role (§6). Presentation only: the feed's actions come in as
 * callbacks. User text is rendered as React text, never as HTML.
 */
import type { MouseEvent } from 'react';
import { RouteLink } from '@/ui/route-link';
import { feedLabels } from '../messages';
import { postRoute, type FeedContext } from '../model/contexts';
import { isLiked, likeCount } from '../model/optimistic';
import { canLike, postAuthorId, postMenu, type FeedViewer, type PostMenuItem } from '../model/permissions';
import type { Post } from '../schemas/post';
import { OpenGraphCard } from './open-graph-card';
import { PostHeader, posterName } from './post-header';
import { PostMedia } from './post-media';
import { PostMenu } from './post-menu';
import { PostText } from './post-text';
import { WorkoutSummary } from './workout-summary';

export interface PostCardProps {
  post: Post;
  ctx: FeedContext;
  viewer: FeedViewer;
  onLike(post: Post): void;
  /** A menu item chosen; without it the card has no options menu (the post detail: the feed's card has it). */
  onMenu?(post: Post, item: PostMenuItem): void;
  /** Opens the Likes screen from the like count (the post detail). */
  onOpenLikes?(post: Post): void;
  onOpenImage(post: Post, index: number): void;
  /** Opens the post detail; without it the comment link navigates to the post's route. */
  onOpenPost?(post: Post): void;
  /** For relative times (default: now). */
  now?: number;
}

/** The images of a post: `media`, else the single `media_url`. */
export function postImages(post: Post): string[] {
  if (post.media?.length) return post.media;
  return post.media_url ? [post.media_url] : [];
}

export function PostCard({ post, ctx, viewer, onLike, onMenu, onOpenLikes, onOpenImage, onOpenPost, now = Date.now() }: PostCardProps) {
  const authorId = postAuthorId(post) ?? post.user.id;
  const menu = postMenu({ verb: post.verb, authorId, is_pinned: post.is_pinned }, viewer, ctx);
  const liked = isLiked(post);
  const likes = likeCount(post);
  const comments = post.reaction_counts?.comment ?? 0;
  const images = postImages(post);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenPost) return;
    event.preventDefault();
    onOpenPost(post);
  };
  return (
    <article className={post.is_pinned ? 'post post--pinned' : 'post'} part="post" data-post-id={post.id} aria-label={posterName(post)}>
      {post.is_pinned && (
        <p className="post__pinned" part="pinned-banner">
          {feedLabels.pinned}
        </p>
      )}
      <div className="post__top">
        <PostHeader post={post} ctx={ctx} now={now} />
        {onMenu && <PostMenu items={menu} onSelect={(item) => onMenu(post, item)} />}
      </div>
      {post.text && <PostText text={post.text} />}
      <PostMedia media={images} author={posterName(post)} onOpen={(i) => onOpenImage(post, i)} />
      {post.open_graph && <OpenGraphCard og={post.open_graph} />}
      {post.workout && <WorkoutSummary workout={post.workout} />}
      <footer className="post__actions" part="post-actions">
        <button
          type="button"
          className="post__like"
          aria-pressed={liked}
          disabled={!canLike(viewer)}
          onClick={() => onLike(post)}
        >
          {feedLabels.like}
        </button>
        {onOpenLikes && likes > 0 ? (
          <button type="button" className="post__count post__count--link" onClick={() => onOpenLikes(post)}>
            {feedLabels.likes(likes)}
          </button>
        ) : (
          <span className="post__count">{feedLabels.likes(likes)}</span>
        )}
        <RouteLink className="post__comments" path={postRoute(ctx, post.id, authorId)} onClick={open}>
          {feedLabels.comments(comments)}
        </RouteLink>
      </footer>
    </article>
  );
}
