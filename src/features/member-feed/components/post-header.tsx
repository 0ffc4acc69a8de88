/**
 * A post's header (events spec §2 Post card, §3 Post): the poster's avatar and name (a link to their
 * profile unless anonymous), the sponsor-admin badge, the Eagle Leader star (with an accessible
 * label), the linked event / group / challenge, the relative time and the 'Edited' marker.
 */
import { relativeTime } from '@/lib/dates';
import { Avatar } from '@/ui/avatar';
import { RouteLink } from '@/ui/route-link';
import { feedLabels } from '../messages';
import type { FeedContext } from '../model/contexts';
import type { Post } from '../schemas/post';

/** 'Ana Lopez' ('Anonymous Member' comes from the server as the name). */
export function posterName(post: Post): string {
  return `${post.user.first_name ?? ''} ${post.user.last_name ?? ''}`.trim();
}

/** The event, group or challenge a post links to, unless the feed is that one's own. */
function linked(post: Post, ctx: FeedContext): { path: string; name: string } | null {
  const here = (type: FeedContext['type'], id: number) => ctx.type === type && 'id' in ctx && ctx.id === id;
  if (post.event && !here('event', post.event.id)) return { path: `/events/${post.event.id}`, name: post.event.name ?? '' };
  if (post.group && !here('group', post.group.id)) return { path: `/groups/${post.group.id}`, name: post.group.name ?? '' };
  if (post.challenge && !here('challenge', post.challenge.id)) return { path: `/challenges/${post.challenge.id}`, name: post.challenge.name ?? '' };
  return null;
}

export function PostHeader({ post, ctx, now }: { post: Post; ctx: FeedContext; now: number }) {
  const name = posterName(post);
  const user = post.user;
  const link = linked(post, ctx);
  return (
    <header className="post__header" part="post-header">
      <Avatar person={user} size="md" />
      <div className="post__who">
        <span className="post__name">
          {user.anonymous_profile ? (
            <strong>{name}</strong>
          ) : (
            <RouteLink path={`/profile/${user.id}`} className="post__author">
              {name}
            </RouteLink>
          )}
          {user.eagle_leader && (
            <span className="post__eagle" role="img" aria-label={feedLabels.eagleLeader} title={feedLabels.eagleLeader}>
              ★
            </span>
          )}
          {user.is_sponsor_admin && <span className="post__badge">{feedLabels.sponsorAdmin}</span>}
        </span>
        <span className="post__meta">
          {link && link.name && (
            <>
              <RouteLink path={link.path} className="post__linked">
                {link.name}
              </RouteLink>
              <span aria-hidden="true"> · </span>
            </>
          )}
          <time dateTime={post.time}>{relativeTime(post.time, now)}</time>
          {post.edited && <span className="post__edited"> · {feedLabels.edited}</span>}
        </span>
      </div>
    </header>
  );
}
