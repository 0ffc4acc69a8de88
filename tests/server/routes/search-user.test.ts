// GET /api/v1/search/user?name&chapter_id&offset: members by name prefix for the feed's people search
// and @mention suggestions. Names are unique to this file so other data cannot match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
let caller: Member;
beforeAll(async () => {
  s = await createTestServer();
  caller = await s.createMember();
  await name(caller, 'Quorra', 'Callerson');
});
afterAll(() => s?.close());

async function name(m: Member, first: string, last: string) {
  await s.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [m.id, first, last]);
}

async function member(first: string, last: string) {
  const m = await s.createMember();
  await name(m, first, last);
  return m;
}

const search = (query: string, token: string | null = caller.token) => s.call(`/api/v1/search/user?${query}`, { token });
const ids = (body: { data: Array<{ id: number }> }) => body.data.map((m) => m.id);

describe('GET /api/v1/search/user', () => {
  it('matches a case-insensitive prefix of the first name, the last name or "first last", and answers the entry shape', async () => {
    const ann = await member('Zephyrine', 'Oakhollow');
    await s.db.query("UPDATE users SET eagle_leader = true, military_status = 'Veteran', profile_photo_url = 'https://cdn.example.com/a.jpg' WHERE id = $1", [ann.id]);
    for (const q of ['zephy', 'ZEPHYRINE', 'oakho', 'Zephyrine oak', 'zephyrine   OAKHOLLOW']) {
      const r = await search(`name=${encodeURIComponent(q)}`);
      expect([q, r.status, ids(r.body)]).toEqual([q, 200, [ann.id]]);
    }
    const r = await search('name=zephyrine');
    expect(r.body).toEqual({
      data: [{ id: ann.id, first_name: 'Zephyrine', last_name: 'Oakhollow', profile_photo_url: 'https://cdn.example.com/a.jpg', eagle_leader: true, military_status: 'Veteran', preferred_chapter: null }],
      count: 1,
      next: null,
    });
    for (const q of ['ephyrine', 'hollow', 'oakhollow zeph', 'zeph%', 'zeph_rine']) expect(ids((await search(`name=${encodeURIComponent(q)}`)).body)).toEqual([]);
  });

  it('never lists anonymous-profile or deleted members', async () => {
    const shown = await member('Xanthippa', 'Visible');
    const anonymous = await member('Xanthippa', 'Hidden');
    const deleted = await member('Xanthippa', 'Gone');
    await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [anonymous.id]);
    await s.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [deleted.id]);
    expect(ids((await search('name=xanthippa')).body)).toEqual([shown.id]);
  });

  it('hides members blocked in either direction with the caller', async () => {
    const free = await member('Wolfgangina', 'Free');
    const blockedByCaller = await member('Wolfgangina', 'Blocked');
    const blocksCaller = await member('Wolfgangina', 'Blocker');
    expect((await s.call(`/api/v1/user/${caller.id}/block/${blockedByCaller.id}`, { method: 'POST', token: caller.token })).status).toBeLessThan(300);
    expect((await s.call(`/api/v1/user/${blocksCaller.id}/block/${caller.id}`, { method: 'POST', token: blocksCaller.token })).status).toBeLessThan(300);
    expect(ids((await search('name=wolfgangina')).body)).toEqual([free.id]);
    // Someone else still finds all three.
    expect((await search('name=wolfgangina', free.token)).body.count).toBe(3);
  });

  it('includes the caller', async () => {
    expect(ids((await search('name=quorra callerson')).body)).toEqual([caller.id]);
  });

  it('pages 25 at a time with count and next (the next offset)', async () => {
    const made: number[] = [];
    for (let i = 0; i < 27; i++) made.push((await member('Yggdrasilia', `Page${String(i).padStart(2, '0')}`)).id);
    const first = await search('name=yggdrasilia');
    expect([first.body.count, first.body.data.length, first.body.next]).toEqual([27, 25, 25]);
    expect(ids(first.body)).toEqual(made.slice(0, 25)); // ordered by first, then last name
    const second = await search('name=yggdrasilia&offset=25');
    expect([second.body.count, ids(second.body), second.body.next]).toEqual([27, made.slice(25), null]);
  });

  it('lists members of chapter_id first', async () => {
    const { rows } = await s.db.query<{ id: number }>("INSERT INTO groups (type, name) VALUES ('chapter', 'Search Test Chapter') RETURNING id");
    const chapter = rows[0].id;
    const outside = await member('Vesperalda', 'Aaa');
    const inside = await member('Vesperalda', 'Zzz');
    await s.db.query('UPDATE users SET preferred_chapter_id = $2 WHERE id = $1', [inside.id, chapter]);
    expect(ids((await search('name=vesperalda')).body)).toEqual([outside.id, inside.id]);
    const ranked = await search(`name=vesperalda&chapter_id=${chapter}`);
    expect(ids(ranked.body)).toEqual([inside.id, outside.id]);
    expect(ranked.body.data[0].preferred_chapter).toEqual({ id: chapter, name: 'Search Test Chapter' });
  });

  it('an empty or blank name is an empty result; a name over 100 characters is 422', async () => {
    for (const q of ['', 'name=', 'name=%20%20']) expect((await search(q)).body).toEqual({ data: [], count: 0, next: null });
    const long = await search(`name=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body.error.fields.name).toBe('The search is too long (at most 100 characters).');
    expect((await search('name=a&offset=-1')).status).toBe(422);
    expect((await search('name=a&chapter_id=abc')).status).toBe(422);
  });

  it('needs a member token', async () => {
    expect((await search('name=quorra', null)).status).toBe(401);
    expect((await search('name=quorra', await s.clientToken())).status).toBe(403);
  });
});
