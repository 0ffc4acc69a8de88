// Feed posts (routes/feed.ts, server/feed/*): writing to a member's own feed and to group, challenge
// and event timelines; the payload's rules and texts; edit, delete, read one, block; notifications.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { createEvent, setAttendance, syncedMember } from '../support/events';

let s: TestServer;
let PNG: Uint8Array;
beforeAll(async () => {
  s = await createTestServer();
  PNG = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#13294b' } }).png().toBuffer());
});
afterAll(() => s?.close());

const userFeed = (m: Member, json: unknown, token: string | null = m.token) => s.call(`/api/v1/user/${m.id}/user_feed`, { method: 'POST', token, json });
const edit = (m: Member, postId: number, json: unknown, token: string | null = m.token) =>
  s.call(`/api/v1/user/${m.id}/user_feed/${postId}`, { method: 'PUT', token, json });
const remove = (m: Member, postId: number, token: string | null = m.token) => s.call(`/api/v1/user/${m.id}/user_feed/${postId}`, { method: 'DELETE', token });
const readOne = (viewer: Member, authorId: number, postId: number) => s.call(`/api/v1/user/${authorId}/user_feed/${postId}`, { token: viewer.token });
const timelinePost = (kind: string, id: number, m: Member | null, json: unknown) => s.call(`/api/v1/${kind}/${id}/timeline`, { method: 'POST', token: m?.token ?? null, json });

