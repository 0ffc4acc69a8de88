/**
 * The like of one post outside a feed (the post detail): optimistic, reverted with the §8 texts
 * (model/optimistic likeFailure), the server's like kept so the next unlike names it.
 */
import { useCallback, useRef, useState } from 'react';
import { likePost, unlikePost } from '../api/posts';
import type { FeedContext } from '../model/contexts';
import { emptyFeed, getPost, isLiked, likeFailure, prependPost, setLiked } from '../model/optimistic';
import type { Post } from '../schemas/post';

export interface PostLike {
  /** The post with the member's like as it stands now. */
  post: Post;
  toggle(): void;
  /** The last failure's text (or the 'already liked' note), null when none. */
  message: string | null;
  dismiss(): void;
}

type Choice = { liked: boolean; reaction?: { id: number } };

/** `post` with the member's like set to `choice` (its count moved when that changes it). */
function withChoice(post: Post, choice: Choice | null): Post {
  if (!choice) return post;
  return getPost(setLiked(prependPost(emptyFeed<Post>(), post), post.id, choice.liked, choice.reaction ?? { kind: 'like' }), post.id) ?? post;
}

/** `post` is the server's copy (read again after a comment); the like shown is the member's latest choice. */
export function usePostLike(ctx: FeedContext, me: number | null, post: Post): PostLike {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const busy = useRef(false);
  const shown = withChoice(post, choice);

  const toggle = useCallback(() => {
    if (me === null || busy.current) return;
    const was = isLiked(shown);
    const before = choice;
    busy.current = true;
    setMessage(null);
    setChoice({ liked: !was });
    const call = was ? unlikePost(ctx, me, shown.id).then(() => undefined) : likePost(ctx, me, shown.id);
    call
      .then((reaction) => {
        if (reaction) setChoice({ liked: true, reaction: { id: reaction.id } });
      })
      .catch((error: unknown) => {
        const failure = likeFailure('post', was ? 'unlike' : 'like', error);
        if (failure.revert) setChoice(before);
        setMessage(failure.message);
      })
      .finally(() => {
        busy.current = false;
      });
  }, [ctx, me, shown, choice]);

  return { post: shown, toggle, message, dismiss: () => setMessage(null) };
}
