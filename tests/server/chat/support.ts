// Shared by the chat server tests: members without the API (bulk), chats, messages and the
// chat_events rows a write left.
import { randomUUID } from 'node:crypto';
import type { Member, TestServer } from '../support/harness';

/** Plain members straight in the database (no token): for filling a group chat. */
export async function plainMembers(s: TestServer, n: number, first = 'Bulk'): Promise<number[]> {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO users (email, first_name, last_name, email_verified, profile_completed)
     SELECT 'chat-' || gen_random_uuid() || '@example.com', $2 || g, 'Member', true, true FROM generate_series(1, $1) AS g RETURNING id`,
    [n, first],
  );
  return rows.map((r) => r.id);
}

export async function named(s: TestServer, m: { id: number }, first: string, last = 'Tester'): Promise<void> {
  await s.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [m.id, first, last]);
}

export async function block(s: TestServer, blocker: number, blocked: number): Promise<void> {
  await s.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [blocker, blocked]);
}

export async function makeAnonymous(s: TestServer, id: number, anonymous = true): Promise<void> {
  await s.db.query('UPDATE users SET anonymous_profile = $2 WHERE id = $1', [id, anonymous]);
}

export function createChat(s: TestServer, m: Member | null, ids: number[], isGroup = false, name?: string) {
  return s.call('/api/v1/channels', { token: m?.token ?? null, json: { ids, isGroup, ...(name !== undefined ? { name } : {}) } });
}

/** Creates a chat and returns its id (fails the test on another answer). */
export async function chatOf(s: TestServer, m: Member, ids: number[], isGroup = false, name?: string): Promise<string> {
  const r = await createChat(s, m, ids, isGroup, name);
  if (r.status !== 201 && r.status !== 200) throw new Error(`create chat → ${r.status} ${r.text}`);
  return r.body.channel_id;
}

export function send(s: TestServer, m: Member | null, channelId: string, text: string, extra: Record<string, unknown> = {}, id: string = randomUUID()) {
  return s.call(`/api/v1/messages/${id}`, { token: m?.token ?? null, json: { text, channel_id: channelId, ...extra } });
}

/** Sends and returns the message id. */
export async function sent(s: TestServer, m: Member, channelId: string, text: string): Promise<string> {
  const r = await send(s, m, channelId, text);
  if (r.status !== 201) throw new Error(`send → ${r.status} ${r.text}`);
  return r.body.id;
}

export interface EventRow {
  type: string;
  message_id: string | null;
  user_id: number | null;
  data: Record<string, unknown>;
}

/** The chat's events after `after` (a seq), in order. */
export async function eventsOf(s: TestServer, channelId: string, after = 0): Promise<EventRow[]> {
  const { rows } = await s.db.query<EventRow>('SELECT type, message_id, user_id, data FROM chat_events WHERE channel_id = $1 AND seq > $2 ORDER BY seq', [channelId, after]);
  return rows;
}

export async function lastSeq(s: TestServer): Promise<number> {
  const { rows } = await s.db.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM chat_events');
  return Number(rows[0].seq ?? 0);
}

export async function stateOf(s: TestServer, channelId: string, userId: number): Promise<string | null> {
  const { rows } = await s.db.query<{ state: string }>('SELECT state FROM chat_members WHERE channel_id = $1 AND user_id = $2', [channelId, userId]);
  return rows[0]?.state ?? null;
}

export const patchMember = (s: TestServer, m: Member | null, channelId: string, userId: number, json: unknown) =>
  s.call(`/api/v1/channels/${channelId}/members/${userId}`, { method: 'PATCH', token: m?.token ?? null, json });
