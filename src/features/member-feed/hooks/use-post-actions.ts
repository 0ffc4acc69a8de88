/**
 * What a member does to posts in a feed (events spec §2 post options menu, §4 Post, §8): like/unlike
 * (optimistic, reverted per `likeFailure`), delete and block after a confirmation (hidden at once,
 * restored on failure), pin/unpin, the group admin's Remove & Report and Remove & Report User, and the
 * report flow. Every failure is told through `notify` with the spec's text. The dialogs are state
 * here and markup in components/feed-dialogs.tsx.
 */
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/lib/http';
import { reportFailure } from '@/lib/report';
import { $config } from '@/store/config';
import {
  blockPost,
  deletePost,
  likePost,
  pinPost,
  removeGroupPost,
  removeGroupUser,
  reportPost,
  reportUser,
  unlikePost,
  unpinPost,
} from '../api/posts';
import type { PostId } from '../model/contexts';
import { getPost, hidePost, type HiddenPost, isLiked, likeFailure, restorePost, setLiked, setPinned, setPinnedPost } from '../model/optimistic';
import { postAuthorId, type PostMenuItem } from '../model/permissions';
import { feedMessages } from '../messages';
import type { Post } from '../schemas/post';
import type { FeedData, PostState } from './use-feed';

export type Notify = (message: string, variant: 'info' | 'success' | 'error') => void;

/** The confirmation or report dialog in view. */
export type FeedDialog = { kind: 'delete' | 'block' | 'report' | 'remove-report' | 'remove-report-user'; post: Post } | null;

export interface PostActions {
  toggleLike(id: PostId): void;
  /** A menu item chosen on a post. */
  choose(post: Post, item: PostMenuItem): void;
  dialog: FeedDialog;
  closeDialog(): void;
  /** Confirms the open delete, block or remove dialog. */
  confirm(): void;
  /** The report flow's send (report dialog). */
  submitReport(): Promise<unknown>;
  /** The post being edited (Edit chosen), for the composer slot. */
  editing: Post | null;
  stopEditing(): void;
}

const serverMessage = (error: unknown) => (isApiError(error) && error.message && !/^Response returned/.test(error.message) ? error.message : null);

/** Sets the member's own like on a post to the server's reaction (after the optimistic placeholder). */
function keepReaction(s: PostState, id: PostId, reaction: { id: number }): PostState {
  const post = getPost(s, id);
  if (!post || !isLiked(post)) return s;
  return { ...s, posts: { ...s.posts, [String(id)]: { ...post, own_reactions: { ...post.own_reactions, like: [{ id: reaction.id }] } } } };
}

export function usePostActions(feed: FeedData, notify: Notify): PostActions {
  const { ctx, me, apply, read } = feed;
  const [dialog, setDialog] = useState<FeedDialog>(null);
  const [editing, setEditing] = useState<Post | null>(null);
  const liking = useRef(new Set<string>());

  const toggleLike = useCallback(
    (id: PostId) => {
      const post = getPost(read(), id);
      if (me === null || !post || liking.current.has(String(id))) return;
      const wasLiked = isLiked(post);
      const op = wasLiked ? 'unlike' : 'like';
      liking.current.add(String(id));
      apply((s) => setLiked(s, id, !wasLiked));
      const call = wasLiked ? unlikePost(ctx, me, id) : likePost(ctx, me, id).then((r) => apply((s) => keepReaction(s, id, r)));
      call
        .catch((error: unknown) => {
          const failure = likeFailure('post', op, error);
          if (failure.revert) apply((s) => setLiked(s, id, wasLiked));
          if (failure.message) notify(failure.message, failure.revert ? 'error' : 'info');
        })
        .finally(() => liking.current.delete(String(id)));
    },
    [ctx, me, apply, read, notify],
  );

  /** Hides the post, runs `call`, and puts it back (with `failed`) when the call fails. */
  const hideWhile = useCallback(
    (id: PostId, call: () => Promise<unknown>, failed: string, succeeded?: string) => {
      let hidden: HiddenPost<Post> | null = null;
      apply((s) => {
        const out = hidePost(s, id);
        hidden = out.hidden;
        return out.state;
      });
      call()
        .then(() => {
          if (succeeded) notify(succeeded, 'success');
        })
        .catch(() => {
          apply((s) => restorePost(s, hidden));
          notify(failed, 'error');
        });
    },
    [apply, notify],
  );

  const pin = useCallback(
    (post: Post, on: boolean) => {
      const before = read().pinnedId;
      apply((s) => setPinned(s, on ? post.id : null));
      const call = on ? pinPost(ctx, post.id).then((p) => apply((s) => setPinnedPost(s, p))) : unpinPost(ctx, post.id);
      call.catch((error: unknown) => {
        apply((s) => setPinned(s, before));
        notify(on ? (serverMessage(error) ?? feedMessages.pinFailed) : feedMessages.unpinFailed, 'error');
      });
    },
    [ctx, apply, read, notify],
  );

  const choose = useCallback(
    (post: Post, item: PostMenuItem) => {
      if (item === 'edit') setEditing(post);
      else if (item === 'pin' || item === 'unpin') pin(post, item === 'pin');
      else setDialog({ kind: item === 'remove-report' ? 'remove-report' : item === 'remove-report-user' ? 'remove-report-user' : item, post });
    },
    [pin],
  );

  const confirm = useCallback(() => {
    const open = dialog;
    setDialog(null);
    if (!open || me === null) return;
    const { post } = open;
    const authorId = postAuthorId(post);
    switch (open.kind) {
      case 'delete':
        hideWhile(post.id, () => deletePost(ctx, me, post.id), feedMessages.deleteFailed);
        return;
      case 'block':
        hideWhile(post.id, () => blockPost(me, post.id), feedMessages.blockFailed);
        return;
      case 'remove-report': {
        if (ctx.type !== 'group') return;
        // The report needs a live post: it goes first; a failed report does not stop the removal.
        const run = () =>
          reportPost(ctx, post.id, authorId ?? post.user.id, me)
            .catch((error: unknown) => notify(reportFailure('group_post', $config.get().productName, error), 'error'))
            .then(() => removeGroupPost(ctx.id, post.id));
        hideWhile(post.id, run, feedMessages.removePostFailed, feedMessages.removedPost);
        return;
      }
      case 'remove-report-user': {
        if (ctx.type !== 'group' || authorId === null) return;
        reportUser(authorId, me)
          .catch((error: unknown) => notify(reportFailure('user', $config.get().productName, error), 'error'))
          .then(() => removeGroupUser(ctx.id, authorId))
          .then(
            () => notify(feedMessages.removedUser, 'success'),
            (error: unknown) => {
              // A ban whose membership is already gone counts as success (§8).
              if (isApiError(error) && error.status === 404) notify(feedMessages.userAlreadyRemoved, 'info');
              else notify(feedMessages.removeUserFailed, 'error');
            },
          );
        return;
      }
      default:
        return;
    }
  }, [dialog, ctx, me, hideWhile, notify]);

  const submitReport = useCallback(() => {
    const open = dialog;
    if (!open || me === null) return Promise.reject(new Error('Nothing to report.'));
    return reportPost(ctx, open.post.id, postAuthorId(open.post) ?? open.post.user.id, me);
  }, [dialog, ctx, me]);

  return {
    toggleLike,
    choose,
    dialog,
    closeDialog: useCallback(() => setDialog(null), []),
    confirm,
    submitReport,
    editing,
    stopEditing: useCallback(() => setEditing(null), []),
  };
}
