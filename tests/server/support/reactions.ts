// Shared by the reaction tests (tests/server/routes/reactions*.test.ts): posts straight in the
// database, the reaction calls of a member, counters, notifications and uploaded comment images.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Member, TestServer } from './harness';

let png: Promise<Uint8Array> | null = null;
const PNG = () => (png ??= sharp({ create: { width: 20, height: 20, channels: 3, background: '#13294b' } }).png().toBuffer().then((b) => new Uint8Array(b)));

/** Helpers over the test file's server (`server()` is read on each call: it is made in beforeAll). */
export function reactionHelpers(server: () => TestServer) {
  /** A post straight in the database (the author's own feed unless told). */
  async function newPost(author: Member | number, over: { feed_type?: string; feed_id?: number; text?: string } = {}) {
    const id = typeof author === 'number' ? author : author.id;
    const { rows } = await server().db.query<{ id: number }>(`INSERT INTO posts (author_id, feed_type, feed_id, text) VALUES ($1, $2, $3, $4) RETURNING id`, [
      id,
      over.feed_type ?? 'user',
      over.feed_id ?? id,
      over.text ?? 'Morning ruck, 6 miles.',
    ]);
    return rows[0].id;
  }

  const base = (m: Member, postId: number | string) => `/api/v1/user/${m.id}/reactions/${postId}`;
  const add = (m: Member, postId: number | string, json: unknown, token: string | null = m.token) => server().call(base(m, postId), { method: 'POST', token, json });
  const edit = (m: Member, postId: number, id: number | string, json: unknown, token: string | null = m.token) =>
    server().call(`${base(m, postId)}/${id}`, { method: 'PUT', token, json });
  const remove = (m: Member, postId: number, id: number | string, json: unknown, token: string | null = m.token) =>
    server().call(`${base(m, postId)}/${id}`, { method: 'DELETE', token, json });
  const list = (m: Member, postId: number, query: string) => server().call(`${base(m, postId)}?${query}`, { token: m.token });

  const counts = async (postId: number) =>
    (await server().db.query<{ like_count: number; comment_count: number }>('SELECT like_count, comment_count FROM posts WHERE id = $1', [postId])).rows[0];
  const reactionCounts = async (id: number) =>
    (await server().db.query<{ like_count: number; reply_count: number }>('SELECT like_count, reply_count FROM reactions WHERE id = $1', [id])).rows[0];
  const notices = async (userId: number) =>
    (
      await server().db.query<{ verb: string; actor_id: number; object_id: string; data: Record<string, unknown> }>(
        `SELECT verb, actor_id, object_id, data FROM notifications WHERE user_id = $1 AND object_type = 'post' ORDER BY id`,
        [userId],
      )
    ).rows;
  const anonymise = (id: number) => server().db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [id]);
  const block = (blocker: Member, blocked: Member) => server().db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, blocked.id]);

  /** An image `m` uploaded with this intent; returns its public URL. */
  async function uploaded(m: Member, intent = 'comment') {
    const signed = await server().call('/api/v1/media', { token: m.token, json: { media_filename: 'pic.png', media_intent: intent } });
    const put = await server().call(signed.body.media_upload_url, { method: 'PUT', body: (await PNG()) as BodyInit, headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    return signed.body.url as string;
  }

  /** `n` fresh members, one after another (parallel logins would trip the per-IP login limit). */
  async function members(n: number) {
    const out: Member[] = [];
    for (let i = 0; i < n; i++) out.push(await server().createMember());
    return out;
  }

  return { newPost, base, add, edit, remove, list, counts, reactionCounts, notices, anonymise, block, uploaded, members };
}
