/**
 * The profile's Message button (accounts spec §6, §8): starts the one-to-one chat with the member
 * (POST api/v1/channels answers the existing chat of the pair) and opens it — in the <chat-inbox> on
 * this page, else through navigate() ('/messages/chats/{id}': the standalone shell routes it in
 * place, a CMS page loads the route's URL). The chat feature is not imported: features stay apart.
 */
import { z } from 'zod/mini';
import { CHAT_TEXTS } from '@/lib/chat';
import { api, isApiError } from '@/lib/http';
import { getRouter, navigate } from '@/store/navigation';

export const messageTexts = {
  /** Events spec §8 Chat ('uses server detail if present': the blocked and anonymous refusals, §8 accounts). */
  createFailed: 'Unable to create chat channel.',
  blocked: CHAT_TEXTS.blocked,
} as const;

const CreatedSchema = z.looseObject({ channel_id: z.string() });

/** POST api/v1/channels {ids: [other], isGroup: false}: the one-to-one chat's id (new or existing). */
export async function startChat(other: number): Promise<string> {
  return (await api('api/v1/channels', { method: 'POST', body: { ids: [other], isGroup: false }, schema: CreatedSchema })).channel_id;
}

/** What a failed start shows: the server's refusal (blocked, anonymous) when it gives one, else the spec's text. */
export function startChatError(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.message ? error.message : messageTexts.createFailed;
}

/** The chat route of the inbox. */
export const chatRoute = (id: string) => `/messages/chats/${encodeURIComponent(id)}`;

/** Opens the chat: in the page's <chat-inbox> (its hash sub-page) when there is one outside the shell, else by navigate(). */
export function openChat(id: string, source: EventTarget | null): void {
  const inbox = typeof document === 'undefined' ? null : document.querySelector('chat-inbox');
  if (inbox && !getRouter()) {
    location.hash = chatRoute(id);
    inbox.scrollIntoView?.({ block: 'start' });
    return;
  }
  navigate(chatRoute(id), { source });
}
