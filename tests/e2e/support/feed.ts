// Test-side helpers for feeds: fresh members with their tokens, posts written through the real API,
// and a post card found by its text.
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';
import type { Api } from './api';

/** A fresh member, logged in through the API (the token for direct calls). */
export async function member(api: Api) {
  const m = await api.createMember();
  const token = await api.login(m.email, m.password);
  return { ...m, token };
}

/** A post on the member's own feed; its id. */
export async function post(api: Api, who: { id: number; token: string }, text: string): Promise<number> {
  const r = await api.json<{ data: { id: number } }>(`/api/v1/user/${who.id}/user_feed`, { method: 'POST', token: who.token, body: JSON.stringify({ text, media: [] }) });
  expect(r.status).toBe(201);
  return r.body.data.id;
}

export const postCard = (scope: Locator, text: string) => scope.locator('article.post').filter({ hasText: text });
