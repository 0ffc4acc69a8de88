/**
 * Demo data: 40 chapters in real US cities, 10 activity groups (and an inactive one), 3 sponsors,
 * ~1,500 members with military service, memberships with roles, follows, blocks, Eagle Leaders and
 * 8 challenges (past, active, upcoming; every unit) with scores and badges, about 280 events with
 * attendees and workouts, badges and ELS surveys, the feed (about 3,000 posts with comments,
 * replies, likes and pinned posts; feed.ts), plus the named demo accounts; last, groups.ts tops every chapter up past a page of members, makes
 * every Chapter Captain active, adds the inactive group and sets the members' CRM status.
 * Deterministic (fixed PRNG seeds; dates relative to `now`), fast (one multi-row INSERT … SELECT
 * FROM unnest(…) per table; the demo password is hashed once) and only ever applied to an empty
 * database.
 *
 * The parts run in a fixed order on the main PRNG stream (groups, members, Eagle Leaders,
 * memberships, follows and blocks, challenges); events and profile extras have their own streams,
 * so a change in one part does not shift the data of the others.
 */
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { bulkInsert, continueIds } from './bulk-insert';
import { seedChallengeActivity } from './challenge-activity';
import { seedChallenges } from './challenges';
import { seedGroups } from './chapters';
import { DEMO_PASSWORD } from './demo-accounts';
import { EAGLE_LEADER_COLUMNS, chooseEagleLeaders } from './eagle-leaders';
import { seedEvents } from './events';
import { seedFeed } from './feed';
import { seedGroupExtras } from './groups';
import { FIRST_SEEDED, buildMembers } from './members';
import { seedProfile } from './profile';
import { Prng } from './prng';
import { seedFollowsAndBlocks, seedMemberships } from './social';
import { seedChats } from './chats';
import { USER_COLUMNS } from './user-columns';

export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-accounts';

export interface SeedOptions {
  /** scrypt cost for the demo password's hash. */
  scryptN: number;
  /** Business "now" the dates are relative to. */
  now?: Date;
  /** Seeded members besides the demo accounts. */
  members?: number;
}

export interface SeedSummary {
  users: number;
  groups: number;
  memberships: number;
  follows: number;
  challenges: number;
  events: number;
  posts: number;
  reactions: number;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM groups) AS empty');
  return rows[0].empty;
}

/** Seeds an empty database; returns null (and changes nothing) when it already has data. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  if (!(await isEmpty(db))) return null;
  const rng = new Prng(20_260_101);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptN);

  const groups = await seedGroups(db, rng, now);
  const { chapters, activityIds, sponsorIds } = groups;
  const { userRows, members } = buildMembers(rng, { now, chapters, passwordHash, count: options.members ?? 1000 });
  const { eagleRows, seededByChapter } = chooseEagleLeaders(rng, { now, chapters, members, userRows });
  await bulkInsert(
    db,
    'users',
    USER_COLUMNS,
    userRows.map((row) => USER_COLUMNS.map(([name]) => row[name] ?? null)),
  );
  await bulkInsert(db, 'eagle_leader_info', EAGLE_LEADER_COLUMNS, eagleRows);

  const social = { now, chapters, activityIds, sponsorIds, members, seededByChapter };
  const membership = await seedMemberships(db, rng, social);
  const { active, follows } = await seedFollowsAndBlocks(db, rng, social);
  const challenges = await seedChallenges(db, rng, { now, raleighId: groups.raleigh.id, activityIds, membership, active });

  const events = await seedEvents(db, {
    now,
    chapters,
    activityIds,
    membership,
    anonymous: new Set(members.filter((m) => m.anonymous).map((m) => m.id)),
    challenges,
  });
  await seedProfile(db, { now, firstSeeded: FIRST_SEEDED });
  await seedChallengeActivity(db, now, challenges); // after the badge catalogue: challenge badges follow its ids
  const feed = await seedFeed(db, { now });
  await seedChats(db, { now });
  const extras = await seedGroupExtras(db, { now, chapters, passwordHash });
  await continueIds(db, ['groups', 'users', 'challenges', 'events']);

  return {
    users: userRows.length + extras.users,
    groups: groups.count + extras.groups,
    memberships: membership.length + extras.memberships,
    follows,
    challenges: challenges.length,
    events,
    ...feed,
  };
}
