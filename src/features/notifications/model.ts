/**
 * Pure rules of the notifications list (accounts spec §7 Notifications): each verb's sentence and the
 * route its row opens, and who may be followed back. The server writes (server/routes/follows.ts,
 * feed/notify.ts, feed/reaction-notify.ts, events/notify.ts, chat/messages.ts, challenges/scores.ts):
 *   follow                 object 'user', no data
 *   update, cancel         object 'event', data {event_id, event_name}
 *   tag, post (posts)      object 'post', data {post_id, feed_type, feed_id, excerpt}
 *   like, comment, reply, like:comment, like:reply:reply_author, tag (in a comment)
 *                          object 'post', data {post_id, reaction_id, comment_id?, excerpt}
 *   chat_tag               object 'chat_message', data {channel_id, message_id, excerpt}
 *   badge                  no actor, object 'challenge', data {challenge_id, challenge_name, badge_name}
 */
import { personName } from '@/ui/person-row';
import { verbTexts } from './messages';
import type { Notification, NotificationActor } from './schemas';

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** 'Ana Lopez', or 'Someone' without an actor. */
export function actorName(actor: NotificationActor | null | undefined): string {
  return actor ? personName(actor) : verbTexts.someone;
}

/** The server shows an anonymous actor as 'Anonymous Member' without a photo (such a profile cannot be followed). */
export function isAnonymousActor(actor: NotificationActor | null | undefined): boolean {
  return !!actor && actor.first_name === 'Anonymous' && actor.last_name === 'Member' && !actor.profile_photo_url;
}

const isReaction = (n: Notification) => n.data.reaction_id !== undefined && n.data.reaction_id !== null;

/** The notice's sentence (no final period: it is a link's name). */
export function noticeText(n: Notification): string {
  const who = actorName(n.actor);
  const event = text(n.data.event_name) ?? verbTexts.anEvent;
  switch (n.verb) {
    case 'follow':
      return verbTexts.follow(who);
    case 'update':
      return verbTexts.update(who, event);
    case 'cancel':
      return verbTexts.cancel(who, event);
    case 'like':
      return verbTexts.like(who);
    case 'comment':
      return verbTexts.comment(who);
    case 'like:comment':
      return verbTexts.likeComment(who);
    case 'tag':
      return isReaction(n) ? verbTexts.tagComment(who) : verbTexts.tagPost(who);
    case 'post':
      return verbTexts.post(who);
    case 'chat_tag':
      return verbTexts.chatTag(who);
    case 'badge':
      return verbTexts.badge(text(n.data.badge_name), text(n.data.challenge_name) ?? verbTexts.aChallenge);
  }
  // The reply variants: 'reply', 'reply:…' and the likes of a reply ('like:reply:reply_author', …).
  if (n.verb.startsWith('like:reply')) return verbTexts.likeReply(who);
  if (n.verb.startsWith('reply')) return verbTexts.reply(who);
  if (n.verb.startsWith('like:')) return verbTexts.likeComment(who);
  if (n.verb.startsWith('comment')) return verbTexts.comment(who);
  return verbTexts.other(who);
}

/**
 * The author named in a post route. Posts' own notices carry the feed: a member's feed is its author's;
 * a tag or post notice is the actor's post. Likes and comments are on the member's own post. The others
 * (replies, likes of comments) do not say whose post it is: the post route reads the post by its id
 * whoever the path names, so the member's own id stands in.
 */
function postAuthor(n: Notification, me: number): number {
  const explicit = num(n.data.author_id);
  if (explicit) return explicit;
  if (n.data.feed_type === 'user' && num(n.data.feed_id)) return num(n.data.feed_id)!;
  if ((n.verb === 'tag' || n.verb === 'post') && !isReaction(n) && n.actor) return n.actor.id;
  return me;
}

function postRoute(n: Notification, me: number): string | null {
  const postId = num(n.data.post_id) ?? (n.object_type === 'post' ? num(n.object_id) : null);
  if (!postId) return null;
  const tail = `feed/${postId}/user/${postAuthor(n, me)}`;
  const feedId = num(n.data.feed_id);
  switch (feedId ? n.data.feed_type : null) {
    case 'group':
      return `/groups/${feedId}/${tail}`;
    case 'event':
      return `/events/${feedId}/${tail}`;
    case 'challenge':
      return `/challenges/${feedId}/${tail}`;
    default:
      return `/${tail}`;
  }
}

/** The route a notice opens, or null when it names nothing that can be opened. `me`: the member reading. */
export function noticeRoute(n: Notification, me: number): string | null {
  switch (n.verb) {
    case 'follow':
      return n.actor ? `/profile/${n.actor.id}` : null;
    case 'update':
    case 'cancel': {
      const id = num(n.data.event_id) ?? num(n.object_id);
      return id ? `/events/${id}` : null;
    }
    case 'badge': {
      const id = num(n.data.challenge_id) ?? num(n.object_id);
      return id ? `/challenges/${id}` : null;
    }
    case 'chat_tag': {
      const channel = text(n.data.channel_id);
      return channel ? `/messages/chats/${encodeURIComponent(channel)}` : null;
    }
  }
  if (n.object_type === 'post' || n.data.post_id !== undefined) return postRoute(n, me);
  return n.actor ? `/profile/${n.actor.id}` : null;
}

/** A follow notice whose actor can be followed back (not anonymous; not the member). */
export function canFollowBack(n: Notification, me: number): boolean {
  return n.verb === 'follow' && !!n.actor && n.actor.id !== me && !isAnonymousActor(n.actor);
}

/** The excerpt a post or chat notice quotes, if any. */
export function noticeExcerpt(n: Notification): string | null {
  return n.verb === 'follow' ? null : text(n.data.excerpt);
}
