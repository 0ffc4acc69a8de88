import './platform';
// The HTTP client on this element's first load: its list asks for the member's chats as soon as it mounts.
import '@/lib/http-client';
import { defineElement } from '@/lib/define';
import { ChatInbox, type ChatInboxProps } from '@/features/chat-inbox';

export const tag = 'chat-inbox';

// The stream-chat SDK is not in this chunk: the feature imports it on demand (realtime.ts).
defineElement<ChatInboxProps>(tag, ChatInbox, {});

declare global {
  interface HTMLElementTagNameMap {
    'chat-inbox': HTMLElement;
  }
}
