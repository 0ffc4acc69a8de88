// The seeded challenges (server/seed/challenges.ts, challenge-activity.ts): every unit has a
// challenge with scores, the stored scores are what a full recompute gives, badges go to exactly
// those who reached a goal, ended challenges place every participant, and member@demo.test's
// demo states (Eagle Miles rank past 25, a challenge badge earned in a past challenge).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOAL_REACHED, liveScoresSql, type ChallengeUnit } from '../../../server/challenges/scores';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

interface ChallengeRow {
  id: number;
  name: string;
  required_unit: ChallengeUnit;
  state: 'past' | 'active' | 'upcoming';
  participants: number;
  scored: number;
  reached: number;
  badges: number;
}

const challenges = async () =>
  (
    await s.db.query<ChallengeRow>(
      `SELECT c.id, c.name, c.required_unit,
              CASE WHEN c.end_date < current_date THEN 'past' WHEN c.start_date > current_date THEN 'upcoming' ELSE 'active' END AS state,
              (SELECT count(*)::int FROM challenge_participants p WHERE p.challenge_id = c.id) AS participants,
              (SELECT count(*)::int FROM challenge_scores s WHERE s.challenge_id = c.id) AS scored,
              (SELECT count(*)::int FROM challenge_scores s WHERE s.challenge_id = c.id AND ${GOAL_REACHED}) AS reached,
              (SELECT count(*)::int FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE b.challenge_id = c.id) AS badges
         FROM challenges c ORDER BY c.id`,
    )
  ).rows;

describe('seeded challenges', () => {
  it('every unit has a challenge with scores; ended ones place every participant; upcoming ones have none', async () => {
    const rows = await challenges();
    for (const unit of ['miles', 'steps', 'minutes', 'check-ins', 'least-minutes']) {
      expect(rows.some((c) => c.required_unit === unit && c.scored > 0), unit).toBe(true);
    }
    for (const unit of ['check-ins', 'least-minutes', 'miles', 'steps']) {
      expect(rows.some((c) => c.state === 'active' && c.required_unit === unit && c.scored > 10), `active ${unit}`).toBe(true);
    }
    const past = rows.filter((c) => c.state === 'past');
    expect(past.map((c) => c.required_unit).sort()).toEqual(['miles', 'minutes']);
    for (const c of past) {
      expect(c.participants, c.name).toBeGreaterThan(100);
      expect(c.scored, c.name).toBe(c.participants);
      // Some reached the goal, many did not.
      expect(c.reached, c.name).toBeGreaterThan(10);
      expect(c.reached, c.name).toBeLessThan(c.participants - 10);
    }
    expect(rows.filter((c) => c.state === 'upcoming' && c.scored === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((c) => c.state === 'active' && c.reached > 0).length).toBeGreaterThanOrEqual(1);
  });

  it('the stored scores are what a full recompute from check-ins and workouts gives, for every challenge', async () => {
    for (const c of await challenges()) {
      const stored = await s.db.query(
        'SELECT user_id, score::text AS score, sort_key::text AS sort_key, reached_at FROM challenge_scores WHERE challenge_id = $1 ORDER BY user_id',
        [c.id],
      );
      const live = await s.db.query(
        `SELECT user_id, score::text AS score, (CASE WHEN $3 THEN score ELSE -score END)::text AS sort_key, reached_at
           FROM (${liveScoresSql(c.required_unit)}) x ORDER BY user_id`,
        [c.id, null, c.required_unit === 'least-minutes'],
      );
      expect(stored.rows, c.name).toEqual(live.rows);
    }
  });

  it('a challenge badge is held by exactly the participants who reached the goal', async () => {
    const rows = await challenges();
    for (const c of rows) {
      const { rows: diff } = await s.db.query(
        `(SELECT s.user_id FROM challenge_scores s JOIN challenges c ON c.id = s.challenge_id WHERE c.id = $1 AND ${GOAL_REACHED}
          EXCEPT SELECT ub.user_id FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE b.challenge_id = $1)
         UNION ALL
         (SELECT ub.user_id FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE b.challenge_id = $1
          EXCEPT SELECT s.user_id FROM challenge_scores s JOIN challenges c ON c.id = s.challenge_id WHERE c.id = $1 AND ${GOAL_REACHED})`,
        [c.id],
      );
      expect(diff, c.name).toEqual([]);
    }
    expect(rows.filter((c) => c.badges > 0).length).toBeGreaterThanOrEqual(3);
    const late = await s.db.query('SELECT 1 FROM user_badges WHERE received_datetime > now()');
    expect(late.rows).toEqual([]);
  });

  it('member@demo.test: rank past 25 in Eagle Miles (the centred board), a place in each past challenge and a badge earned in one', async () => {
    const { token, userId } = await s.login('member@demo.test');
    const eagle = await s.db.query<{ id: number }>("SELECT id FROM challenges WHERE name = 'Eagle Miles Challenge'");
    const centered = await s.call(`/api/v1/leaderboard/challenge/${eagle.rows[0].id}/user/${userId}/centered`);
    expect(centered.body.rank).toBeGreaterThan(25);
    expect(centered.body.data).toHaveLength(25);
    expect(centered.body.data[12]).toMatchObject({ rank: centered.body.rank, user: { id: userId } });

    const past = await s.call(`/api/v1/user/${userId}/challenge?status=past`, { token });
    expect(past.status).toBe(200);
    const joined = past.body.data.joined as Array<{ name: string; badge_name: string; place: number | null; badge_earned: boolean }>;
    expect(joined.length).toBeGreaterThanOrEqual(1);
    for (const c of joined) expect(c.place, c.name).toEqual(expect.any(Number));
    const earned = joined.filter((c) => c.badge_earned).map((c) => c.badge_name);
    expect(earned.length).toBeGreaterThanOrEqual(1);
    const badges = await s.call(`/api/v1/user/${userId}/badges`, { token });
    expect(JSON.stringify(badges.body)).toContain(earned[0]);
  });
});
