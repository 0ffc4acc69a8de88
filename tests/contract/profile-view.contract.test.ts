// src/features/profile-view/api.ts against the real app: the profile, follows, badges, the workout
// log and its metrics, block and report, and the ELS surveys.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  badges,
  block,
  communityAverage,
  deleteWorkout,
  follow,
  followPage,
  followSummary,
  getProfile,
  monthMetrics,
  reportUser,
  submitSurvey,
  surveys,
  unfollow,
  workouts,
} from '@/features/profile-view/api';
import { createEvent, slot, syncedMember } from '../server/support/events';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();
const answers = (v: number) => Array<number>(18).fill(v);

let me: Member;
let other: Member;
beforeAll(async () => {
  me = await syncedMember(server());
  other = await server().createMember();
});

/** A workout of `me` on a challenge event, set up through the API (check-in and record on the event day). */
async function recordedWorkout(miles: number) {
  const s = server();
  const { rows } = await s.db.query<{ id: number }>("SELECT id FROM challenges WHERE name = 'Eagle Miles Challenge'");
  const e = await createEvent(s, me, { ...slot(1), challenge_id: rows[0].id });
  const day = new Date(e.start);
  day.setUTCHours(10, 0, 0, 0);
  s.clock.set(day);
  try {
    const r = await s.call(`/api/v1/mobile_event/${e.id}/workout/${me.id}`, { token: me.token, json: { miles } });
    if (r.status !== 201) throw new Error(`workout → ${r.status} ${r.text}`);
  } finally {
    s.clock.set(null);
  }
  return e as { id: number; name: string; start: string };
}

describe('profile-view api', () => {
  it('reads a member’s profile; an unknown member is 404', async () => {
    await logIn(me);
    await expect(getProfile(other.id)).resolves.toMatchObject({ id: other.id, first_name: 'Test', last_name: 'Member' });
    expect((await getProfile(me.id)).email).toBe(me.email);
    expect(await failure(getProfile(2_000_000_000))).toMatchObject({ status: 404 });
  });

  it('follows and unfollows: the summary and both lists read it back', async () => {
    await logIn(me);
    await expect(followSummary(other.id)).resolves.toMatchObject({ followers: 0 });
    await follow(me.id, other.id);
    await expect(followSummary(other.id)).resolves.toMatchObject({ followers: 1 });
    const followers = await followPage(other.id, 'followers', 0);
    expect(followers).toMatchObject({ next: null });
    expect(followers.users.map((u) => u.id)).toEqual([me.id]);
    expect((await followPage(me.id, 'following', 0)).users.map((u) => u.id)).toEqual([other.id]);
    await unfollow(me.id, other.id);
    await expect(followPage(other.id, 'followers', 0)).resolves.toEqual({ users: [], next: null });
  });

  it('a follow list of a member who does not exist (404) is empty', async () => {
    await logIn(me);
    await expect(followPage(2_000_000_000, 'followers', 0)).resolves.toEqual({ users: [], next: null });
  });

  it('lists badges with their names and images', async () => {
    await logIn(me);
    await expect(badges(me.id)).resolves.toEqual([]);
    await server().db.query(
      "INSERT INTO user_badges (user_id, badge_id, received_datetime) SELECT $1, id, '2025-06-01T00:00:00Z' FROM badges WHERE slug = 'eagle-miles'",
      [me.id],
    );
    const list = await badges(me.id);
    expect(list).toEqual([{ name: 'Eagle Miles', image_url: expect.stringMatching(/\/badges\/eagle-miles\.svg$/), received_datetime: '2025-06-01T00:00:00.000Z', description: expect.any(String) }]);
  });

  it('the workout log, its month metrics, and deleting a workout', async () => {
    const e = await recordedWorkout(4.5);
    await logIn(me);
    const log = await workouts(me.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ event_id: e.id, event_name: e.name, miles: 4.5 });
    const start = new Date(e.start);
    const month = `${start.getUTCFullYear()}-${start.getUTCMonth() + 1}`;
    await expect(monthMetrics(me.id, month)).resolves.toMatchObject({ month, miles: 4.5, workouts: 1 });
    expect(await failure(monthMetrics(me.id, '2025-13'))).toMatchObject({ status: 422 });
    await deleteWorkout(me.id, e.id);
    await expect(workouts(me.id)).resolves.toEqual([]);
  });

  it('blocks and reports a member', async () => {
    const stranger = await server().createMember();
    await logIn(me);
    await block(me.id, stranger.id);
    await reportUser(stranger.id, me.id);
    const db = server().db;
    expect((await db.query('SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [me.id, stranger.id])).rows).toHaveLength(1);
    const reports = await db.query<{ target_type: string }>('SELECT target_type FROM reports WHERE reporter_id = $1 AND target_id = $2', [me.id, String(stranger.id)]);
    expect(reports.rows.map((r) => r.target_type)).toEqual(['user']);
    // Another member's block list is not ours to change.
    expect(await failure(block(stranger.id, me.id))).toMatchObject({ status: 403 });
  });

  it('submits a survey, lists it, and reads the community average', async () => {
    await logIn(me);
    await expect(surveys(me.id)).resolves.toEqual([]);
    await submitSurvey(me.id, answers(50), new Date('2025-01-10T12:00:00Z'));
    const mine = await surveys(me.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ survey_response_date: '2025-01-10T12:00:00.000Z', total_score: 50 });
    const average = await communityAverage();
    expect(average.count).toBeGreaterThan(0);
    expect(average.total_score).toEqual(expect.any(Number));
    const bad = await failure(submitSurvey(me.id, answers(101), new Date()));
    expect(bad).toMatchObject({ status: 422, message: 'Answer all 18 questions with a whole number from 0 to 100.' });
  });
});
