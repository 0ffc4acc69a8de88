/**
 * The post detail (events spec §2 Post detail, §4 Post, §6, §8 'Comments'): Back, the post (the
 * feed's PostCard through `renderPost`, else its author and text), its like and comment counts, 'See
 * Previous Comments', the comments with their latest replies and older ones on demand, likes, the
 * comment and reply composer (`renderComposer`, another part of the feature), edit, delete with a
 * confirmation, and Report. Data and actions come from usePostDetail.
 */
import { useState, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { infiniteListCss } from '@/ui/infinite-list';
import { personName } from '@/ui/person-row';
import { ReportDialog } from '@/ui/report-dialog';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import social from '@/ui/social.css?inline';
import { useShadowStyles } from '@/lib/styles';
import css from '../detail.css?inline';
import { reportChild } from '../api/reactions';
import type { FeedContext, PostId } from '../model/contexts';
import { canComment, type CommentMenuItem, type FeedViewer } from '../model/permissions';
import type { Post } from '../schemas/post';
import { commentOf, type Child } from '../hooks/use-comments';
import { usePostDetail, type PostDetailInput, type PostDetailState } from '../hooks/use-post-detail';
import { commentTexts, detailTexts, postDetailLabels } from '../messages';
import { CommentView, LinkedText, ThreadView } from './comment';

/** What the comment / reply composer slot receives. */
export interface ComposerSlotProps {
  kind: 'comment' | 'reply';
  /** The comment a reply belongs to (also when editing a reply or a comment: the comment's id); null for a new comment. */
  commentId: number | null;
  /** The comment or reply being edited. */
  edit?: Child;
  ctx: FeedContext;
  postId: PostId;
  /** Who writes (the composer's own checks). */
  viewer: FeedViewer;
  /** Done: `saved` is the server's reaction after a post or an edit; absent when cancelled. */
  onDone(saved?: Child): void;
}

/** The Likes screen to open: the post's (`reactionId` absent) or a comment's / reply's. */
export interface LikesRequest {
  postId: PostId;
  reactionId?: number;
}

export interface PostDetailProps extends PostDetailInput {
  /** The shadow root to adopt the styles into (the element's); absent when the caller adopts them. */
  container?: ShadowRoot | HTMLElement;
  /** The post itself (the feed's PostCard, with its like and comment counts); default: its author and text, and the counts. */
  renderPost?(post: Post, viewer: FeedViewer): ReactNode;
  /** The comment / reply composer; absent: no composer (and no Edit). */
  renderComposer?(props: ComposerSlotProps): ReactNode;
  /** Opens a Likes screen; absent: like counts are plain text. */
  onOpenLikes?(request: LikesRequest): void;
}

/** Shown when no `renderPost` is given: the author's name and the text, as React text. */
function FallbackPost({ post }: { post: Post }) {
  return (
    <div className="post-detail__post" part="post">
      <strong className="post-detail__poster">{personName(post.user)}</strong>
      {post.text && (
        <p className="post-detail__text">
          <LinkedText text={post.text} />
        </p>
      )}
    </div>
  );
}

type Dialog = { type: 'delete' | 'report'; item: Child } | null;

export function PostDetail({ container, renderPost, renderComposer, onOpenLikes, ...input }: PostDetailProps) {
  useShadowStyles(container, tokens, ui, forms, social, infiniteListCss, css);
  const state = usePostDetail(input);
  const { post, notice, setNotice } = state;

  // One Back button for every state (the focus stays on it while the post loads).
  const page = (body: ReactNode, label?: string) => (
    <div className="post-detail" part="post-detail" role={label ? 'region' : undefined} aria-label={label}>
      <Button variant="link" className="post-detail__back" onClick={() => input.onBack()}>
        {postDetailLabels.back}
      </Button>
      {body}
    </div>
  );
  if (state.status === 'missing') return page(<Alert variant="error">{detailTexts.postMissing}</Alert>);
  if (!post) return page(<p role="status">{postDetailLabels.loading}</p>);

  const likes = post.reaction_counts?.like ?? 0;
  return page(
    <>
      {notice && (
        <Alert variant="error" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {renderPost ? renderPost(post, state.viewer) : <FallbackPost post={post} />}
      {!renderPost && (
        <p className="post-detail__counts" part="counts">
          {likes > 0 && onOpenLikes ? (
            <Button variant="link" onClick={() => onOpenLikes({ postId: post.id })}>
              {postDetailLabels.likes(likes)}
            </Button>
          ) : (
            <span>{postDetailLabels.likes(likes)}</span>
          )}
          <span className="post-detail__comment-count">{postDetailLabels.commentCount(post.reaction_counts?.comment ?? 0)}</span>
        </p>
      )}
      <Comments state={state} renderComposer={renderComposer} onOpenLikes={onOpenLikes} />
    </>,
    postDetailLabels.postBy(personName(post.user)),
  );
}

interface CommentsProps {
  state: PostDetailState;
  renderComposer?: PostDetailProps['renderComposer'];
  onOpenLikes?: PostDetailProps['onOpenLikes'];
}

/** The comments, their composers and the delete / report dialogs. */
function Comments({ state, renderComposer, onOpenLikes }: CommentsProps) {
  const { comments, viewer } = state;
  const { ctx, postId } = state.ref ?? { ctx: null, postId: null };
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const now = Date.now();
  if (!ctx || postId === null) return null;

  const composer = (props: Omit<ComposerSlotProps, 'ctx' | 'postId' | 'viewer'>) => renderComposer?.({ ...props, ctx, postId, viewer });
  const onMenu = (item: Child, action: CommentMenuItem) => {
    if (action === 'edit') setEditing(item.id);
    else {
      setError(null);
      setDialog({ type: action, item });
    }
  };
  const confirmDelete = async (item: Child) => {
    setBusy(true);
    setError(null);
    try {
      await state.deleteItem(item);
      setDialog(null);
    } catch {
      setError(postDetailLabels.deleteFailed(item.kind));
    } finally {
      setBusy(false);
    }
  };

  const view = (item: Child) => (
    <CommentView
      item={item}
      ctx={ctx}
      viewer={viewer}
      now={now}
      editable={!!renderComposer}
      onLike={comments.toggleLike}
      onReply={(x) => setReplyTo(commentOf(x))}
      onMenu={onMenu}
      onOpenLikes={onOpenLikes && ((x) => onOpenLikes({ postId, reactionId: x.id }))}
      editor={
        editing === item.id
          ? composer({
              kind: item.kind === 'reply' ? 'reply' : 'comment',
              commentId: commentOf(item),
              edit: item,
              onDone: (saved) => {
                if (saved) comments.replaced(saved);
                setEditing(null);
              },
            })
          : undefined
      }
    />
  );

  return (
    <section className="comments" part="comments" aria-label={postDetailLabels.comments}>
      {sent && (
        <Alert variant="success" onDismiss={() => setSent(null)}>
          {sent}
        </Alert>
      )}
      {comments.status === 'loading' && <p role="status">{postDetailLabels.loadingComments}</p>}
      {comments.status === 'error' && (
        <Alert variant="error">
          {commentTexts.moreFailed}{' '}
          <Button variant="link" onClick={comments.reload}>
            {postDetailLabels.retry}
          </Button>
        </Alert>
      )}
      {comments.hasOlder && (
        <Button variant="link" className="comments__older" busy={comments.older === 'loading'} onClick={comments.loadOlder}>
          {postDetailLabels.seePreviousComments}
        </Button>
      )}
      {comments.older === 'error' && <Alert variant="error">{commentTexts.moreFailed}</Alert>}
      {comments.threads.length > 0 && (
        <ul className="comments__list">
          {comments.threads.map((t) => (
            <ThreadView
              key={t.comment.id}
              thread={t}
              view={view}
              olderLabel={postDetailLabels.seePreviousReplies}
              olderFailed={commentTexts.moreFailed}
              onOlder={() => comments.loadOlderReplies(t.comment.id)}
            >
              {replyTo === t.comment.id &&
                composer({
                  kind: 'reply',
                  commentId: t.comment.id,
                  onDone: (saved) => {
                    if (saved) state.commentAdded(saved);
                    setReplyTo(null);
                  },
                })}
            </ThreadView>
          ))}
        </ul>
      )}
      {canComment(viewer) && composer({ kind: 'comment', commentId: null, onDone: (saved) => saved && state.commentAdded(saved) })}
      {dialog?.type === 'delete' && (
        <ConfirmDialog
          title={postDetailLabels.deleteTitle(dialog.item.kind)}
          message={postDetailLabels.deleteConfirm(dialog.item.kind)}
          confirmLabel={postDetailLabels.delete}
          cancelLabel={postDetailLabels.cancel}
          destructive
          busy={busy}
          error={error}
          onConfirm={() => void confirmDelete(dialog.item)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog?.type === 'report' && viewer.userId !== null && (
        <ReportDialog
          target="reaction"
          onSubmit={() => reportChild(dialog.item.user.id, dialog.item.id, viewer.userId!, dialog.item.kind === 'reply' ? dialog.item.id : null)}
          onReported={(message) => {
            setDialog(null);
            setSent(message);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
