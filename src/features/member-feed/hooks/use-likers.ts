/**
 * Who liked a post, a comment or a reply (events spec §2 'The Likes screen', §7 'Like lists read
 * next_page and reactions[].user'): pages of 25 through `next_page`, spread into <InfiniteList>.
 */
import { useStore } from '@nanostores/react';
import { $session } from '@/store/session';
import { usePagedList, type PagedList } from '@/ui/use-paged-list';
import { postLikers, reactionLikers } from '../api/reactions';
import type { FeedContext, PostId } from '../model/contexts';
import type { Likers } from '../schemas/reaction';

export type Liker = Likers['reactions'][number];

/** The likes of a post (in its feed context), or of a comment or reply (`reactionId`). */
export type LikesTarget = { kind: 'post'; ctx: FeedContext; postId: PostId } | { kind: 'reaction'; reactionId: number };

const targetKey = (t: LikesTarget) => (t.kind === 'post' ? `post:${t.ctx.type}:${'id' in t.ctx ? t.ctx.id : ''}:${t.postId}` : `reaction:${t.reactionId}`);

/** `enabled` false: nothing is loaded (an unsupported reaction type). */
export function useLikers(target: LikesTarget, enabled = true): PagedList<Liker> {
  const me = useStore($session)?.userId ?? null;
  return usePagedList<Liker, string>(
    async ({ cursor, signal }) => {
      const res =
        target.kind === 'post' ? await postLikers({ ctx: target.ctx, me: me ?? 0, postId: target.postId }, cursor, signal) : await reactionLikers(target.reactionId, cursor, signal);
      return { items: res.reactions, next: res.next_page || null };
    },
    [targetKey(target), me],
    { getKey: (l) => l.id, first: '', enabled: enabled && me !== null },
  );
}
