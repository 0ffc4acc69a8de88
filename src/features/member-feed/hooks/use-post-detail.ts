/**
 * The post detail's container (events spec §2 Post detail, §4 Post, §8 'Comments'): the post (shown at
 * once from the feed's copy when given, then read again from the server), the viewer's rights, the
 * comments (use-comments), and the comment count: a comment added or deleted moves it by one at once,
 * then the post is read again and the server's count wins (the server counts replies too, so deleting
 * a comment with replies lowers it by more than one). A failed read says §8's text and goes back.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $groupsJoined, $profile } from '@/store/member';
import { $session } from '@/store/session';
import { useResource } from '@/ui/use-resource';
import { getPost, type PostRef } from '../api/reactions';
import { detailTexts } from '../messages';
import type { FeedContext, PostId } from '../model/contexts';
import type { FeedViewer } from '../model/permissions';
import type { Post } from '../schemas/post';
import { useComments, type Child, type CommentsState } from './use-comments';

export interface PostDetailInput {
  ctx: FeedContext;
  postId: PostId;
  /** The post's author (the route's /user/{userId}). */
  authorId: number;
  /** The feed's copy of the post (navigation state), shown while the post is read again. */
  initialPost?: Post | null;
  /** Go back; after a failed read it is called once with §8's text. */
  onBack(message?: string): void;
  /** Facts the stores do not hold (challenge admin, event host…), merged over the stores'. */
  viewer?: Partial<FeedViewer>;
}

export interface PostDetailState {
  status: 'loading' | 'ready' | 'missing';
  post: Post | null;
  viewer: FeedViewer;
  ref: PostRef | null;
  comments: CommentsState;
  /** A message for the member (a failed like, a sent report); null: none. */
  notice: string | null;
  setNotice(text: string | null): void;
  /** The composer created a comment or reply: count +1, then the server's count. */
  commentAdded(item: Child): void;
  /** Deletes an own comment or reply (after the confirmation): count -1, then the server's count. */
  deleteItem(item: Child): Promise<void>;
}

function withCommentDelta(post: Post, delta: number): Post {
  const comment = Math.max(0, (post.reaction_counts?.comment ?? 0) + delta);
  return { ...post, reaction_counts: { ...post.reaction_counts, comment } };
}

export function usePostDetail({ ctx, postId, authorId, initialPost, onBack, viewer: extra }: PostDetailInput): PostDetailState {
  const session = useStore($session);
  const profile = useStore($profile);
  const groups = useStore($groupsJoined);
  const me = session?.userId ?? null;
  const [notice, setNotice] = useState<string | null>(null);
  const backRef = useRef(onBack);
  backRef.current = onBack;

  const viewer = useMemo<FeedViewer>(() => {
    const groupRole = ctx.type === 'group' ? (groups.find((g) => g.group_id === ctx.id)?.role ?? null) : null;
    return { userId: me, anonymous: profile?.anonymous_profile === true, groupRole, ...extra };
  }, [ctx, groups, me, profile?.anonymous_profile, extra]);

  const ref = useMemo<PostRef | null>(() => (me === null ? null : { ctx, me, postId }), [ctx, me, postId]);
  const resource = useResource((signal) => getPost(authorId, postId, signal), [authorId, postId, me], {
    enabled: me !== null,
    classify: () => 'missing' as const,
  });
  const [missing, setMissing] = useState(false);
  const comments = useComments(ref, { onNotice: setNotice });

  const fail = useCallback(() => {
    setMissing(true);
    backRef.current(detailTexts.postMissing);
  }, []);

  useEffect(() => {
    if (resource.status === 'missing') fail();
  }, [resource.status, fail]);

  const { setData } = resource;
  const refresh = useCallback(
    (delta: number) => {
      setData((p) => withCommentDelta(p, delta));
      getPost(authorId, postId)
        .then((fresh) => setData(fresh))
        .catch(fail);
    },
    [authorId, postId, setData, fail],
  );

  const commentAdded = useCallback(
    (item: Child) => {
      comments.added(item);
      refresh(1);
    },
    // `comments.added` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refresh],
  );

  const deleteItem = useCallback(
    async (item: Child) => {
      await comments.remove(item);
      refresh(-1);
    },
    // `comments.remove` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [refresh],
  );

  const post = resource.data ?? initialPost ?? null;
  const status: PostDetailState['status'] = missing || resource.status === 'missing' ? 'missing' : resource.status === 'ready' ? 'ready' : post ? 'ready' : 'loading';
  return { status, post, viewer, ref, comments, notice, setNotice, commentAdded, deleteItem };
}