async function newGroup(active = true, type = 'activity') {
  const { rows } = await s.db.query<{ id: number }>('INSERT INTO groups (type, name, active) VALUES ($1, $2, $3) RETURNING id', [type, `Group ${Math.random()}`, active]);
  return rows[0].id;
}
const join = (groupId: number, userId: number, role = 0) => s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, $3)', [groupId, userId, role]);
async function newChallenge(groupId: number | null = null, createdBy: number | null = null) {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO challenges (name, start_date, end_date, required_unit, group_id, created_by) VALUES ('Ruck 100', '2026-01-01', '2026-12-31', 'miles', $1, $2) RETURNING id`,
    [groupId, createdBy],
  );
  return rows[0].id;
}
const participate = (challengeId: number, userId: number) => s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [challengeId, userId]);
const anonymise = (id: number) => s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [id]);
const notices = async (userId: number) =>
  (await s.db.query<{ verb: string; actor_id: number; object_id: string; data: Record<string, unknown> }>(
    'SELECT verb, actor_id, object_type, object_id, data FROM notifications WHERE user_id = $1 AND object_type = $2 ORDER BY id',
    [userId, 'post'],
  )).rows;

/** Uploads a real image for `m` with `intent` and returns its public URL. */
async function upload(m: Member, intent = 'post') {
  const signed = await s.call('/api/v1/media', { token: m.token, json: { media_filename: 'photo.png', media_intent: intent } });
  const put = await s.call(signed.body.media_upload_url, { method: 'PUT', body: PNG as BodyInit, headers: { 'content-type': 'image/png' } });
  expect(put.status).toBe(200);
  return signed.body.url as string;
}

describe('POST api/v1/user/{id}/user_feed', () => {
  it('creates a post and answers the Post (201), text stored as given', async () => {
    const a = await s.createMember();
    const r = await userFeed(a, { text: '<b>Ruck</b> & run', open_graph: { url: 'https://example.org/x', title: 'X', description: 'd', image_url: 'https://example.org/x.png' } });
    expect(r.status).toBe(201);
    const p = r.body.data;
    expect(p).toMatchObject({
      user: { id: a.id, first_name: 'Test', last_name: 'Member', profile_photo_url: null, is_sponsor_admin: false, anonymous_profile: false, eagle_leader: false, eagle_leader_info: null },
      actor: `user:${a.id}`,
      verb: 'post',
      foreign_id: `post:${p.id}`,
      object: `post:${p.id}`,
      origin: `user:${a.id}`,
      text: '<b>Ruck</b> & run',
      media: [],
      media_url: null,
      tagged: [],
      event: null,
      event_id: null,
      group: null,
      group_id: null,
      challenge: null,
      challenge_id: null,
      open_graph: { url: 'https://example.org/x', title: 'X', description: 'd', image_url: 'https://example.org/x.png' },
      workout: null,
      is_pinned: false,
      edited: false,
      own_reactions: { like: [] },
      reaction_counts: { like: 0, comment: 0 },
    });
    expect(new Date(p.time).toISOString()).toBe(p.time);
  });

  it('401 without a token, 403 for another member, 403 anonymous, 404 unknown member id', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    expect((await userFeed(a, { text: 'x' }, null)).status).toBe(401);
    expect((await userFeed(a, { text: 'x' }, await s.clientToken())).body.error.code).toBe('insufficient_scope');
    const wrong = await userFeed(a, { text: 'x' }, b.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe('You can only post to or change your own feed.');
    await anonymise(b.id);
    const anon = await userFeed(b, { text: 'x' });
    expect(anon.status).toBe(403);
    expect(anon.body.error).toEqual({ code: 'anonymous_profile', message: 'Anonymous users cannot post in feeds.' });
    expect((await s.call('/api/v1/user/0/user_feed', { token: a.token, json: { text: 'x' } })).status).toBe(404);
  });

  it('422: empty post, text over 1500, more than 10 images, unknown field, bad link, unknown tag', async () => {
    const a = await s.createMember();
    const empty = await userFeed(a, { text: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toBe('Unable to upload an empty post!');
    const long = await userFeed(a, { text: 'x'.repeat(1501) });
    expect(long.body.error.fields).toEqual({ text: 'Post text cannot be longer than 1500 characters.' });
    expect((await userFeed(a, { text: 'x'.repeat(1500) })).status).toBe(201);
    const many = await userFeed(a, { text: 'x', media: Array.from({ length: 11 }, (_, i) => `http://localhost/media/post/${i}`) });
    expect(many.body.error.fields.media).toBe('Maximum numbers of images for post has been reached. Please ensure you have no more than 10 images selected.');
    expect((await userFeed(a, { text: 'x', colour: 'red' })).body.error.fields).toEqual({ colour: 'Unknown field.' });
    const link = await userFeed(a, { text: 'x', open_graph: { url: 'javascript:alert(1)' } });
    expect(link.body.error.fields).toEqual({ 'open_graph.url': 'Must be an http(s) URL.' });
    const tag = await userFeed(a, { text: 'x', tagged: [99_999_999] });
    expect(tag.status).toBe(422);
    expect(tag.body.error.fields).toEqual({ tagged: 'This member does not exist.' });
  });

  it('accepts only images the author uploaded for a post to our media store', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    const mine = await upload(a);
    const r = await userFeed(a, { media: [mine] });
    expect(r.status).toBe(201);
    expect(r.body.data.media).toEqual([mine]);
    expect(r.body.data.media_url).toBe(mine);
    for (const bad of [await upload(b), await upload(a, 'profile'), 'https://evil.example/media/post/x.png', mine.replace('http://localhost', 'https://evil.example')]) {
      const refused = await userFeed(a, { text: 'x', media: [mine, bad] });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({ 'media.1': 'This image was not uploaded for a post by you.' });
    }
    const signedOnly = await s.call('/api/v1/media', { token: a.token, json: { media_filename: 'p.png', media_intent: 'post' } });
    expect((await userFeed(a, { media: [signedOnly.body.url] })).status).toBe(422);
  });

  it('tag_everyone on one’s own feed is 403', async () => {
    const a = await s.createMember();
    const r = await userFeed(a, { text: 'hi', tag_everyone: true });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe('Only group admins or moderators, or the event host, can tag everyone.');
  });

  it('tags members: stored, serialised, notified once (not the author, not anonymous, not across a block)', async () => {
    const a = await s.createMember();
    const [b, c, anon, blocker] = await Promise.all([s.createMember(), s.createMember(), s.createMember(), s.createMember()]);
    await anonymise(anon.id);
    await s.call(`/api/v1/user/${blocker.id}/block/${a.id}`, { method: 'POST', token: blocker.token });
    const r = await userFeed(a, { text: 'with @b', tagged: [b.id, b.id, a.id, anon.id, blocker.id] });
    expect(r.status).toBe(201);
    const postId = r.body.data.id;
    expect(r.body.data.tagged.map((t: { id: number }) => t.id).sort()).toEqual([a.id, b.id, anon.id, blocker.id].sort());
    expect(r.body.data.tagged.find((t: { id: number }) => t.id === anon.id)).toEqual({ id: anon.id, first_name: 'Anonymous', last_name: 'Member' });
    expect(await notices(b.id)).toEqual([
      { verb: 'tag', actor_id: a.id, object_type: 'post', object_id: String(postId), data: { post_id: postId, feed_type: 'user', feed_id: a.id, excerpt: 'with @b' } },
    ]);
    for (const m of [a, anon, blocker]) expect(await notices(m.id)).toEqual([]);
    // An edit that adds c notifies c only.
    expect((await edit(a, postId, { tagged: [b.id, c.id] })).status).toBe(200);
    expect(await notices(b.id)).toHaveLength(1);
    expect(await notices(c.id)).toHaveLength(1);
  });
});

