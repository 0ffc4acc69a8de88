/**
 * The feed list's and post card's texts. Spec texts (events spec §2, §4, §8) are exact; the like
 * failures live in model/optimistic.ts (`likeMessages`), the load failures in model/contexts.ts
 * (`loadFailureMessage`), the report flow's in src/lib/report.ts. The rest is ours, marked so.
 */
import type { PostMenuItem } from './model/permissions';

export const feedMessages = {
  // §8 Posts and reactions
  blockFailed: 'Error blocking the post. Please try again later.',
  // §8 Groups and moderation
  unpinFailed: 'There is an error unpinning the post. Please try again later.',
  removePostFailed: 'There is an error removing the post from the group. Please try again later.',
  removedPost: 'Successfully removed post from the group',
  removedUser: 'Successfully removed user from the group',
  userAlreadyRemoved: 'This user has already been removed.',
  removeUserFailed: 'There is an error while removing user from the group. Please try again later.',
  // Confirmations (the task's texts)
  deleteConfirm: 'Are you sure you want to delete your post?',
  blockConfirm: 'Are you sure you want to block this post?',
  // Ours (the spec shows none)
  deleteFailed: 'Error deleting the post. Please try again later.',
  pinFailed: 'Unable to pin the post. Please try again later.',
  loginToSeeFeed: 'Log in to see the feed.',
  empty: 'No posts yet.',
  loading: 'Loading posts…',
} as const;

/** The §2 names of the post options menu's items. */
export const menuLabels: Readonly<Record<PostMenuItem, string>> = {
  delete: 'Delete',
  edit: 'Edit',
  block: 'Block',
  report: 'Report',
  'remove-report': 'Remove & Report',
  'remove-report-user': 'Remove & Report User',
  pin: 'Pin Post',
  unpin: 'Remove Pin',
};

export const feedLabels = {
  login: 'Log in',
  pinned: 'PINNED POST',
  edited: 'Edited',
  options: 'Post options',
  like: 'Like',
  likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  comments: (n: number) => (n === 1 ? '1 Comment' : `${n} Comments`),
  eagleLeader: 'Eagle Leader',
  sponsorAdmin: 'Sponsor Admin',
  feed: 'Posts',
  pinnedRegion: 'Pinned post',
  loadMore: 'Load more posts',
  retry: 'Try again',
  scope: 'Feed scope',
  national: 'National',
  myGroups: 'My Groups',
  cancel: 'Cancel',
  delete: 'Delete',
  block: 'Block',
  remove: 'Remove',
  removeReport: 'Remove & Report',
  removeReportUser: 'Remove & Report User',
  images: 'Images',
  image: (n: number, of: number) => `Image ${n} of ${of}`,
  openImage: (n: number, of: number) => `Open image ${n} of ${of}`,
  viewer: 'Images',
  previous: 'Previous image',
  next: 'Next image',
  openLink: 'Open link',
  workout: 'Workout',
  miles: 'Miles',
  steps: 'Steps',
  duration: 'Duration',
  at: 'at',
  in: 'in',
} as const;

/** The /feed page's welcome card (ours: the spec says only that registration lands on /feed with a newAccount indication). */
export const welcomeText = {
  title: (product: string) => `Welcome to ${product}!`,
  body: 'Your profile is ready. Find your people: search for members you know, join your chapter, and pick an event near you.',
  events: 'Find an event',
  groups: 'Join a group',
  dismiss: 'Dismiss',
} as const;

