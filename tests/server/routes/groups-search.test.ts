// Group search (GET /api/v1/search/group, server/groups/search.ts): by name or activity, by zip or
// 'city, state' (offline gazetteer, 50 miles), my_groups before other_groups, 25 a page with the
// next page's offset and absolute link; and the member search by name with chapter_id (search.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { joinAs, newGroup } from '../support/groups';

let s: TestServer;
let member: { token: string; userId: number };
beforeAll(async () => {
  s = await createTestServer();
  member = await s.login('member@demo.test');
});
afterAll(() => s?.close());

const search = (query: string, token: string | null = member.token) => s.call(`/api/v1/search/group?${query}`, { token });
const names = (list: Array<{ name: string }>) => list.map((g) => g.name);

describe('GET /api/v1/search/group', () => {
  it('by name or activity (anywhere in the name, any case): the caller’s groups in my_groups, the rest in other_groups', async () => {
    const r = await search(`name=ruck&user_id=${member.userId}`);
    expect(r.status).toBe(200);
    expect(names(r.body.my_groups)).toEqual(['Ruck Club']);
    expect(r.body.my_groups[0]).toMatchObject({ joined: true, role: 0 });
    expect(r.body).toMatchObject({ other_groups: [], offset: null, next: null });
    const chapters = await search('name=nc chapter');
    expect(names(chapters.body.other_groups)).toEqual(['Charlotte, NC Chapter', 'Fayetteville, NC Chapter', 'Jacksonville, NC Chapter']);
    expect(names(chapters.body.my_groups)).toEqual(['Raleigh, NC Chapter']);
    expect((await search('name=50%25')).body).toMatchObject({ my_groups: [], other_groups: [] });
  });

  it('by zip: the groups within 50 miles of it, nearest first, with distance; an unknown zip finds nothing', async () => {
    const r = await search('name=27601');
    expect(names(r.body.my_groups)).toEqual(['Raleigh, NC Chapter']);
    expect(r.body.my_groups[0].distance).toBeLessThan(1);
    for (const g of r.body.other_groups) expect(g.distance).toBeLessThanOrEqual(50);
    expect(names(r.body.other_groups)).not.toContain('Charlotte, NC Chapter');
    const charlotte = await search('name=28202');
    expect(names(charlotte.body.other_groups)[0]).toBe('Charlotte, NC Chapter');
    expect((await search('name=00000')).body).toEqual({ my_groups: [], other_groups: [], offset: null, next: null });
  });

  it("by 'city, state' (code or name): the groups near that city; an unknown city is a name search", async () => {
    const r = await search(`name=${encodeURIComponent('Austin, TX')}`);
    expect(names(r.body.other_groups)[0]).toBe('Austin, TX Chapter');
    for (const g of r.body.other_groups) expect(g.distance).toBeLessThanOrEqual(50);
    const byName = await search(`name=${encodeURIComponent('savannah, georgia')}`);
    expect(names(byName.body.other_groups)).toEqual(['Savannah, GA Chapter']);
    const unknown = await search(`name=${encodeURIComponent('Atlantis, GA')}`);
    expect(unknown.body).toMatchObject({ my_groups: [], other_groups: [] });
  });

  it('lat/long or chapter_id orders name results nearest first', async () => {
    const far = await search('name=chapter&lat=47.6&long=-122.3');
    expect(names(far.body.other_groups).slice(0, 2)).toEqual(['Seattle, WA Chapter', 'Tacoma, WA Chapter']);
    const { rows } = await s.db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Honolulu, HI Chapter'");
    const near = await search(`name=chapter&chapter_id=${rows[0].id}`, null);
    expect(near.body.other_groups[0]).toMatchObject({ name: 'Honolulu, HI Chapter', distance: 0 });
  });

  it('pages 25 over both lists: offset and an absolute next link carrying the query', async () => {
    const first = await search(`name=chapter&user_id=${member.userId}`);
    expect(first.body.my_groups.length + first.body.other_groups.length).toBe(25);
    expect(names(first.body.my_groups)).toEqual(['Raleigh, NC Chapter']);
    expect(first.body.offset).toBe(25);
    const next = new URL(first.body.next);
    expect(next.pathname).toBe('/api/v1/search/group');
    expect(Object.fromEntries(next.searchParams)).toEqual({ name: 'chapter', user_id: String(member.userId), offset: '25' });
    const second = await s.call(first.body.next, { token: member.token });
    expect(second.body.my_groups).toEqual([]);
    expect(second.body.other_groups.length).toBeGreaterThanOrEqual(15);
    expect(second.body).toMatchObject({ offset: null, next: null });
    const seen = [...names(first.body.other_groups), ...names(first.body.my_groups)];
    for (const n of names(second.body.other_groups)) expect(seen).not.toContain(n);
  });

  it('inactive groups are found, after active ones; public without a token (no my_groups, no avatars)', async () => {
    const inactive = await newGroup(s, { name: 'Zebra club (closed)', active: false });
    await newGroup(s, { name: 'Zebra club' });
    const r = await search('name=zebra', null);
    expect(r.status).toBe(200);
    expect(r.body.other_groups.map((g: { name: string; active: boolean }) => [g.name, g.active])).toEqual([
      ['Zebra club', true],
      ['Zebra club (closed)', false],
    ]);
    expect(r.body.other_groups[1].id).toBe(inactive);
    expect(r.body.other_groups[0].members).toEqual([]);
  });

  it('empty or blank text finds nothing; user_id must be the caller; bounds', async () => {
    expect((await search('')).body).toEqual({ my_groups: [], other_groups: [], offset: null, next: null });
    expect((await search('name=%20%20')).body.other_groups).toEqual([]);
    const other: Member = await s.createMember();
    expect((await search(`name=ruck&user_id=${other.id}`)).status).toBe(403);
    expect((await search(`name=ruck&user_id=${member.userId}`, null)).status).toBe(401);
    expect((await search(`name=${'x'.repeat(101)}`)).status).toBe(422);
    expect((await search('name=a&offset=-1')).status).toBe(422);
  });
});

describe('GET /api/v1/search/user with chapter_id', () => {
  it('ranks the chapter’s members first', async () => {
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    const g = await newGroup(s, { type: 'chapter' });
    await s.db.query("UPDATE users SET first_name = 'Quillon', last_name = 'Alpha' WHERE id = $1", [a.id]);
    await s.db.query("UPDATE users SET first_name = 'Quillon', last_name = 'Beta', preferred_chapter_id = $2 WHERE id = $1", [b.id, g]);
    await joinAs(s, g, b.id);
    const r = await s.call(`/api/v1/search/user?name=quillon&chapter_id=${g}`, { token: a.token });
    expect(r.body.data.map((u: { id: number }) => u.id)).toEqual([b.id, a.id]);
  });
});
