import { CHAT_TEXTS } from '@/lib/chat';

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
} as const;
