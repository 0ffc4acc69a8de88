/**
 * The notifications' texts. The spec names the verbs (accounts spec §7: follow, update, cancel, like,
 * comment, tag, post, like:comment, reply variants) but shows none of their wording: these are ours.
 */
export const labels = {
  title: 'Notifications',
  followBack: 'Follow Back',
  following: 'Following',
  loadMore: 'Load more notifications',
  retry: 'Try again',
  new: 'New',
} as const;

export const messages = {
  loading: 'Loading notifications…',
  empty: 'No notifications yet',
  loadFailed: 'Unable to load your notifications. Please try again later.',
  moreFailed: 'Unable to load more notifications. Please try again later.',
} as const;

/** One sentence per verb; `actor` is the member's name, the others come from the notice's data. */
export const verbTexts = {
  follow: (actor: string) => `${actor} started following you`,
  update: (actor: string, event: string) => `${actor} updated ${event}`,
  cancel: (actor: string, event: string) => `${actor} canceled ${event}`,
  like: (actor: string) => `${actor} liked your post`,
  comment: (actor: string) => `${actor} commented on your post`,
  reply: (actor: string) => `${actor} replied to your comment`,
  likeComment: (actor: string) => `${actor} liked your comment`,
  likeReply: (actor: string) => `${actor} liked your reply`,
  tagPost: (actor: string) => `${actor} tagged you in a post`,
  tagComment: (actor: string) => `${actor} tagged you in a comment`,
  post: (actor: string) => `${actor} posted in your event`,
  chatTag: (actor: string) => `${actor} mentioned you in a chat`,
  badge: (badge: string | null, challenge: string) => (badge ? `You earned the ${badge} badge in ${challenge}` : `You earned a badge in ${challenge}`),
  other: (actor: string) => `New activity from ${actor}`,
  /** The event or challenge when its name is missing. */
  anEvent: 'an event',
  aChallenge: 'a challenge',
  /** A notice whose actor is not named. */
  someone: 'Someone',
} as const;
