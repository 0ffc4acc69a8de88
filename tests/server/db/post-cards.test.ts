// Post cards (migration 014, server/feed/serialize.ts): the viewer-independent JSON kept with each
// post stays what it would be built from the rows now, whatever changes one of its inputs and
// whoever writes it (the API or plain SQL): after each change no card differs from a fresh build,
// and the change shows in the post as the API answers it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { createEvent } from '../support/events';
import { ANONYMOUS } from '../../../server/events/queries';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

/** Posts whose stored card is not what the rows give now. */
async function stale(): Promise<number[]> {
  const { rows } = await s.db.query<{ id: number }>(
    `SELECT p.id FROM posts p
      WHERE p.card IS DISTINCT FROM rwb_post_card(p, rwb_tagged_json(ARRAY(SELECT t.user_id FROM post_tags t WHERE t.post_id = p.id)))
      ORDER BY p.id`,
  );
  return rows.map((r) => r.id);
}

/** The post as `viewer` reads it through the API. */
async function read(viewer: Member, authorId: number, postId: number) {
  const r = await s.call(`/api/v1/user/${authorId}/user_feed/${postId}`, { token: viewer.token });
  expect(r.status).toBe(200);
  return r.body.data;
}

async function post(path: string, m: Member, json: Record<string, unknown>): Promise<number> {
  const r = await s.call(path, { method: 'POST', token: m.token, json });
  if (r.status !== 201) throw new Error(`${path} → ${r.status} ${r.text}`);
  return r.body.data.id;
}

