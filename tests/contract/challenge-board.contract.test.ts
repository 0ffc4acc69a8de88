// src/features/challenge-board/api.ts against the real app: a challenge read logged out and as a
// member, the hub's lists, join / has-joined / leave (and a join refused once ended), participants,
// and the leaderboard: top 25, a member's rank, the centred 25 for a member ranked below 25.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  centeredLeaderboard,
  getChallenge,
  hasJoined,
  joinChallenge,
  leaveChallenge,
  listChallenges,
  listParticipants,
  memberRank,
  topLeaderboard,
} from '@/features/challenge-board/api';
import { hubSections } from '@/features/challenge-board/model';
import { clearLocalData } from '@/store/auth';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function newChallenge(name: string, start: number, end: number, unit = 'miles', goal: number | null = 50) {
  const { rows } = await server().db.query<{ id: number }>(
    `INSERT INTO challenges (name, description, start_date, end_date, required_unit, goal, badge_name, links)
     VALUES ($1, 'Contract challenge.', $2, $3, $4, $5, 'Contract Badge', '[{"text":"Rules","url":"https://example.org/rules"}]') RETURNING id`,
    [name, day(start), day(end), unit, goal],
  );
  return rows[0].id;
}
const participate = (challengeId: number, userId: number) => server().db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [challengeId, userId]);
/** A score as the materialised leaderboard holds it (miles: higher first). */
const score = (challengeId: number, userId: number, miles: number) =>
  server().db.query('INSERT INTO challenge_scores (challenge_id, user_id, score, sort_key, reached_at) VALUES ($1, $2, $3, $4, now())', [challengeId, userId, miles, -miles]);

let me: Member;
let active: number;
let upcoming: number;
let ended: number;
beforeAll(async () => {
  me = await server().createMember();
  active = await newChallenge('Contract Active Miles', -3, 10);
  upcoming = await newChallenge('Contract Upcoming Steps', 5, 20, 'steps', 100000);
  ended = await newChallenge('Contract Ended Ruck', -40, -10);
});

describe('challenge-board api', () => {
  it('reads a challenge logged out (not joined, no progress) and 404 for an unknown one', async () => {
    clearLocalData();
    const c = await getChallenge(active);
    expect(c).toMatchObject({ id: active, name: 'Contract Active Miles', required_unit: 'miles', goal: 50, joined: false, progress: null, links: [{ text: 'Rules', url: 'https://example.org/rules' }] });
    expect((await failure(getChallenge(2_000_000))).status).toBe(404);
  });

  it('joins (count and avatars change), has-joined says so, then leaves; a join after the end is refused', async () => {
    await logIn(me);
    expect(await hasJoined(active, me.id)).toBe(false);
    const before = (await getChallenge(active)).participant_count;
    const joined = await joinChallenge(active, me.id);
    expect(joined).toMatchObject({ joined: true, participant_count: before + 1 });
    expect(joined.participants_preview.map((p) => p.id)).toContain(me.id);
    expect(joined.progress).toMatchObject({ goal: 50 });
    expect(await hasJoined(active, me.id)).toBe(true);
    const left = await leaveChallenge(active, me.id);
    expect(left).toMatchObject({ joined: false, participant_count: before });
    expect(await hasJoined(active, me.id)).toBe(false);
    expect((await failure(joinChallenge(ended, me.id))).status).toBe(409);
  });

  it("lists the member's active and past challenges; the hub puts a future one under Upcoming", async () => {
    await logIn(me);
    await joinChallenge(active, me.id);
    await participate(ended, me.id);
    const act = await listChallenges(me.id, 'active');
    expect(act.data.joined.map((c) => c.id)).toContain(active);
    const sections = hubSections(act.data);
    expect(sections.upcoming.map((c) => c.id)).toContain(upcoming);
    expect(sections.available.map((c) => c.id)).not.toContain(upcoming);
    const past = await listChallenges(me.id, 'past');
    expect([...past.data.joined, ...past.data.unjoined].map((c) => c.id)).toContain(ended);
    expect([...past.data.joined, ...past.data.unjoined].map((c) => c.id)).not.toContain(active);
  });

  it('lists participants (page 0) with the count', async () => {
    await logIn(me);
    const page = await listParticipants(active, 0);
    expect(page.count).toBeGreaterThanOrEqual(1);
    expect(page.participants.map((p) => p.id)).toContain(me.id);
  });

  it('the leaderboard: top 25 (public), the rank, and the centred 25 for a member ranked 30th', async () => {
    const board = await newChallenge('Contract Crowded Board', -5, 5);
    const others: Member[] = [];
    for (let i = 0; i < 30; i++) others.push(await server().createMember());
    for (const [i, m] of others.entries()) {
      await participate(board, m.id);
      await score(board, m.id, 200 - i);
    }
    await participate(board, me.id);
    await score(board, me.id, 171.5); // 29 others above (200…172): rank 30 of 31
    clearLocalData();
    const top = await topLeaderboard(board);
    expect(top.data).toHaveLength(25);
    expect(top.data[0]).toMatchObject({ rank: 1, score: 200, user: { id: others[0].id } });
    expect(top.count).toBe(31);
    await logIn(me);
    const rank = await memberRank(board, me.id);
    expect(rank).toMatchObject({ rank: 30, score: 171.5 });
    const centered = await centeredLeaderboard(board, me.id);
    expect(centered.data).toHaveLength(25);
    expect(centered.rank).toBe(30);
    expect(centered.data.find((e) => e.user.id === me.id)).toMatchObject({ rank: 30 });
    const c = await getChallenge(board);
    expect(c.progress).toMatchObject({ score: 171.5, rank: 30, percent: 100 });
  });
});
