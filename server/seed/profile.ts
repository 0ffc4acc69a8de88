/**
 * Badges, ELS surveys and more social graph for member@demo.test (about 25 followers, 2 blocked
 * members, 3 badges besides the 2 of its challenges, 5 surveys over 10 months), a latest survey
 * for about 200 members, and a PENDING Eagle Leader in Raleigh. Its own PRNG stream and only additions, so nothing before shifts.
 */
import { ELS_QUESTIONS, scoreEls } from '../../src/lib/els';
import type { Db } from '../db/client';
import { BADGES, badgePath } from '../profile/badges';
import { bulkInsert, continueIds, daysAgoFrom, isoDay } from './bulk-insert';
import { Prng } from './prng';
import { BLOCK_COLUMNS, FOLLOW_COLUMNS } from './social';

export async function seedProfile(db: Db, ctx: { now: Date; firstSeeded: number }): Promise<void> {
  const rng = new Prng(20_260_401);
  const { now, firstSeeded } = ctx;
  const daysAgo = daysAgoFrom(now);
  const MEMBER = 1;

  const { rows: people } = await db.query<{ id: number; chapter: number | null }>(
    'SELECT id, preferred_chapter_id AS chapter FROM users WHERE id >= $1 AND NOT anonymous_profile AND deleted_at IS NULL ORDER BY id',
    [firstSeeded],
  );
  const { rows: graph } = await db.query<{ follower_id: number; followed_id: number }>(
    'SELECT follower_id, followed_id FROM follows WHERE follower_id = $1 OR followed_id = $1',
    [MEMBER],
  );
  const { rows: blocked } = await db.query<{ blocker_id: number; blocked_id: number }>('SELECT blocker_id, blocked_id FROM blocks');
  const related = new Set(graph.flatMap((r) => [r.follower_id, r.followed_id]));
  const inBlocks = new Set(blocked.flatMap((r) => [r.blocker_id, r.blocked_id]));
  const followers = graph.filter((r) => r.followed_id === MEMBER).length;
  const strangers = people.filter((p) => !related.has(p.id) && !inBlocks.has(p.id));

  // member@: blocks two strangers; about 25 followers in all.
  const [blockA, blockB, ...rest] = rng.sample(strangers, Math.max(0, 25 - followers) + 2);
  const blockRows = [blockA, blockB].filter(Boolean).map((p) => [MEMBER, p.id, daysAgo(rng.int(5, 120)).toISOString()]);
  await bulkInsert(db, 'blocks', BLOCK_COLUMNS, blockRows);
  await bulkInsert(
    db,
    'follows',
    FOLLOW_COLUMNS,
    rest.map((p) => [p.id, MEMBER, daysAgo(rng.int(0, 400)).toISOString()]),
  );

  // Badges: the catalogue, those not tied to a challenge for member@ (3; its 2 past challenges add 2), a few for others.
  await bulkInsert(
    db,
    'badges',
    [
      ['id', 'int'],
      ['slug', 'text'],
      ['name', 'text'],
      ['image_url', 'text'],
      ['description', 'text'],
    ],
    BADGES.map((b, i) => [i + 1, b.slug, b.name, badgePath(b.slug), b.description]),
  );
  // A catalogue badge named after a challenge's badge is that challenge's (challenges/scores.ts):
  // only reaching its goal earns it (challenge-activity.ts). The others are handed out here.
  const { rows: challengeBadges } = await db.query<{ name: string }>('SELECT DISTINCT lower(badge_name) AS name FROM challenges WHERE badge_name IS NOT NULL');
  const taken = new Set(challengeBadges.map((b) => b.name));
  const badgeIds = BADGES.map((b, i) => [b, i + 1] as const)
    .filter(([b]) => !taken.has(b.name.toLowerCase()))
    .map(([, id]) => id);
  const userBadges: unknown[][] = rng.sample(badgeIds, 5).map((id, i) => [MEMBER, id, daysAgo(20 + i * 45 + rng.int(0, 20)).toISOString()]);
  for (const p of rng.sample(people, Math.min(300, people.length))) {
    for (const id of rng.sample(badgeIds, rng.int(1, 3))) userBadges.push([p.id, id, daysAgo(rng.int(1, 500)).toISOString()]);
  }
  await bulkInsert(
    db,
    'user_badges',
    [
      ['user_id', 'int'],
      ['badge_id', 'int'],
      ['received_datetime', 'timestamptz'],
    ],
    userBadges,
  );

  // ELS surveys: member@ improves a little over 10 months; about 200 others have a recent one.
  const surveyRows: unknown[][] = [];
  const survey = (userId: number, at: Date, base: number) => {
    const answers = ELS_QUESTIONS.map(() => Math.max(0, Math.min(100, base + rng.int(-15, 15))));
    const s = scoreEls(answers);
    surveyRows.push([
      surveyRows.length + 1,
      userId,
      at.toISOString(),
      JSON.stringify(answers),
      s.total_score,
      s.genuine_relationships,
      s.mental_health,
      s.physical_health,
      s.sense_of_purpose,
      at.toISOString(),
    ]);
  };
  [300, 235, 170, 95, 25].forEach((d, i) => survey(MEMBER, daysAgo(d + rng.int(0, 5)), 58 + i * 4));
  for (const p of rng.sample(people, Math.min(200, people.length))) survey(p.id, daysAgo(rng.int(1, 120)), rng.int(40, 85));
  await bulkInsert(
    db,
    'els_surveys',
    [
      ['id', 'int'],
      ['user_id', 'int'],
      ['survey_taken_time_stamp', 'timestamptz'],
      ['answers', 'jsonb'],
      ['total_score', 'numeric'],
      ['genuine_relationships', 'numeric'],
      ['mental_health', 'numeric'],
      ['physical_health', 'numeric'],
      ['sense_of_purpose', 'numeric'],
      ['created_at', 'timestamptz'],
    ],
    surveyRows,
  );

  // A PENDING Eagle Leader in Raleigh (onboarded by the admin, training not completed).
  const { rows: leaders } = await db.query<{ user_id: number }>('SELECT user_id FROM eagle_leader_info');
  const leaderIds = new Set(leaders.map((r) => r.user_id));
  const pending = people.find((p) => p.chapter === 1 && !leaderIds.has(p.id) && p.id !== blockA?.id && p.id !== blockB?.id);
  if (pending) {
    await db.query(
      `INSERT INTO eagle_leader_info (user_id, role, start_date, end_date, active, offboarding_notification, training_completion_date)
       VALUES ($1, 'Volunteer Leader', $2, NULL, false, NULL, NULL)`,
      [pending.id, isoDay(daysAgo(21))],
    );
  }

  await continueIds(db, ['badges', 'els_surveys']);
}
