/**
 * Every user-visible text of the feed feature (ARCHITECTURE Conventions: one messages.ts per feature).
 * Spec texts (events spec §2, §5, §7, §8) are exact and say where they come from; the rest is ours,
 * marked so. Texts shared with other features or the server have their one home in src/lib and are
 * only read here: image texts (image-texts.ts), workout texts (workout-rules.ts), the report flow's
 * (report.ts, used directly by the dialogs). Functions that pick a text (model/contexts.ts,
 * model/optimistic.ts likeFailure, model/composer-rules.ts) read it from here.
 *
 * Plain data: imports nothing but src/lib texts, so anything may import it (no React, no cycles).
 */
import { imageMessages } from '@/lib/image-texts';
import { POST_WORKOUT_TEXTS, WORKOUT_TEXTS } from '@/lib/workout-rules';

/** A comment's or reply's kind (schemas/reaction `kind`). */
type ChildKind = 'comment' | 'reply' | 'like';

// ---- the feed and its posts -------------------------------------------------------------------------

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

/** §8, exact: a feed's create, edit and load failures by context (model/contexts.ts picks one). */
export const contextMessages = {
  // §8 Posts and reactions ('RWB' is literal there); an event feed uses the general text.
  createFailed: {
    group: 'Unable to post to group.',
    challenge: 'Unable to post to challenge.',
    other: 'Unable to upload post to RWB Servers.',
  },
  // §8 Posts and reactions: a member's own feed (and the timeline), else a group, challenge or event feed.
  editFailed: {
    own: 'Unable to update post to RWB Servers.',
    other: 'Unable to update post.',
  },
  // §8 Posts and reactions (user, timeline), §8 Events (event), §8 Groups (group).
  loadFailed: {
    user: 'Error retrieving the user feed',
    event: 'There was an error retrieving the event feed.',
    group: 'An error occurred trying to retrieve the group feed. Please try again later.',
    other: 'There was an error retrieving your feed.',
  },
} as const;

/** §8 Posts and reactions, exact: like and unlike failures (model/optimistic.ts likeFailure). */
export const likeMessages = {
  alreadyLiked: "You've already liked this post. Please refresh your feed.",
  likeFailed: 'Error liking post. Please try again later.',
  alreadyUnliked: "You've already unliked this post or it was deleted. Please refresh your feed.",
  unlikeFailed: 'Error unliking post. Please try again later.',
  likeChildFailed: (kind: 'comment' | 'reply') => `Error liking the ${kind}.`,
  unlikeChildFailed: (kind: 'comment' | 'reply') => `Error unliking the ${kind}.`,
} as const;

/** The server's texts (§8 'Server-side', exact): recognised in its errors (model/optimistic.ts), never shown as such. */
export const SERVER_ALREADY_REACTED = 'You have already reacted to this post.';
export const SERVER_REACTION_NOT_FOUND = 'The reaction was not found.';

/** The §2 names of the post options menu's items (every PostMenuItem of model/permissions). */
export const menuLabels = {
  delete: 'Delete',
  edit: 'Edit',
  block: 'Block',
  report: 'Report',
  'remove-report': 'Remove & Report',
  'remove-report-user': 'Remove & Report User',
  pin: 'Pin Post',
  unpin: 'Remove Pin',
} as const;

/** The feed's and post card's names ('PINNED POST': §2 Post detail; the rest ours). */
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
  /** An image's alt text: `image` ('Image 1 of 3') and who posted it. */
  postedBy: (image: string, author: string) => `${image}, posted by ${author}`,
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

/** The /feed page's people search (§2 'search for people'); ours but the failure. */
export const peopleSearchText = {
  label: 'Search for people',
  searching: 'Searching…',
  none: 'No members found.',
  // Groups spec §8 (member search failure)
  failed: 'An error occurred trying to search users. Please try again later.',
  more: 'Load more people',
  results: 'People',
} as const;

// ---- the composer -----------------------------------------------------------------------------------

export const composerMessages = {
  // §5 / §8 exact
  emptyPost: 'Unable to upload an empty post!',
  emptyReaction: (kind: 'comment' | 'reply') => `Unable to post an empty ${kind}.`,
  tooManySelected: 'Maximum numbers of images for post has been reached. Please ensure you have no more than 10 images selected.',
  tooManyTotal: 'Maximum numbers of images for post has been reached.',
  imageTooLarge: imageMessages.tooLarge,
  postImageFailed: (product: string) => `Error uploading post image to ${product} Servers.`,
  imageFailed: imageMessages.uploadFailed,
  updatePostFailed: contextMessages.editFailed.own,
  updateFailed: contextMessages.editFailed.other,
  reactionFailed: (kind: 'comment' | 'reply') => `Unable to post your ${kind}. Please try again later.`,
  updateCommentFailed: 'Unable to update your comment. Please try again later.',
  deleteConfirm: feedMessages.deleteConfirm,
  blockConfirm: feedMessages.blockConfirm,
  blockFailed: feedMessages.blockFailed,
  // Ours (the spec gives no text); 1500 is model/composer-rules TEXT_MAX (its test checks both).
  tooLong: 'Text is limited to 1500 characters.',
  badType: imageMessages.badType,
} as const;