describe('PUT and DELETE api/v1/user/{id}/user_feed/{postId}', () => {
  it('the author edits (edited = true, omitted fields kept) and deletes a post in any feed', async () => {
    const a = await s.createMember();
    const g = await newGroup();
    await join(g, a.id);
    const created = await timelinePost('group', g, a, { text: 'first', open_graph: { url: 'https://example.org' } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const r = await edit(a, id, { text: 'second' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id, text: 'second', edited: true, open_graph: { url: 'https://example.org' }, group_id: g, origin: `group:${g}` });
    expect((await edit(a, id, { open_graph: null })).body.data.open_graph).toBeNull();
    expect((await edit(a, id, { text: '' })).body.error.message).toBe('Unable to upload an empty post!');
    expect((await remove(a, id)).status).toBe(204);
    expect((await readOne(a, a.id, id)).status).toBe(404);
    expect((await remove(a, id)).status).toBe(404);
    expect((await edit(a, id, { text: 'again' })).status).toBe(404);
  });

  it('401, 403 for another member or a post by someone else, 404 unknown, 422 bad body, 403 anonymous, event status posts', async () => {
    const a = await s.createMember();
    const b = await s.createMember();
    const id = (await userFeed(a, { text: 'mine' })).body.data.id;
    expect((await edit(a, id, { text: 'x' }, null)).status).toBe(401);
    expect((await remove(a, id, null)).status).toBe(401);
    expect((await edit(a, id, { text: 'x' }, b.token)).status).toBe(403);
    expect((await remove(a, id, b.token)).status).toBe(403);
    const notMine = await edit(b, id, { text: 'x' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.message).toBe('You can only change your own posts.');
    expect((await remove(b, id)).status).toBe(403);
    expect((await edit(a, 99_999_999, { text: 'x' })).status).toBe(404);
    expect((await remove(a, 99_999_999)).body.error.message).toBe('Post not found.');
    expect((await edit(a, id, { text: 'x'.repeat(1501) })).status).toBe(422);
    expect((await edit(a, id, { workout: { miles: 1 } })).body.error.fields).toEqual({ workout: 'A workout can only be shared in a challenge feed.' });
    const status = await s.db.query<{ id: number }>(`INSERT INTO posts (author_id, feed_type, feed_id, verb, text) VALUES ($1, 'user', $1, 'event', 'Event canceled') RETURNING id`, [a.id]);
    expect((await edit(a, status.rows[0].id, { text: 'x' })).status).toBe(403);
    expect((await remove(a, status.rows[0].id)).status).toBe(403);
    await anonymise(a.id);
    expect((await edit(a, id, { text: 'x' })).body.error.code).toBe('anonymous_profile');
  });
});

describe('POST api/v1/group/{id}/timeline', () => {
  it('members of an active group post (group link); others, inactive groups and anonymous members 403; unknown group 404', async () => {
    const [admin, member, outsider] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const g = await newGroup();
    await join(g, admin.id, 2);
    await join(g, member.id);
    const r = await timelinePost('group', g, member, { text: 'hi group' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ group_id: g, group: { id: g, type: 'activity' }, origin: `group:${g}` });
    expect((await timelinePost('group', g, null, { text: 'x' })).status).toBe(401);
    const out = await timelinePost('group', g, outsider, { text: 'x' });
    expect(out.status).toBe(403);
    expect(out.body.error.message).toBe('Unable to post to group.');
    const inactive = await newGroup(false);
    await join(inactive, member.id);
    expect((await timelinePost('group', inactive, member, { text: 'x' })).body.error.message).toBe('Unable to post to group.');
    const missing = await timelinePost('group', 99_999_999, member, { text: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('This group does not exist.');
    expect((await timelinePost('group', g, member, { text: '' })).status).toBe(422);
    await anonymise(outsider.id);
    await join(g, outsider.id);
    expect((await timelinePost('group', g, outsider, { text: 'x' })).body.error.code).toBe('anonymous_profile');
  });

  it('tag_everyone: admins and moderators only; notifies every other eligible member once', async () => {
    const [admin, mod, member, anon] = await Promise.all([s.createMember(), s.createMember(), s.createMember(), s.createMember()]);
    const g = await newGroup();
    await join(g, admin.id, 2);
    await join(g, mod.id, 1);
    await join(g, member.id);
    await join(g, anon.id);
    await anonymise(anon.id);
    expect((await timelinePost('group', g, member, { text: '@everyone', tag_everyone: true })).status).toBe(403);
    const r = await timelinePost('group', g, mod, { text: '@everyone meet up', tag_everyone: true, tagged: [member.id] });
    expect(r.status).toBe(201);
    expect((await notices(member.id)).map((n) => n.verb)).toEqual(['tag']);
    expect((await notices(admin.id)).map((n) => n.verb)).toEqual(['tag']);
    expect(await notices(mod.id)).toEqual([]);
    expect(await notices(anon.id)).toEqual([]);
    expect((await timelinePost('group', g, admin, { text: '@everyone', tag_everyone: true })).status).toBe(201);
  });
});

describe('POST api/v1/challenge/{id}/timeline', () => {
  it('participants post with a workout (the §5 texts); others 403; anonymous 403; unknown 404', async () => {
    const host = await syncedMember(s);
    const [runner, outsider] = await Promise.all([s.createMember(), s.createMember()]);
    const ch = await newChallenge();
    await participate(ch, runner.id);
    const event = await createEvent(s, host);
    await s.db.query('UPDATE events SET challenge_id = $2 WHERE id = $1', [event.id, ch]);
    const other = await createEvent(s, host);
    const r = await timelinePost('challenge', ch, runner, { text: 'done', workout: { miles: 3.25, steps: '5000', minutes: 45, event_id: event.id } });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      challenge_id: ch,
      challenge: { id: ch, name: 'Ruck 100' },
      event_id: event.id,
      event: { id: event.id, name: 'Saturday Ruck', category: 'hike-ruck', is_virtual: false, event_record_type: 'challenge', activity_sub_type: 'hike-ruck' },
      workout: { event_id: event.id, event_name: 'Saturday Ruck', chapter_name: null, event_start_time: event.start, miles: 3.25, steps: 5000, minutes: 45 },
    });
    const bad = async (workout: unknown) => (await timelinePost('challenge', ch, runner, { text: 'x', workout })).body.error;
    expect((await bad({ miles: 1000.5 })).fields).toEqual({ 'workout.miles': 'TOO LARGE OF AN INPUT, NO MORE THAN 1000 MILES MAY BE USED' });
    expect((await bad({ miles: 1234567 })).fields).toEqual({ 'workout.miles': 'TOO LARGE OF A NUMBER, NO MORE THAN SIX DIGITS MAY BE USED' });
    expect((await bad({ steps: 100001 })).fields).toEqual({ 'workout.steps': 'TOO LARGE OF AN INPUT, NO MORE THAN 100000 STEPS MAY BE USED' });
    expect((await bad({ minutes: 1441 })).fields).toEqual({ 'workout.minutes': 'TOO LARGE OF AN INPUT, TIME ENTERED MUST BE NO MORE THAN A DAY' });
    expect((await bad({ minutes: 0 })).fields).toEqual({ 'workout.minutes': 'A TIME IS REQUIRED' });
    expect((await bad({ miles: 1.234 })).fields).toEqual({ 'workout.miles': 'TOO MANY DECIMAL PLACES, NO MORE THAN TWO DECIMAL PLACES MAY BE USED' });
    expect((await bad({ miles: 'ten' })).fields).toEqual({ 'workout.miles': 'PLEASE ENTER A NUMBER' });
    expect((await bad({})).fields).toEqual({ workout: 'Empty workout not allowed. Please enter at least one field.' });
    expect((await bad({ miles: 1, event_id: 99_999_999 })).fields).toEqual({ 'workout.event_id': 'This event does not exist.' });
    expect((await bad({ miles: 1, event_id: other.id })).fields).toEqual({ 'workout.event_id': 'This event is not part of this challenge.' });
    expect((await timelinePost('challenge', ch, runner, { text: 'no workout' })).status).toBe(201);

    const out = await timelinePost('challenge', ch, outsider, { text: 'x' });
    expect(out.status).toBe(403);
    expect(out.body.error.message).toBe('Unable to post to challenge.');
    expect((await timelinePost('challenge', ch, null, { text: 'x' })).status).toBe(401);
    expect((await timelinePost('challenge', 99_999_999, runner, { text: 'x' })).body.error.message).toBe('This challenge does not exist.');
    expect((await timelinePost('challenge', ch, runner, { text: 'x', tag_everyone: true })).status).toBe(403);
    await anonymise(runner.id);
    expect((await timelinePost('challenge', ch, runner, { text: 'x' })).status).toBe(403);
  });
});

describe('api/v1/mobile_event/{id}/timeline', () => {
  it('any non-anonymous member posts; the host is notified ("post"); host may tag everyone (attendees notified)', async () => {
    const host = await syncedMember(s);
    const [guest, going, interested] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const event = await createEvent(s, host);
    expect((await setAttendance(s, event.id, going.id, going.token, 'going')).status).toBeLessThan(300);
    expect((await setAttendance(s, event.id, interested.id, interested.token, 'interested')).status).toBeLessThan(300);
    const r = await timelinePost('mobile_event', event.id, guest, { text: 'see you there' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ event_id: event.id, origin: `event:${event.id}`, event: { id: event.id, event_record_type: 'event' } });
    expect(await notices(host.id)).toEqual([
      { verb: 'post', actor_id: guest.id, object_type: 'post', object_id: String(r.body.data.id), data: { post_id: r.body.data.id, feed_type: 'event', feed_id: event.id, excerpt: 'see you there' } },
    ]);
    expect((await timelinePost('mobile_event', event.id, guest, { text: 'x', tag_everyone: true })).status).toBe(403);
    expect((await timelinePost('mobile_event', event.id, host, { text: 'everyone!', tag_everyone: true })).status).toBe(201);
    expect((await notices(going.id)).map((n) => n.verb)).toEqual(['tag']);
    expect((await notices(interested.id)).map((n) => n.verb)).toEqual(['tag']);
    expect((await notices(host.id)).map((n) => n.verb)).toEqual(['post']);

    expect((await timelinePost('mobile_event', event.id, null, { text: 'x' })).status).toBe(401);
    expect((await timelinePost('mobile_event', 99_999_999, guest, { text: 'x' })).status).toBe(404);
    expect((await timelinePost('mobile_event', event.id, guest, {})).status).toBe(422);
    await s.db.query('UPDATE events SET is_removed = true WHERE id = $1', [event.id]);
    expect((await timelinePost('mobile_event', event.id, guest, { text: 'x' })).status).toBe(410);
    const anonEvent = await createEvent(s, host);
    await anonymise(guest.id);
    expect((await timelinePost('mobile_event', anonEvent.id, guest, { text: 'x' })).status).toBe(403);
  });

  it('DELETE …/timeline/{postId}: author, host or chapter admin/moderator; others 403; other feeds 404', async () => {
    const host = await syncedMember(s);
    const [author, other, chapterMod] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const chapter = await newGroup(true, 'chapter');
    await join(chapter, chapterMod.id, 1);
    const event = await createEvent(s, host);
    await s.db.query('UPDATE events SET chapter_id = $2 WHERE id = $1', [event.id, chapter]);
    const post = async () => (await timelinePost('mobile_event', event.id, author, { text: 'x' })).body.data.id as number;
    const del = (postId: number, m: Member | null, eventId = event.id) => s.call(`/api/v1/mobile_event/${eventId}/timeline/${postId}`, { method: 'DELETE', token: m?.token ?? null });
    const p1 = await post();
    expect((await del(p1, null)).status).toBe(401);
    const refused = await del(p1, other);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the author, the event host or an admin or moderator of its chapter can delete this post.');
    expect((await del(p1, author)).status).toBe(204);
    expect((await del(p1, author)).status).toBe(404);
    expect((await del(await post(), host)).status).toBe(204);
    expect((await del(await post(), chapterMod)).status).toBe(204);
    const elsewhere = (await userFeed(author, { text: 'mine' })).body.data.id;
    expect((await del(elsewhere, author)).status).toBe(404);
    expect((await del(await post(), author, 99_999_999)).status).toBe(404);
  });
});
