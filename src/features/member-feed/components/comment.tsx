/**
 * One comment or reply (events spec §2 Post detail, §3 Comment or reply, §6): avatar, name, relative
 * time, the content as React text with its links, image thumbnails, the link preview as text, the
 * Edited marker, the like toggle and count, Reply, and the options (Edit and Delete for the author,
 * Report for others), and a comment's thread (its replies, 'See Previous Replies'). Presentation only:
 * every action is a callback. User text is never HTML.
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { relativeTime } from '@/lib/dates';
import { $config } from '@/store/config';
import { Avatar } from '@/ui/avatar';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { MenuButton, type MenuItem } from '@/ui/menu-button';
import { personName } from '@/ui/person-row';
import { RouteLink } from '@/ui/route-link';
import { isOwnHost, splitLinks } from '../model/links';
import { canLike, canReply, commentMenu, type CommentMenuItem, type FeedViewer } from '../model/permissions';
import type { FeedContext } from '../model/contexts';
import { hasOlderReplies, isLiked, likesOf, type Child, type Thread } from '../hooks/use-comments';
import { commentLabels, commentMenuLabels } from '../messages';

/** Text with its links as anchors (our own site in the same tab, others in a new one). */
export function LinkedText({ text }: { text: string }) {
  const { apiBase } = useStore($config);
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <>
      {splitLinks(text).map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : isOwnHost(s.href, origin, apiBase) ? (
          <a key={i} href={s.href}>
            {s.text}
          </a>
        ) : (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.text}
          </a>
        ),
      )}
    </>
  );
}

/** A link preview as plain text: title, description, address. */
export function PreviewCard({ og }: { og: { url?: string | null; title?: string | null; description?: string | null } }) {
  if (!og.url && !og.title) return null;
  const body = (
    <>
      {og.title && <strong className="og__title">{og.title}</strong>}
      {og.description && <span className="og__description">{og.description}</span>}
    </>
  );
  return (
    <div className="og" part="link-preview">
      {og.url && /^https?:\/\//i.test(og.url) ? (
        <a href={og.url} target="_blank" rel="noopener noreferrer">
          {body}
          <span className="og__url">{og.url}</span>
        </a>
      ) : (
        body
      )}
    </div>
  );
}

export interface CommentViewProps {
  item: Child;
  ctx: FeedContext;
  viewer: FeedViewer;
  /** Epoch ms for the relative time. */
  now: number;
  onLike(item: Child): void;
  /** Opens the reply composer for this item's comment. */
  onReply(item: Child): void;
  onMenu(item: Child, action: CommentMenuItem): void;
  /** Opens the Likes screen of this item; absent: the count is plain text. */
  onOpenLikes?(item: Child): void;
  /** Edit is offered (a composer exists to edit with); default true. */
  editable?: boolean;
  /** The composer editing this item, shown in place of its content. */
  editor?: ReactNode;
}

/** The author's name: a link to their profile unless it is anonymous. */
function Author({ item }: { item: Child }) {
  const anonymous = item.user.anonymous_profile === true;
  const name = anonymous ? commentLabels.anonymous : personName(item.user);
  return anonymous ? (
    <span className="comment__name">{name}</span>
  ) : (
    <RouteLink path={`/profile/${item.user.id}`} className="comment__name">
      {name}
    </RouteLink>
  );
}

export function CommentView({ item, ctx, viewer, now, onLike, onReply, onMenu, onOpenLikes, editable = true, editor }: CommentViewProps) {
  const menu = commentMenu(item.user.id, viewer, ctx).filter((key) => editable || key !== 'edit');
  const items: MenuItem<CommentMenuItem>[] = menu.map((key) => ({ key, label: commentMenuLabels[key] }));
  const likes = likesOf(item);
  const liked = isLiked(item);
  const media = item.media ?? [];
  return (
    <article className={`comment comment--${item.kind}`} part={item.kind} aria-label={commentLabels.by(item.kind, personName(item.user))}>
      <Avatar person={item.user} size="sm" />
      <div className="comment__body">
        <header className="comment__head">
          <Author item={item} />
          <time className="comment__time" dateTime={item.created_at}>
            {relativeTime(item.created_at, now)}
          </time>
          {item.edited && <span className="comment__edited">{commentLabels.edited}</span>}
          {items.length > 0 && <MenuButton icon label={commentLabels.options} id={`rwb-comment-menu-${item.id}`} items={items} onSelect={(key) => onMenu(item, key)} />}
        </header>
        {editor ?? (
          <>
            {item.content && (
              <p className="comment__text">
                <LinkedText text={item.content} />
              </p>
            )}
            {media.length > 0 && (
              <div className="comment__media">
                {media.map((m, i) => (
                  <img key={m.url} src={m.url} alt={commentLabels.image(item.kind, i + 1, media.length)} loading="lazy" />
                ))}
              </div>
            )}
            {item.open_graph && <PreviewCard og={item.open_graph} />}
          </>
        )}
        <footer className="comment__actions">
          {canLike(viewer) && (
            <Button variant="link" aria-pressed={liked} className="comment__like" onClick={() => onLike(item)}>
              {commentLabels.like}
            </Button>
          )}
          {likes > 0 && onOpenLikes ? (
            <Button variant="link" className="comment__likes" onClick={() => onOpenLikes(item)}>
              {commentLabels.likes(likes)}
            </Button>
          ) : (
            <span className="comment__likes">{commentLabels.likes(likes)}</span>
          )}
          {canReply(viewer) && (
            <Button variant="link" className="comment__reply" onClick={() => onReply(item)}>
              {commentLabels.reply}
            </Button>
          )}
        </footer>
      </div>
    </article>
  );
}

export interface ThreadViewProps {
  thread: Thread;
  view(item: Child): ReactNode;
  onOlder(): void;
  /** 'See Previous Replies' and the failure text of an older page. */
  olderLabel: string;
  olderFailed: string;
  /** The reply composer, when open. */
  children?: ReactNode;
}

/** A comment, 'See Previous Replies', its replies and the reply composer. */
export function ThreadView({ thread, view, onOlder, olderLabel, olderFailed, children }: ThreadViewProps) {
  return (
    <li className="thread" part="thread">
      {view(thread.comment)}
      {hasOlderReplies(thread) && (
        <Button variant="link" className="thread__older" busy={thread.more === 'loading'} onClick={onOlder}>
          {olderLabel}
        </Button>
      )}
      {thread.more === 'error' && <Alert variant="error">{olderFailed}</Alert>}
      {thread.replies.length > 0 && (
        <ul className="thread__replies">
          {thread.replies.map((r) => (
            <li key={r.id}>{view(r)}</li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}
