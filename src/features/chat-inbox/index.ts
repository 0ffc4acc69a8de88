export { ChatInbox } from './components/chat-inbox';
export type { ChatInboxProps } from './components/chat-inbox';
