// Test-side helpers for chat: <chat-inbox> and a member's name as shown, chats made and messages
// sent through the real API (POST api/v1/channels, POST api/v1/messages/{uuid}).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Api, Member } from './api';

export const inbox = (page: Page) => page.locator('chat-inbox');
export const fullName = (m: Pick<Member, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`;

/** A chat made by the token's member with the others (one-to-one for one id); its id. */
export async function createChat(api: Api, token: string, ids: number[], isGroup = false): Promise<string> {
  const r = await api.json<{ channel_id: string }>('/api/v1/channels', { method: 'POST', token, body: JSON.stringify({ ids, isGroup }) });
  expect(r.status).toBeLessThan(300);
  return r.body.channel_id;
}

/** Two fresh members, their tokens, and their one-to-one chat made by A. */
export async function oneToOneChat(api: Api) {
  const a = await api.createMember();
  const b = await api.createMember();
  const tokenA = await api.login(a.email, a.password);
  const tokenB = await api.login(b.email, b.password);
  const chatId = await createChat(api, tokenA, [b.id]);
  return { a, b, tokenA, tokenB, chatId };
}

export interface SayOptions {
  /** The id of the message replied to. */
  replyTo?: string;
  /** Uploaded images' URLs. */
  media?: string[];
}

/** A message sent as the token's member, the response as it is (for refusals); `id` is the message's id. */
export async function sendRaw(api: Api, token: string, chatId: string, text: string, { replyTo, media = [] }: SayOptions = {}) {
  const id = randomUUID();
  const body = { text, channel_id: chatId, media, ...(replyTo ? { reply_message_id: replyTo } : {}) };
  const r = await api.json<{ error?: { code: string; message: string } }>(`/api/v1/messages/${id}`, { method: 'POST', token, body: JSON.stringify(body) });
  return { id, ...r };
}

/** A message sent as the token's member (201 expected); its id. */
export async function say(api: Api, token: string, chatId: string, text: string, opts: SayOptions = {}): Promise<string> {
  const r = await sendRaw(api, token, chatId, text, opts);
  expect(r.status).toBe(201);
  return r.id;
}
