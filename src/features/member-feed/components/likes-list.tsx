/**
 * The Likes screen (events spec §2 Feed and posts: /feed/{postId}/{reactionType} and
 * /feed/{postId}/comment/{commentId}/{reactionType}; §8 'Error fetching {post|comment} likes user
 * list', 'Page not found'): the members who liked a post, a comment or a reply, 25 a page, each row
 * opening the member's profile. Only the reaction type 'like' exists; any other is 'Page not found'.
 */
import { useEffect } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { InfiniteList, infiniteListCss } from '@/ui/infinite-list';
import { PersonRow } from '@/ui/person-row';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import social from '@/ui/social.css?inline';
import { useShadowStyles } from '@/lib/styles';
import css from '../detail.css?inline';
import { useLikers, type Liker, type LikesTarget } from '../hooks/use-likers';
import { likesTexts } from '../messages';
import type { FeedContext, PostId } from '../model/contexts';

/** How long 'Page not found' shows before the screen goes back by itself (§2 'otherwise Page not found and go back'). */
export const NOT_FOUND_BACK_MS = 3000;

/** The route's reaction types the app has a screen for (§2: only 'like'). */
export function isSupportedReaction(type: string | null | undefined): boolean {
  return type === 'like';
}

export interface LikesListProps {
  ctx: FeedContext;
  postId: PostId;
  /** A comment's or reply's likes (the route's commentId); absent: the post's. */
  reactionId?: number | null;
  /** The route's reactionType (default 'like'). */
  reactionType?: string;
  onBack(): void;
  /** The shadow root to adopt the styles into; absent when the caller adopts them. */
  container?: ShadowRoot | HTMLElement;
}

export function LikesList({ ctx, postId, reactionId, reactionType = 'like', onBack, container }: LikesListProps) {
  useShadowStyles(container, tokens, ui, social, infiniteListCss, css);
  const supported = isSupportedReaction(reactionType);
  const target: LikesTarget = reactionId ? { kind: 'reaction', reactionId } : { kind: 'post', ctx, postId };
  const list = useLikers(target, supported);
  useEffect(() => {
    if (supported) return;
    const t = setTimeout(onBack, NOT_FOUND_BACK_MS);
    return () => clearTimeout(t);
  }, [supported, onBack]);
  const back = (
    <Button variant="link" className="likes__back" onClick={onBack}>
      {likesTexts.back}
    </Button>
  );
  if (!supported)
    return (
      <section className="likes" part="likes" aria-label={likesTexts.notFound}>
        {back}
        <Alert variant="error">{likesTexts.notFound}</Alert>
      </section>
    );
  const failed = target.kind === 'post' ? likesTexts.postFailed : likesTexts.commentFailed;
  return (
    <section className="likes" part="likes" aria-labelledby="rwb-likes-title">
      {back}
      <h2 id="rwb-likes-title">{likesTexts.title}</h2>
      <InfiniteList<Liker>
        {...list}
        className="rwb-people"
        label={likesTexts.title}
        getKey={(l) => l.id}
        renderItem={(l) => <PersonRow as="div" person={l.user} details={false} path={l.user.anonymous_profile ? undefined : `/profile/${l.user.id}`} />}
        texts={{ loading: likesTexts.loading, empty: likesTexts.empty, error: failed, loadMore: likesTexts.loadMore, retry: likesTexts.retry }}
      />
    </section>
  );
}
