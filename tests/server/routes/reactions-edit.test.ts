// Reactions: editing and deleting comments and replies (with their counters and notifications),
// the event feed's reaction calls, and reports of reactions (routes/reactions.ts, reports/targets.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';
import { createEvent } from '../support/events';
import { reactionHelpers } from '../support/reactions';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const { newPost, add, edit, remove, counts, reactionCounts, notices, anonymise, uploaded } = reactionHelpers(() => s);
const replyCount = async (id: number) => (await reactionCounts(id)).reply_count;

describe('editing', () => {
  it('the author edits content, media and tags (edited: true); absent fields stay; new tags are notified once', async () => {
    const me = await s.createMember();
    const a = await s.createMember();
    const b = await s.createMember();
    const postId = await newPost(me);
    const photo = await uploaded(me);
    const c = (await add(me, postId, { kind: 'comment', content: 'frist', media: [photo], tagged: [a.id] })).body;
    const r = await edit(me, postId, c.id, { kind: 'comment', content: 'first', tagged: [{ id: a.id }, { id: b.id }] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: c.id, content: 'first', edited: true, media: [{ url: photo, kind: 'image' }] });
    expect(r.body.tagged.map((t: { id: number }) => t.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect((await notices(a.id)).map((n) => n.verb)).toEqual(['tag']);
    expect((await notices(b.id)).map((n) => n.verb)).toEqual(['tag']);
    const cleared = await edit(me, postId, c.id, { kind: 'comment', media: [], tagged: [], open_graph: null });
    expect(cleared.body).toMatchObject({ content: 'first', media: [], tagged: [], open_graph: null });
    const empty = await edit(me, postId, c.id, { kind: 'comment', content: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe('Unable to post an empty comment.');
  });

  it('needs a comment or reply kind (Comment Kind is required); 401/403/404 rules', async () => {
    const me = await s.createMember();
    const other = await s.createMember();
    const postId = await newPost(me);
    const c = (await add(me, postId, { kind: 'comment', content: 'mine' })).body;
    const theirs = (await add(other, postId, { kind: 'comment', content: 'theirs' })).body;
    for (const body of [{ content: 'x' }, { kind: 'like', content: 'x' }, { kind: 'post', content: 'x' }]) {
      const r = await edit(me, postId, c.id, body);
      expect(r.status).toBe(422);
      expect(r.body.error).toMatchObject({ code: 'validation', message: 'Comment Kind is required' });
    }
    expect((await edit(me, postId, c.id, { kind: 'comment', content: 'x' }, null)).status).toBe(401);
    expect((await edit(me, postId, c.id, { kind: 'comment', content: 'x' }, other.token)).status).toBe(403);
    const notMine = await edit(me, postId, theirs.id, { kind: 'comment', content: 'hacked' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.message).toBe('You can only edit your own comment.');
    const wrongKind = await edit(me, postId, c.id, { kind: 'reply', content: 'x' });
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body.error.message).toBe('The reaction was not found.');
    expect((await edit(me, await newPost(me), c.id, { kind: 'comment', content: 'x' })).status).toBe(404);
    await anonymise(me.id);
    expect((await edit(me, postId, c.id, { kind: 'comment', content: 'x' })).status).toBe(403);
  });
});

describe('deleting', () => {
  it('deleting a comment removes its replies and likes, their notifications, and lowers the counts', async () => {
    const me = await s.createMember();
    const friend = await s.createMember();
    const postId = await newPost(friend);
    const c = (await add(me, postId, { kind: 'comment', content: 'doomed' })).body;
    const keep = (await add(me, postId, { kind: 'comment', content: 'keep' })).body;
    const reply = (await add(friend, postId, { kind: 'reply', comment_id: c.id, content: 'r' })).body;
    await add(friend, postId, { kind: 'like', comment_id: c.id });
    await add(me, postId, { kind: 'like', reply_id: reply.id });
    expect(await counts(postId)).toEqual({ like_count: 0, comment_count: 3 });
    expect((await notices(me.id)).length).toBe(2);

    const r = await remove(me, postId, c.id, { kind: 'comment' });
    expect(r.status).toBe(204);
    expect(await counts(postId)).toEqual({ like_count: 0, comment_count: 1 });
    const left = await s.db.query('SELECT id FROM reactions WHERE post_id = $1 ORDER BY id', [postId]);
    expect(left.rows).toEqual([{ id: keep.id }]);
    expect(await notices(me.id)).toEqual([]);
    expect((await notices(friend.id)).map((n) => n.data.reaction_id)).toEqual([keep.id]);
    const again = await remove(me, postId, c.id, { kind: 'comment' });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('The reaction was not found.');
  });

  it('deleting a reply lowers its comment’s and the post’s counts; only the author deletes; kind required', async () => {
    const me = await s.createMember();
    const other = await s.createMember();
    const postId = await newPost(me);
    const c = (await add(other, postId, { kind: 'comment', content: 'c' })).body;
    const reply = (await add(me, postId, { kind: 'reply', comment_id: c.id, content: 'r' })).body;
    expect((await remove(me, postId, reply.id, {})).body.error.message).toBe('Reaction Kind is required');
    expect((await remove(me, postId, reply.id, { kind: 'reply' }, null)).status).toBe(401);
    expect((await remove(me, postId, reply.id, { kind: 'reply' }, other.token)).status).toBe(403);
    const theirs = await remove(me, postId, c.id, { kind: 'comment' });
    expect(theirs.status).toBe(403);
    expect(theirs.body.error.message).toBe('You can only delete your own comment.');
    expect((await remove(me, postId, reply.id, { kind: 'comment' })).status).toBe(404);
    expect((await remove(me, postId, reply.id, { kind: 'reply' })).status).toBe(204);
    expect(await replyCount(c.id)).toBe(0);
    expect(await counts(postId)).toEqual({ like_count: 0, comment_count: 1 });
  });
});

describe('event feed reactions', () => {
  it('comments, lists and unlikes on an event feed’s posts; other posts are 404 there', async () => {
    const host = await s.createMember();
    await s.db.query('UPDATE users SET salesforce_contact_id = $2 WHERE id = $1', [host.id, `003EVT${String(host.id).padStart(12, '0')}`]);
    const guest = await s.createMember();
    const event = await createEvent(s, host);
    const postId = await newPost(host, { feed_type: 'event', feed_id: event.id });
    const userPost = await newPost(host);
    const path = (eventId: number, p: number) => `/api/v1/mobile_event/${eventId}/reactions/${p}`;
    expect((await s.call(path(event.id, postId), { method: 'POST', json: { kind: 'comment', content: 'x' } })).status).toBe(401);
    const r = await s.call(path(event.id, postId), { method: 'POST', token: guest.token, json: { kind: 'comment', content: 'See you there' } });
    expect(r.status).toBe(201);
    expect(r.body.user.id).toBe(guest.id);
    const like = await s.call(path(event.id, postId), { method: 'POST', token: guest.token, json: { kind: 'like' } });
    expect(like.status).toBe(201);
    const page = await s.call(`${path(event.id, postId)}?kind=comment`, { token: host.token });
    expect(page.body.results.map((x: { content: string }) => x.content)).toEqual(['See you there']);
    expect((await s.call(path(event.id, postId), { method: 'DELETE', token: guest.token, json: { kind: 'like' } })).status).toBe(204);
    expect(await counts(postId)).toEqual({ like_count: 0, comment_count: 1 });
    const edited = await s.call(`${path(event.id, postId)}/${r.body.id}`, { method: 'PUT', token: guest.token, json: { kind: 'comment', content: 'Running late' } });
    expect(edited.body.content).toBe('Running late');
    expect((await s.call(`${path(event.id, postId)}/${r.body.id}`, { method: 'DELETE', token: guest.token, json: { kind: 'comment' } })).status).toBe(204);

    for (const [eventId, p] of [[event.id, userPost], [event.id + 1000, postId], [99_999_999, postId]]) {
      const wrong = await s.call(path(eventId, p), { method: 'POST', token: guest.token, json: { kind: 'comment', content: 'x' } });
      expect(wrong.status).toBe(404);
      expect(wrong.body.error.message).toBe('Post not found.');
    }
  });
});

describe('reporting a reaction', () => {
  it('reports comments and replies (reply_id kept); a like is 422 Invalid Type; one’s own is 422; unknown 404', async () => {
    const me = await s.createMember();
    const other = await s.createMember();
    const postId = await newPost(other);
    const c = (await add(other, postId, { kind: 'comment', content: 'spam' })).body;
    const reply = (await add(other, postId, { kind: 'reply', comment_id: c.id, content: 'spam' })).body;
    const like = (await add(other, postId, { kind: 'like' })).body;
    const mine = (await add(me, postId, { kind: 'comment', content: 'mine' })).body;
    const report = (id: number, extra: Record<string, unknown> = {}) =>
      s.call(`/api/v1/report/user/${me.id}/reaction/${id}`, { token: me.token, json: { reporter: me.id, ...extra } });
    expect((await report(c.id)).status).toBe(201);
    const r = await report(reply.id, { reply_id: reply.id });
    expect(r.status).toBe(201);
    expect((await s.db.query('SELECT target_type, target_id, extra FROM reports WHERE id = $1', [r.body.id])).rows[0]).toEqual({
      target_type: 'reaction',
      target_id: String(reply.id),
      extra: { reply_id: reply.id },
    });
    const bad = await report(like.id);
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('Invalid Type, expecting the type post, comment, or reply');
    expect((await report(mine.id)).status).toBe(422);
    const missing = await report(99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('The reaction was not found.');
  });
});
