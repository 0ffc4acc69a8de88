import { CHAT_LIMITS, CHAT_TEXTS } from '@/lib/chat';
import { imageMessages } from '@/lib/image-texts';

/** The spec's texts for messaging (events spec §2 Messages, §5 Messaging, §8 Chat), then ours. */
export const messages = {
  ...CHAT_TEXTS,
  // §8 Chat
  createFailed: 'Unable to create chat channel.',
  listFailed: 'Unable to load chat list.',
  tokenFailed: 'Unable get channel token',
  loadMoreFailed: 'Unable to load more messages.',
  chatFailed: 'Failed to load the chat. Please try again.',
  // Ours
  loginForMessages: 'Log in to see your messages.',
  searchNeedsInput: 'Type a name to find members.',
  noMembersFound: 'No members found.',
  searchFailed: 'Unable to search members. Please try again.',
  noMessages: 'No messages yet. Say hello!',
  connecting: 'Connecting to chat…',
  reconnecting: 'Connection lost. Reconnecting…',
  linkDown: 'Live updates are paused. New messages are checked for every few seconds until the connection is back.',
  // Chat settings: §8 Chat, accounts §8 Blocking and Confirmations
  renameFailed: 'Failed to update the group name. Please try again.',
  addFailed: 'Unable to add members to chat.',
  leaveFailed: 'Failed to leave the chat. Please try again.',
  unblockFailed: 'There was a problem unblocking the user. Please try again.',
  blockFailed: 'Error blocking user.',
  blockConfirm: "You will not see messages from Blocked members. They won't be able to view your profile or posts.",
  blockDone: 'You have successfully blocked this user.',
  // Chat settings: ours
  renamed: 'Group name saved.',
  unblockDone: 'Member unblocked.',
  chatMissing: 'This chat is not in your list.',
} as const;

export const labels = {
  title: 'Messages',
  newChat: 'New chat',
  newChatTitle: 'New Chat',
  to: 'To:',
  create: 'Create',
  back: 'Back',
  retry: 'Retry',
  delete: 'Delete',
  send: 'Send',
  logIn: 'Log In',
  loading: 'Loading…',
  loadingChat: 'Loading chat…',
  sending: 'Sending…',
  message: 'Message',
  unread: 'Unread',
  chats: 'Chats',
  messagesList: 'Messages',
  chosen: 'Chosen members',
  remove: (name: string) => `Remove ${name}`,
  results: 'Members found',
  olderLoading: 'Loading older messages…',
  you: 'You',
  // Chat settings
  settings: 'Chat Settings',
  groupName: 'Group Name',
  save: 'Save',
  members: 'Members',
  memberCount: (n: number) => `${n}/${CHAT_LIMITS.membersMax}`,
  addMembers: 'Add Members',
  searchMembers: 'Search members',
  toAdd: 'Members to add',
  add: 'Add',
  unblock: 'UNBLOCK',
  block: 'Block',
  blockTitle: 'Block Member',
  leave: 'Leave Chat',
  leaveYes: 'Leave',
  reportChat: 'Report Chat',
  cancel: 'Cancel',
} as const;

/** The list's edit mode and the search page (§2 Messages, §4, §5, §8 Chat; accounts spec §8), then ours. */
export const listTexts = {
  // §4 'Chat state codes': the edit mode's options
  removeFromList: 'Remove From List',
  removeAndLeave: 'Remove and Leave Group',
  removeAndBlock: 'Remove and Block',
  // §5 Messaging, §9: the search
  searchMin: CHAT_TEXTS.searchMin,
  noResults: (query: string) => `No messages or chats with the search results "${query}"`,
  seeAll: 'See All',
  // Ours
  edit: 'Edit',
  remove: 'Remove',
  done: 'Done',
  cancel: 'Cancel',
  removeTitle: 'Remove chats',
  removeQuestion: (n: number) => (n === 1 ? 'Remove the chosen chat?' : `Remove the ${n} chosen chats?`),
  chosenCount: (n: number) => `${n} selected`,
  chooseHint: 'Choose the chats to remove.',
  removeFailed: 'Unable to remove the chats. Please try again.',
  search: 'Search',
  searchTitle: 'Search',
  searchChats: 'Chats',
  searchMessages: 'Messages',
  loadMore: 'Load more',
  searching: 'Searching…',
  searchFailed: 'Unable to search. Please try again.',
} as const;

/** The composer's images and tagging (§5 Messaging, §8 Chat; the image texts of src/lib/image-texts.ts), then ours. */
export const composerTexts = {
  // §5 Messaging
  tooManyImages: CHAT_TEXTS.tooManyImages,
  tooManyImagesTotal: CHAT_TEXTS.tooManyImagesTotal,
  imagesUnreadable: CHAT_TEXTS.imagesUnreadable,
  // §5 Posts and comments, §8 (one home for every image upload)
  tooLarge: imageMessages.tooLarge,
  uploadFailed: imageMessages.uploadFailed,
  // Ours
  addImages: 'Add images',
  images: 'Images to send',
  image: (n: number) => `Image ${n}`,
  removeImage: (n: number) => `Remove image ${n}`,
  imageCount: (n: number) => `${n}/${CHAT_LIMITS.mediaMax} images`,
  imageStatus: { preparing: 'Preparing…', ready: null, uploading: 'Uploading…', uploaded: null, failed: 'Not uploaded' },
  progress: 'Upload progress',
  mentions: 'Members to tag',
  searching: 'Searching…',
  suggestions: (n: number) => `${n} ${n === 1 ? 'member' : 'members'} to tag. Use the arrow keys to choose.`,
  unnamedMember: 'Member',
} as const;