describe('post cards', () => {
  it('follow every change of a post, its tags, its author, tagged members and what it links to', async () => {
    const [author, tagged, reader] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const { rows: groups } = await s.db.query<{ id: number }>(`INSERT INTO groups (type, name) VALUES ('sponsor', 'Card sponsor') RETURNING id`);
    const g = groups[0].id;
    for (const m of [author, tagged, reader]) await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 0)', [g, m.id]);
    const { rows: challenges } = await s.db.query<{ id: number }>(
      `INSERT INTO challenges (name, start_date, end_date, required_unit) VALUES ('Card steps', '2026-01-01', '2026-12-31', 'steps') RETURNING id`,
    );
    const ch = challenges[0].id;
    await s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [ch, author.id]);
    const event = await createEvent(s, author);

    // Created through the API, with tags: the answer and the stored card agree.
    const p = await post(`/api/v1/group/${g}/timeline`, author, { text: 'Card post', tagged: [tagged.id] });
    const eventPost = await post(`/api/v1/mobile_event/${event.id}/timeline`, author, { text: 'At the event' });
    const challengePost = await post(`/api/v1/challenge/${ch}/timeline`, author, { text: 'Steps done' });
    expect(await stale()).toEqual([]);
    expect((await read(reader, author.id, p)).tagged.map((t: { id: number }) => t.id)).toEqual([tagged.id]);

    // The post edited through the API (text and tags).
    const edit = await s.call(`/api/v1/user/${author.id}/user_feed/${p}`, { method: 'PUT', token: author.token, json: { text: 'Card post, edited', tagged: [] } });
    expect(edit.status).toBe(200);
    expect(await stale()).toEqual([]);
    expect(await read(reader, author.id, p)).toMatchObject({ text: 'Card post, edited', edited: true, tagged: [] });
    await s.db.query('INSERT INTO post_tags (post_id, user_id) VALUES ($1, $2)', [p, tagged.id]);
    expect((await read(reader, author.id, p)).tagged).toHaveLength(1);

    // The author and a tagged member change (plain SQL: any writer).
    await s.db.query(`UPDATE users SET first_name = 'Renamed', profile_photo_url = 'https://cdn.example/p.jpg' WHERE id = $1`, [author.id]);
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [tagged.id]);
    expect(await stale()).toEqual([]);
    const renamed = await read(reader, author.id, p);
    expect(renamed.user).toMatchObject({ first_name: 'Renamed', profile_photo_url: 'https://cdn.example/p.jpg' });
    expect(renamed.tagged).toEqual([{ id: tagged.id, ...ANONYMOUS }]);

    // Eagle leader details, sponsor admin (role 2 of a sponsor group) gained, changed, lost.
    await s.db.query(`INSERT INTO eagle_leader_info (user_id, role, start_date, active) VALUES ($1, 'Chapter Captain', '2026-01-01', true)`, [author.id]);
    await s.db.query('UPDATE users SET eagle_leader = true WHERE id = $1', [author.id]);
    expect((await read(reader, author.id, p)).user).toMatchObject({ eagle_leader: true, eagle_leader_info: { role: 'Chapter Captain', active: true } });
    await s.db.query(`UPDATE eagle_leader_info SET role = 'Chapter Lead' WHERE user_id = $1`, [author.id]);
    expect((await read(reader, author.id, p)).user.eagle_leader_info.role).toBe('Chapter Lead');
    await s.db.query('DELETE FROM eagle_leader_info WHERE user_id = $1', [author.id]);
    expect((await read(reader, author.id, p)).user.eagle_leader_info).toBeNull();
    expect(await stale()).toEqual([]);
    await s.db.query('UPDATE group_memberships SET role = 2 WHERE group_id = $1 AND user_id = $2', [g, author.id]);
    expect((await read(reader, author.id, p)).user.is_sponsor_admin).toBe(true);
    await s.db.query(`UPDATE groups SET type = 'activity' WHERE id = $1`, [g]);
    expect((await read(reader, author.id, p)).user.is_sponsor_admin).toBe(false);
    await s.db.query(`UPDATE groups SET type = 'sponsor' WHERE id = $1`, [g]);
    expect((await read(reader, author.id, p)).user.is_sponsor_admin).toBe(true);
    await s.db.query('DELETE FROM group_memberships WHERE group_id = $1 AND user_id = $2', [g, author.id]);
    expect((await read(reader, author.id, p)).user.is_sponsor_admin).toBe(false);
    await s.db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 2)', [g, author.id]);
    expect((await read(reader, author.id, p)).user.is_sponsor_admin).toBe(true);
    expect(await stale()).toEqual([]);

    // What the posts link to: renamed, then the event deleted.
    await s.db.query(`UPDATE groups SET name = 'Card sponsor, renamed' WHERE id = $1`, [g]);
    await s.db.query(`UPDATE events SET name = 'Renamed event' WHERE id = $1`, [event.id]);
    await s.db.query(`UPDATE challenges SET name = 'Renamed steps' WHERE id = $1`, [ch]);
    expect(await stale()).toEqual([]);
    expect((await read(reader, author.id, p)).group.name).toBe('Card sponsor, renamed');
    expect((await read(author, author.id, eventPost)).event.name).toBe('Renamed event');
    expect((await read(author, author.id, challengePost)).challenge.name).toBe('Renamed steps');
    await s.db.query('DELETE FROM events WHERE id = $1', [event.id]);
    const { rows: orphan } = await s.db.query<{ card: string }>('SELECT card FROM posts WHERE id = $1', [eventPost]);
    expect(JSON.parse(orphan[0].card)).toMatchObject({ event: null, event_id: null });

    // A tagged member deleted: no longer listed.
    await s.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [tagged.id]);
    expect((await read(reader, author.id, p)).tagged).toEqual([]);
    expect(await stale()).toEqual([]);
  });

  it('shows an anonymous author by the anonymous names, without photo or badges', async () => {
    const [author, reader] = await Promise.all([s.createMember(), s.createMember()]);
    const p = await post(`/api/v1/user/${author.id}/user_feed`, author, { text: 'Quiet one' });
    await s.db.query(`UPDATE users SET anonymous_profile = true, profile_photo_url = 'https://cdn.example/a.jpg' WHERE id = $1`, [author.id]);
    expect((await read(reader, author.id, p)).user).toEqual({
      id: author.id,
      ...ANONYMOUS,
      profile_photo_url: null,
      is_sponsor_admin: false,
      anonymous_profile: true,
      eagle_leader: false,
      eagle_leader_info: null,
    });
  });
});
