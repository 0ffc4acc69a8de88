import { CHAT_TEXTS } from '@/lib/chat';

/** The texts of the actions on a conversation's messages (events spec §4 Messages, §6 Chat, §8 Chat), then ours. */
export const actionTexts = {
  // Spec
  blockedPlaceholder: 'click to view blocked message',
  blockedName: CHAT_TEXTS.blockedName,
  deletedName: CHAT_TEXTS.deletedName,
  deleted: CHAT_TEXTS.messageDeleted,
  edited: 'Edited',
  more: '...',
  // Ours
  actions: 'Actions',
  react: 'React',
  reply: 'Reply',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  editLabel: 'Edit message',
  cancelReply: 'Cancel reply',
  replyingTo: (name: string) => `Replying to ${name}`,
  quoteOf: (name: string) => `Reply to ${name}`,
  reactions: 'Reactions',
  deleteTitle: 'Delete message',
  deleteConfirm: 'Are you sure you want to delete this message?',
  reactionFailed: 'Unable to update your reaction. Please try again.',
  editFailed: 'Unable to edit the message. Please try again.',
  deleteFailed: 'Unable to delete the message. Please try again.',
  imageAlt: (n: number, total: number, name: string) => `Image ${n} of ${total} from ${name}`,
  imagesLabel: 'Images',
} as const;
