// Challenge scores and leaderboards (challenges/scores.ts, leaderboard.ts; docs/api.md 'Challenges'):
// each unit from check-ins and workouts made through the API, what does not count, ties, the
// centred window and its edges, the badge award with its notification, the event detail's rank.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshScores } from '../../../server/challenges/scores';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function newChallenge(unit: string, goal: number | null, start = -10, end = 10) {
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO challenges (name, start_date, end_date, required_unit, goal, badge_name) VALUES ('Score test', $1, $2, $3, $4, 'Eagle Miles') RETURNING id`,
    [day(start), day(end), unit, goal],
  );
  return rows[0].id;
}

/** A challenge event `daysAgo` days ago (noon UTC), hosted by `hostId`. */
async function challengeEvent(challengeId: number, hostId: number, daysAgo = 1, hours = 1) {
  const start = new Date(Date.now() - daysAgo * DAY);
  start.setUTCHours(16, 0, 0, 0);
  const { rows } = await s.db.query<{ id: number }>(
    `INSERT INTO events (name, host_id, category, description, start_at, end_at, time_zone_id, is_virtual, challenge_id)
     VALUES ('Challenge event', $1, 'virtual', 'Counts.', $2, $3, 'America/New_York', true, $4) RETURNING id`,
    [hostId, start, new Date(start.getTime() + hours * 3_600_000), challengeId],
  );
  return rows[0].id;
}

const checkIn = (eventId: number, m: Member, status = 'checked-in') =>
  s.call(`/api/v1/mobile_event/${eventId}/attendees/${m.id}`, { method: 'PUT', token: m.token, json: { attendance_status: status } });
const workout = (eventId: number, m: Member, body: Record<string, number>) => s.call(`/api/v1/mobile_event/${eventId}/workout/${m.id}`, { token: m.token, json: body });
const rank = (challengeId: number, userId: number) => s.call(`/api/v1/leaderboard/challenge/${challengeId}/user/${userId}/rank`);
const top = (challengeId: number) => s.call(`/api/v1/leaderboard/challenge/${challengeId}/top25`);
const ok = async (p: Promise<{ status: number; text: string }>) => {
  const r = await p;
  if (r.status >= 300) throw new Error(`${r.status} ${r.text}`);
  return r;
};

let host: Member;
beforeAll(async () => {
  host = await s.createMember();
});

describe('scores per unit', () => {
  it('check-ins: each check-in counts (it joins the challenge), a removed one no longer does; ties by earlier achievement', async () => {
    const [a, b, c] = await Promise.all([s.createMember(), s.createMember(), s.createMember()]);
    const ch = await newChallenge('check-ins', 2);
    const [e1, e2] = [await challengeEvent(ch, host.id, 1), await challengeEvent(ch, host.id, 2)];
    await ok(checkIn(e1, b));
    await ok(checkIn(e1, a));
    expect((await rank(ch, a.id)).body).toEqual({ rank: 2, score: 1 });
    expect((await rank(ch, b.id)).body).toEqual({ rank: 1, score: 1 }); // same score, reached earlier
    await ok(checkIn(e2, a));
    expect((await rank(ch, a.id)).body).toEqual({ rank: 1, score: 2 });
    const board = await top(ch);
    expect(board.body).toMatchObject({ count: 2, unit: 'check-ins' });
    expect(board.body.data.map((e: { rank: number; score: number; user: { id: number } }) => [e.rank, e.score, e.user.id])).toEqual([
      [1, 2, a.id],
      [2, 1, b.id],
    ]);
    expect(board.body.data[0].user).toMatchObject({ first_name: 'Test', last_name: 'Member', profile_photo_url: null });
    expect((await rank(ch, c.id)).body).toEqual({ rank: null, score: null });
    // A removed check-in (attendance set back to none) no longer counts.
    await ok(checkIn(e2, a, 'none'));
    expect((await rank(ch, a.id)).body).toEqual({ rank: 2, score: 1 });
  });

  it('miles, steps and minutes sum the workouts; canceled events and events outside the dates do not count', async () => {
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    for (const [unit, key, values] of [
      ['miles', 'miles', [3.5, 2.25]],
      ['steps', 'steps', [5000, 7000]],
      ['minutes', 'minutes', [30, 45.5]],
    ] as const) {
      const ch = await newChallenge(unit, 1_000_000, -3, 10);
      // e1 lasts a week, so it is still in progress and can be canceled.
      const [e1, e2, early] = [await challengeEvent(ch, host.id, 1, 24 * 7), await challengeEvent(ch, host.id, 2), await challengeEvent(ch, host.id, 5)];
      for (const e of [e1, e2, early]) {
        await ok(checkIn(e, a));
        await ok(checkIn(e, b));
      }
      await ok(workout(e1, a, { [key]: values[0] }));
      await ok(workout(e2, a, { [key]: values[1] }));
      await ok(workout(early, a, { [key]: 500 })); // before the challenge's start date
      await ok(workout(e1, b, { [key]: values[1] }));
      const sum = Math.round((values[0] + values[1]) * 100) / 100;
      expect((await rank(ch, a.id)).body).toEqual({ rank: 1, score: sum });
      expect((await rank(ch, b.id)).body).toEqual({ rank: 2, score: values[1] });
      // Updating a workout replaces its value; deleting it takes it away.
      await ok(workout(e1, a, { [key]: 1 }));
      expect((await rank(ch, a.id)).body.score).toBe(Math.round((1 + values[1]) * 100) / 100);
      const del = await s.call(`/api/v1/mobile_event/${e2}/workout/${a.id}`, { method: 'DELETE', token: a.token });
      expect(del.status).toBe(204);
      expect((await rank(ch, a.id)).body.score).toBe(1);
      // Canceling the event b's workout is on takes b off the board.
      const cancel = await s.call(`/api/v1/mobile_event/${e1}`, { method: 'PATCH', token: host.token, json: { status: 'Canceled' } });
      expect(cancel.status).toBe(200);
      expect((await rank(ch, b.id)).body).toEqual({ rank: null, score: null });
      expect((await top(ch)).body.count).toBe(0);
    }
  });

  it('least-minutes: the least minutes of one workout, ranked ascending; progress 100 only at or under the goal', async () => {
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    const ch = await newChallenge('least-minutes', 25);
    const [e1, e2] = [await challengeEvent(ch, host.id, 1), await challengeEvent(ch, host.id, 2)];
    for (const e of [e1, e2]) for (const m of [a, b]) await ok(checkIn(e, m));
    await ok(workout(e1, a, { minutes: 31 }));
    await ok(workout(e2, a, { minutes: 28.5 }));
    await ok(workout(e1, b, { minutes: 26 }));
    expect((await rank(ch, b.id)).body).toEqual({ rank: 1, score: 26 });
    expect((await rank(ch, a.id)).body).toEqual({ rank: 2, score: 28.5 });
    const detail = await s.call(`/api/v1/challenge/${ch}`, { token: b.token });
    expect(detail.body.progress).toEqual({ score: 26, goal: 25, percent: 0, rank: 1 });
    await ok(workout(e2, b, { minutes: 24 }));
    const after = await s.call(`/api/v1/challenge/${ch}`, { token: b.token });
    expect(after.body.progress).toEqual({ score: 24, goal: 25, percent: 100, rank: 1 });
    expect(after.body.badge_earned).toBe(true);
  });

  it('only participants are ranked: leaving takes the member off, rejoining brings the score back', async () => {
    const a = await s.createMember();
    const ch = await newChallenge('miles', null);
    const e = await challengeEvent(ch, host.id, 1);
    await ok(checkIn(e, a));
    await ok(workout(e, a, { miles: 4 }));
    expect((await rank(ch, a.id)).body).toEqual({ rank: 1, score: 4 });
    const left = await s.call(`/api/v1/challenge/${ch}/participants/${a.id}`, { method: 'DELETE', token: a.token });
    expect(left.status).toBe(200);
    expect((await rank(ch, a.id)).body).toEqual({ rank: null, score: null });
    const back = await s.call(`/api/v1/challenge/${ch}/participants/${a.id}`, { method: 'POST', token: a.token });
    expect(back.status).toBe(201);
    expect(back.body.progress).toEqual({ score: 4, goal: null, percent: null, rank: 1 });
  });
});

describe('badge award', () => {
  it('on reaching the goal: a user_badges row shown in /badges, a badge notification, once', async () => {
    const a = await s.createMember();
    const ch = await newChallenge('miles', 5);
    const [e1, e2] = [await challengeEvent(ch, host.id, 1), await challengeEvent(ch, host.id, 2)];
    await ok(checkIn(e1, a));
    await ok(checkIn(e2, a));
    await ok(workout(e1, a, { miles: 3 }));
    const status = () => s.call(`/api/v1/user/${a.id}/challenge/${ch}/badges`, { token: a.token });
    expect((await status()).body.earned).toBe(false);
    await ok(workout(e2, a, { miles: 2 }));
    const earned = (await status()).body;
    expect(earned).toMatchObject({ earned: true, badge: { name: 'Eagle Miles', image_url: 'http://localhost/badges/eagle-miles.svg' } });
    expect(earned.received_datetime).toEqual(expect.any(String));
    const badges = await s.call(`/api/v1/user/${a.id}/badges`, { token: a.token });
    expect(badges.body.data.filter((b: { name: string }) => b.name === 'Eagle Miles')).toHaveLength(1);
    await ok(workout(e2, a, { miles: 4 })); // more miles: no second badge or notice
    const notes = await s.call(`/api/v1/user/${a.id}/notifications`, { token: a.token });
    const badgeNotes = notes.body.data.results.filter((n: { verb: string }) => n.verb === 'badge');
    expect(badgeNotes).toHaveLength(1);
    expect(badgeNotes[0]).toMatchObject({ object_type: 'challenge', object_id: String(ch), actor: null, data: { challenge_id: ch, badge_name: 'Eagle Miles' } });
    // Dropping below the goal keeps the badge.
    await s.call(`/api/v1/mobile_event/${e2}/workout/${a.id}`, { method: 'DELETE', token: a.token });
    expect((await status()).body.earned).toBe(true);
    const detail = await s.call(`/api/v1/challenge/${ch}`, { token: a.token });
    expect(detail.body).toMatchObject({ badge_earned: true, progress: { score: 3, goal: 5, percent: 60, rank: 1 } });
  });

  it('a check-in reaching a check-ins goal awards it', async () => {
    const a = await s.createMember();
    const ch = await newChallenge('check-ins', 1);
    await ok(checkIn(await challengeEvent(ch, host.id, 1), a));
    expect((await s.call(`/api/v1/user/${a.id}/challenge/${ch}/badges`, { token: a.token })).body.earned).toBe(true);
  });
});

describe('leaderboard windows', () => {
  let ch: number;
  let ids: number[];
  beforeAll(async () => {
    // 40 seeded members with 40..1 miles on one event: rank i+1 has id ids[i].
    ch = await newChallenge('miles', null);
    const e = await challengeEvent(ch, host.id, 1);
    ids = (await s.db.query<{ id: number }>('SELECT id FROM users WHERE deleted_at IS NULL AND NOT anonymous_profile ORDER BY id LIMIT 40 OFFSET 200')).rows.map((r) => r.id);
    for (const [i, id] of ids.entries()) {
      await s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [ch, id]);
      await s.db.query("INSERT INTO event_attendees (event_id, user_id, status) VALUES ($1, $2, 'checked_in')", [e, id]);
      await s.db.query('INSERT INTO event_workouts (event_id, user_id, miles) VALUES ($1, $2, $3)', [e, id, 40 - i]);
    }
    await refreshScores(s.db, ch, null, new Date());
  });
  const centered = (userId: number) => s.call(`/api/v1/leaderboard/challenge/${ch}/user/${userId}/centered`);
  const ranks = (data: Array<{ rank: number }>) => data.map((e) => e.rank);

  it('top25 holds ranks 1-25 and the count', async () => {
    const r = await top(ch);
    expect(r.body.count).toBe(40);
    expect(ranks(r.body.data)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(r.body.data[0]).toMatchObject({ rank: 1, score: 40, user: { id: ids[0] } });
  });

  it('centred: the member 13th in the middle, clamped at the top and at the end; top 25 without a score', async () => {
    const mid = await centered(ids[19]); // rank 20: ranks 8-32
    expect(mid.body.rank).toBe(20);
    expect(ranks(mid.body.data)).toEqual(Array.from({ length: 25 }, (_, i) => i + 8));
    expect(mid.body.data[12].user.id).toBe(ids[19]);
    const late = await centered(ids[29]); // rank 30: 12 behind would pass the end, so ranks 16-40
    expect(ranks(late.body.data)).toEqual(Array.from({ length: 25 }, (_, i) => i + 16));
    const first = await centered(ids[2]); // rank 3: starts at 1
    expect(ranks(first.body.data)[0]).toBe(1);
    expect(first.body.data).toHaveLength(25);
    const last = await centered(ids[39]); // rank 40: ends at 40
    expect(ranks(last.body.data)).toEqual(Array.from({ length: 25 }, (_, i) => i + 16));
    const none = await centered(host.id);
    expect(none.body.rank).toBeNull();
    expect(ranks(none.body.data)[0]).toBe(1);
  });

  it('centred, for every member: the same 25 as the board read from rank 1 (an OFFSET), ranks and users alike', async () => {
    const board = (await s.db.query<{ user_id: number }>('SELECT user_id FROM challenge_scores WHERE challenge_id = $1 ORDER BY sort_key, reached_at, user_id', [ch])).rows.map((r) => r.user_id);
    for (const [i, id] of board.entries()) {
      const offset = Math.max(0, Math.min(i - 12, board.length - 25));
      const r = await centered(id);
      expect(r.body.rank, `rank ${i + 1}`).toBe(i + 1);
      expect(r.body.data.map((e: { rank: number; user: { id: number } }) => [e.rank, e.user.id]), `rank ${i + 1}`).toEqual(board.slice(offset, offset + 25).map((u, k) => [offset + k + 1, u]));
    }
  });

  it('centred on a board shorter than 25: all of it', async () => {
    const small = await newChallenge('miles', null);
    const e = await challengeEvent(small, host.id, 1);
    for (const [i, id] of ids.slice(0, 5).entries()) {
      await s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2)', [small, id]);
      await s.db.query('INSERT INTO event_workouts (event_id, user_id, miles) VALUES ($1, $2, $3)', [e, id, 5 - i]);
    }
    await refreshScores(s.db, small, null, new Date());
    for (const id of [ids[0], ids[2], ids[4]]) {
      const r = await s.call(`/api/v1/leaderboard/challenge/${small}/user/${id}/centered`);
      expect(r.body.data.map((x: { user: { id: number } }) => x.user.id)).toEqual(ids.slice(0, 5));
      expect(ranks(r.body.data)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('hostile ids: 404 for unknown or impossible ids, never 500', async () => {
    for (const path of [
      '/api/v1/leaderboard/challenge/99999999/top25',
      '/api/v1/leaderboard/challenge/0/top25',
      '/api/v1/leaderboard/challenge/99999999999/top25',
      "/api/v1/leaderboard/challenge/1'--/top25",
      `/api/v1/leaderboard/challenge/${ch}/user/abc/rank`,
      `/api/v1/leaderboard/challenge/${ch}/user/99999999999/centered`,
    ]) {
      expect((await s.call(path)).status, path).toBe(404);
    }
    expect((await s.call(`/api/v1/leaderboard/challenge/${ch}/user/99999999/rank`)).body).toEqual({ rank: null, score: null });
  });
});

describe('event detail', () => {
  it("the challenge card carries the member's rank next to progress", async () => {
    const [a, b] = await Promise.all([s.createMember(), s.createMember()]);
    const ch = await newChallenge('miles', 10);
    const e = await challengeEvent(ch, host.id, 1);
    await ok(checkIn(e, a));
    await ok(checkIn(e, b));
    await ok(workout(e, a, { miles: 2 }));
    await ok(workout(e, b, { miles: 3 }));
    const detail = await s.call(`/api/v1/mobile_event/${e}`, { token: a.token });
    expect(detail.body.challenge).toMatchObject({ id: ch, progress: { value: 2, unit: 'miles' }, rank: 2 });
    expect((await s.call(`/api/v1/mobile_event/${e}`)).body.challenge.rank).toBeNull();
  });
});
