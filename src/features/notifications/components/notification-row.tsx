import { relativeTime } from '@/lib/dates';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { RouteLink } from '@/ui/route-link';
import { labels } from '../messages';
import { noticeExcerpt, noticeRoute, noticeText } from '../model';
import type { Notification } from '../schemas';

export interface FollowBackState {
  /** The member follows the actor now. */
  following: boolean;
  /** A follow or unfollow of the actor is under way. */
  pending: boolean;
  toggle(): void;
}

interface Props {
  notice: Notification;
  me: number;
  now: number;
  /** Follow Back on a follow notice (absent: no button). */
  followBack?: FollowBackState;
}

/**
 * One notice: the actor's avatar (a badge notice has none), the sentence as a link to its target,
 * the quoted excerpt, 'New' while it was unseen when the list opened, the relative time, and Follow Back.
 */
export function NotificationRow({ notice, me, now, followBack }: Props) {
  const sentence = noticeText(notice);
  const path = noticeRoute(notice, me);
  const excerpt = noticeExcerpt(notice);
  const textId = `rwb-notice-${notice.id}`;
  return (
    <article className={notice.seen ? 'notice' : 'notice notice--unseen'} part="notice" aria-labelledby={textId}>
      {notice.actor ? (
        <Avatar person={notice.actor} size="sm" />
      ) : (
        <span className="notice__icon" aria-hidden="true">
          ★
        </span>
      )}
      <div className="notice__body">
        {path ? (
          <RouteLink id={textId} path={path} className="notice__link">
            {sentence}
          </RouteLink>
        ) : (
          <span id={textId} className="notice__text">
            {sentence}
          </span>
        )}
        {excerpt && <q className="notice__excerpt">{excerpt}</q>}
        <span className="notice__meta">
          {!notice.seen && <span className="notice__new">{labels.new}</span>}
          <time dateTime={notice.time}>{relativeTime(notice.time, now)}</time>
        </span>
      </div>
      {followBack && (
        <Button
          className="notice__action"
          variant={followBack.following ? 'secondary' : 'primary'}
          aria-describedby={textId}
          disabled={followBack.pending}
          onClick={followBack.toggle}
        >
          {followBack.following ? labels.following : labels.followBack}
        </Button>
      )}
    </article>
  );
}