/**
 * The composer's names. §2 Post composer: the post dialog is titled 'Post', a comment or reply
 * composer by its kind; §7: a failed link preview reads 'Click to open link' (as the server answers
 * it). The rest is ours.
 */
export const composerLabels = {
  kind: { post: 'Post', comment: 'Comment', reply: 'Reply' },
  text: 'Post text',
  cancel: 'Cancel',
  save: 'Save',
  post: 'Post',
  addPost: 'Create post',
  addPhotos: 'Add photos',
  images: 'Selected images',
  image: (n: number) => `Image ${n}`,
  removeImage: (name: string) => `Remove ${name}`,
  /** Under a thumbnail, by its upload state (null: nothing). */
  imageStatus: { preparing: 'Preparing…', ready: null, uploading: 'Uploading…', uploaded: null, failed: 'Not uploaded' },
  progress: 'Upload progress',
  linkPreview: 'Link preview',
  removeLinkPreview: 'Remove link preview',
  linkFallbackDescription: 'Click to open link',
  mentions: 'Mention suggestions',
  searching: 'Searching…',
  suggestions: (n: number) => `${n} suggestions. Use the arrow keys to choose.`,
  /** A mentioned member with neither first nor last name. */
  unnamedMember: 'Member',
} as const;

/** The inline composer button of an embedded feed (ours). */
export const composerSlotText = { write: 'Write a post' } as const;

/**
 * A challenge post's workout fields (§5 'Challenge-post workout fields', exact): the texts live in
 * src/lib/workout-rules.ts (shared with Record Workout and the server); these are the ones the post's
 * fields use.
 */
export const workoutFieldMessages = {
  ...POST_WORKOUT_TEXTS,
  notNumber: WORKOUT_TEXTS.notNumber,
  wholeSteps: WORKOUT_TEXTS.wholeSteps,
} as const;

/** The workout fields' names (§5 'Challenge-post workout fields' names the fields; 'Share a workout' is ours). */
export const workoutFieldLabels = {
  share: 'Share a workout',
  workout: 'Workout',
  time: 'Time',
  miles: 'Miles',
  steps: 'Steps',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
} as const;

// ---- the post detail, its comments and the Likes screen ---------------------------------------------

/** The post detail ('See Previous Comments': §2 Post detail; the rest ours). */
export const postDetailLabels = {
  back: 'Back',
  loading: 'Loading post…',
  loadingComments: 'Loading comments…',
  comments: 'Comments',
  seePreviousComments: 'See Previous Comments',
  seePreviousReplies: 'See Previous Replies',
  retry: 'Try again',
  likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  commentCount: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  deleteTitle: (kind: ChildKind) => (kind === 'reply' ? 'Delete Reply' : 'Delete Comment'),
  deleteConfirm: (kind: ChildKind) => `Are you sure you want to delete your ${kind === 'reply' ? 'reply' : 'comment'}?`,
  deleteFailed: (kind: ChildKind) => `Unable to delete your ${kind === 'reply' ? 'reply' : 'comment'}. Please try again later.`,
  delete: 'Delete',
  cancel: 'Cancel',
  /** The detail's region. */
  postBy: (name: string) => `Post by ${name}`,
} as const;

/** §8 Posts and reactions ('Comments'), exact: the post could not be read again (the detail goes back). */
export const detailTexts = {
  postMissing: 'Error refreshing post. Post not found. Please try again later',
} as const;

/** §8 Posts and reactions ('Comments'), exact: a page of comments or replies failed. */
export const commentTexts = {
  moreFailed: 'Error loading more comments. Please try again later',
} as const;

/** A comment or reply (ours). */
export const commentLabels = {
  like: 'Like',
  reply: 'Reply',
  edited: 'Edited',
  options: 'Options',
  edit: 'Edit',
  delete: 'Delete',
  report: 'Report',
  likes: (n: number) => (n === 1 ? '1 like' : `${n} likes`),
  image: (kind: string, i: number, n: number) => `${kind === 'reply' ? 'Reply' : 'Comment'} image ${i} of ${n}`,
  anonymous: 'Anonymous Member',
  /** The comment's or reply's region. */
  by: (kind: string, name: string) => `${kind === 'reply' ? 'Reply' : 'Comment'} by ${name}`,
} as const;

/** A comment's options menu (every CommentMenuItem of model/permissions). */
export const commentMenuLabels = { edit: commentLabels.edit, delete: commentLabels.delete, report: commentLabels.report } as const;

/** The Likes screen (§2 'Page not found', §8 'Error fetching {post|comment} likes user list'; the rest ours). */
export const likesTexts = {
  title: 'Likes',
  back: 'Back',
  notFound: 'Page not found',
  postFailed: 'Error fetching post likes user list',
  commentFailed: 'Error fetching comment likes user list',
  loading: 'Loading likes…',
  empty: 'No likes yet.',
  loadMore: 'Load more likes',
  retry: 'Try again',
} as const;
