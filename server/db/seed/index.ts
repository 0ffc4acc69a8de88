/**
 * Demo data: 40 chapters in real US cities, 10 activity groups, 3 sponsors, ~1,000 members with
 * military service, memberships with roles, follows, blocks, Eagle Leaders and 6 challenges (past,
 * active, upcoming), plus the named demo accounts. Deterministic (fixed PRNG seed; dates relative
 * to `now`), fast (one multi-row INSERT … SELECT FROM unnest(…) per table; the demo password is
 * hashed once) and only ever applied to an empty database.
 */
import tzLookup from 'tz-lookup';
import { hashPassword } from '../../auth/passwords';
import { localDate, wallTimeToUtc } from '../../events/time';
import { lookupZip } from '../../services/geo';
import type { Db } from '../client';
import {
  ACTIVITY_GROUPS,
  BIOS,
  BRANCH_WEIGHTS,
  EVENT_DESCRIPTIONS,
  EVENT_TITLES,
  CHAPTER_CITIES,
  DEPLOYMENTS,
  EAGLE_LEADER_ROLES,
  FIRST_NAMES,
  LAST_NAMES,
  MILITARY_STATUS_WEIGHTS,
  RANKS,
  SHIRT_SIZES,
  SPECIALTIES,
  SPONSOR_GROUPS,
  STREET_NAMES,
  STREET_TYPES,
  type Branch,
} from './data';
import { Prng } from './prng';
import { ETS_STATUS } from '../../../src/lib/military';
import { ELS_QUESTIONS, scoreEls } from '../../../src/lib/els';
import { BADGES, badgePath } from '../../profile/badges';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoLogin {
  email: string;
  password: string;
  description: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'member@demo.test', password: DEMO_PASSWORD, description: 'complete profile (Veteran, Raleigh, NC Chapter)' },
  { email: 'admin@demo.test', password: DEMO_PASSWORD, description: 'admin of the Raleigh, NC Chapter group' },
  { email: 'leader@demo.test', password: DEMO_PASSWORD, description: 'active Eagle Leader (Chapter Captain)' },
  { email: 'anon@demo.test', password: DEMO_PASSWORD, description: 'anonymous (private) profile' },
  { email: 'new@demo.test', password: DEMO_PASSWORD, description: 'e-mail not verified' },
  { email: 'incomplete@demo.test', password: DEMO_PASSWORD, description: 'verified, profile not completed' },
  { email: 'unsynced@demo.test', password: DEMO_PASSWORD, description: 'complete profile without a CRM contact id' },
];

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
}

type PgType = 'int' | 'smallint' | 'text' | 'bool' | 'float8' | 'date' | 'timestamptz' | 'jsonb' | 'numeric';
type Column = readonly [name: string, type: PgType];

/** INSERT INTO table (cols) SELECT * FROM unnest($1::t1[], $2::t2[], …): one statement, parameters only. */
async function bulkInsert(db: Db, table: string, columns: readonly Column[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const CHUNK = 2000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map((_, i) => chunk.map((row) => row[i] ?? null));
    const sql = `INSERT INTO ${table} (${columns.map(([n]) => n).join(', ')})
      SELECT * FROM unnest(${columns.map(([, t], i) => `$${i + 1}::${t}[]`).join(', ')})`;
    await db.query(sql, arrays);
  }
}

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM groups) AS empty');
  return rows[0].empty;
}

interface Chapter {
  id: number;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

interface Member {
  id: number;
  chapter: Chapter;
  status: string;
  branch: Branch | null;
  anonymous: boolean;
}

/** Seeds an empty database; returns null (and changes nothing) when it already has data. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  if (!(await isEmpty(db))) return null;
  const rng = new Prng(20_260_101);
  const now = options.now ?? new Date();
  const memberCount = options.members ?? 1000;
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptN);
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

  // ---- groups ----------------------------------------------------------------------------------
  const chapters: Chapter[] = CHAPTER_CITIES.map(([city, state, zip], i) => {
    const place = lookupZip(zip);
    if (!place) throw new Error(`seed: unknown zip ${zip}`);
    return { id: i + 1, city, state, zip, latitude: place.latitude, longitude: place.longitude };
  });
  const raleigh = chapters[0];
  const groupRows: unknown[][] = chapters.map((ch) => [
    ch.id,
    'chapter',
    `${ch.city}, ${ch.state} Chapter`,
    `The ${ch.city} chapter: weekly workouts, service projects and social events for veterans and civilians in the ${ch.city} area.`,
    ch.city,
    ch.state,
    ch.zip,
    ch.latitude,
    ch.longitude,
    daysAgo(rng.int(900, 2500)).toISOString(),
  ]);
  const activityIds: number[] = [];
  ACTIVITY_GROUPS.forEach(([name, description]) => {
    const id = groupRows.length + 1;
    activityIds.push(id);
    groupRows.push([id, 'activity', name, description, null, null, null, null, null, daysAgo(rng.int(300, 1500)).toISOString()]);
  });
  const sponsorIds: number[] = [];
  SPONSOR_GROUPS.forEach(([name, description]) => {
    const id = groupRows.length + 1;
    sponsorIds.push(id);
    groupRows.push([id, 'sponsor', name, description, null, null, null, null, null, daysAgo(rng.int(100, 700)).toISOString()]);
  });
  await bulkInsert(
    db,
    'groups',
    [
      ['id', 'int'],
      ['type', 'text'],
      ['name', 'text'],
      ['description', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['created_at', 'timestamptz'],
    ],
    groupRows,
  );

  // ---- users -----------------------------------------------------------------------------------
  const userColumns = [
    ['id', 'int'],
    ['email', 'text'],
    ['email_verified', 'bool'],
    ['password_hash', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['phone', 'text'],
    ['gender', 'text'],
    ['profile_bio', 'text'],
    ['anonymous_profile', 'bool'],
    ['eagle_leader', 'bool'],
    ['eagle_leader_title', 'text'],
    ['preferred_chapter_id', 'int'],
    ['anchor_chapter_id', 'int'],
    ['home_chapter_id', 'int'],
    ['salesforce_contact_id', 'text'],
    ['newsletter_subscription', 'jsonb'],
    ['do_not_send_any_email', 'bool'],
    ['do_not_contact', 'bool'],
    ['do_not_call', 'bool'],
    ['profile_completed', 'bool'],
    ['registration_started_via_app', 'bool'],
    ['legal_waiver_signed', 'bool'],
    ['military_status', 'text'],
    ['military_family_member', 'bool'],
    ['military_branch', 'text'],
    ['military_specialty', 'text'],
    ['military_rank', 'text'],
    ['military_ets', 'date'],
    ['has_disability', 'bool'],
    ['combat_zone', 'bool'],
    ['combat_deployment_operations', 'text'],
    ['shirt_size', 'text'],
    ['address_type', 'text'],
    ['country', 'text'],
    ['address_state', 'text'],
    ['city', 'text'],
    ['zip', 'text'],
    ['address', 'text'],
    ['address_verified', 'bool'],
    ['latitude', 'float8'],
    ['longitude', 'float8'],
    ['last_check_in_date', 'timestamptz'],
    ['created_at', 'timestamptz'],
  ] as const satisfies readonly Column[];
  type UserColumn = (typeof userColumns)[number][0];
  type UserRow = Partial<Record<UserColumn, unknown>>;
  const userRows: UserRow[] = [];
  const members: Member[] = [];
  const usedCrmIds = new Set<string>();
  const crmId = () => {
    let id: string;
    do id = `003${rng.chars(15)}`;
    while (usedCrmIds.has(id));
    usedCrmIds.add(id);
    return id;
  };

  function service(status: string): UserRow & { branch: Branch | null } {
    if (status === 'Civilian') return { military_status: status, military_family_member: rng.chance(0.35), branch: null };
    const branch = rng.weighted(BRANCH_WEIGHTS);
    const ranks = RANKS[branch];
    const tier = rng.weighted([
      ['enlisted', 75],
      ['officer', 20],
      ['warrant', ranks.warrant.length ? 5 : 0],
    ] as const);
    const list = ranks[tier];
    // Mostly junior and mid grades: the bottom two thirds of the table.
    const rank = list[Math.min(list.length - 1, Math.floor(rng.next() ** 1.6 * list.length))];
    const combat = status === 'Veteran' ? rng.chance(0.55) : rng.chance(0.3);
    return {
      military_status: status,
      military_family_member: false,
      branch,
      military_branch: branch,
      military_specialty: rng.pick(SPECIALTIES[branch]),
      military_rank: rank,
      // The ETS status's date: a day of the current year (the form offers this year and the 80 before).
      military_ets: status === ETS_STATUS ? `${now.getUTCFullYear()}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null,
      has_disability: status === 'Veteran' ? rng.chance(0.3) : false,
      combat_zone: combat,
      combat_deployment_operations: combat ? rng.pick(DEPLOYMENTS) : null,
    };
  }

  function member(id: number, over: UserRow & { chapter?: Chapter } = {}): UserRow {
    const chapter = over.chapter ?? rng.weighted(chapters.map((ch, i) => [ch, i === 0 ? 8 : i < 8 ? 3 : 1] as const));
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const status = (over.military_status as string | undefined) ?? rng.weighted(MILITARY_STATUS_WEIGHTS);
    const { branch, ...svc } = service(status);
    const jitter = () => (rng.next() - 0.5) * 0.15;
    const completed = rng.chance(0.96);
    const row: UserRow = {
      id,
      email: `${first}.${last}.${id}@example.com`.toLowerCase().replace(/'/g, ''),
      email_verified: true,
      password_hash: passwordHash,
      first_name: first,
      last_name: last,
      phone: rng.chance(0.8) ? `${rng.pick(['919', '910', '704', '404', '210', '512', '719', '619', '206', '615'])}555${String(rng.int(0, 9999)).padStart(4, '0')}` : null,
      gender: rng.weighted([
        ['Male', 55],
        ['Female', 40],
        ['Undisclosed', 5],
      ] as const),
      profile_bio: rng.pick(BIOS),
      anonymous_profile: rng.chance(0.05),
      eagle_leader: false,
      eagle_leader_title: null,
      preferred_chapter_id: chapter.id,
      anchor_chapter_id: rng.chance(0.1) ? chapter.id : null,
      home_chapter_id: chapter.id,
      salesforce_contact_id: completed ? crmId() : null,
      newsletter_subscription: JSON.stringify(rng.chance(0.7) ? [{ id: 'general' }] : []),
      do_not_send_any_email: rng.chance(0.05),
      do_not_contact: rng.chance(0.25),
      do_not_call: rng.chance(0.6),
      profile_completed: completed,
      registration_started_via_app: true,
      legal_waiver_signed: completed,
      ...svc,
      shirt_size: rng.pick(SHIRT_SIZES),
      address_type: 'domestic',
      country: 'United States',
      address_state: chapter.state,
      city: chapter.city,
      zip: chapter.zip,
      address: `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`,
      address_verified: true,
      latitude: chapter.latitude + jitter(),
      longitude: chapter.longitude + jitter(),
      last_check_in_date: rng.chance(0.7) ? daysAgo(rng.int(0, 120)).toISOString() : null,
      created_at: daysAgo(rng.int(30, 1500)).toISOString(),
    };
    const merged = { ...row, ...over };
    delete (merged as { chapter?: Chapter }).chapter;
    members.push({ id, chapter, status: merged.military_status as string, branch: (merged.military_branch as Branch | null) ?? branch, anonymous: merged.anonymous_profile === true });
    return merged;
  }

  // The named demo accounts (ids 1–7).
  const demoJoined = daysAgo(400).toISOString();
  userRows.push(
    member(1, {
      chapter: raleigh,
      email: 'member@demo.test',
      first_name: 'Jordan',
      last_name: 'Reyes',
      phone: '9195550100',
      gender: 'Male',
      profile_bio: 'Army veteran. Ruck Club regular and Saturday 5K runner in Raleigh.',
      anonymous_profile: false,
      salesforce_contact_id: '003Dn000001RwbDm01',
      profile_completed: true,
      legal_waiver_signed: true,
      military_status: 'Veteran',
      military_family_member: false,
      military_branch: 'Army',
      military_specialty: '11B',
      military_rank: 'SSG',
      military_ets: null,
      has_disability: false,
      combat_zone: true,
      combat_deployment_operations: 'Operation Enduring Freedom (Afghanistan)',
      shirt_size: 'M',
      address: '100 Fayetteville St',
      latitude: raleigh.latitude,
      longitude: raleigh.longitude,
      do_not_contact: false,
      do_not_call: false,
      do_not_send_any_email: false,
      newsletter_subscription: JSON.stringify([{ id: 'general' }]),
      created_at: demoJoined,
    }),
    member(2, {
      chapter: raleigh,
      email: 'admin@demo.test',
      first_name: 'Morgan',
      last_name: 'Blake',
      phone: '9195550101',
      anonymous_profile: false,
      salesforce_contact_id: '003Dn000001RwbDm02',
      profile_completed: true,
      legal_waiver_signed: true,
      military_status: 'Civilian',
      military_family_member: true,
      created_at: demoJoined,
    }),
    member(3, {
      chapter: raleigh,
      email: 'leader@demo.test',
      first_name: 'Casey',
      last_name: 'Nguyen',
      phone: '9195550102',
      anonymous_profile: false,
      eagle_leader: true,
      eagle_leader_title: 'Chapter Captain',
      salesforce_contact_id: '003Dn000001RwbDm03',
      profile_completed: true,
      legal_waiver_signed: true,
      military_status: 'Veteran',
      military_branch: 'Marine Corps',
      military_specialty: '0311',
      military_rank: 'SSgt',
      military_ets: null,
      created_at: demoJoined,
    }),
    member(4, {
      chapter: raleigh,
      email: 'anon@demo.test',
      first_name: 'Riley',
      last_name: 'Hart',
      anonymous_profile: true,
      salesforce_contact_id: '003Dn000001RwbDm04',
      profile_completed: true,
      legal_waiver_signed: true,
      created_at: demoJoined,
    }),
    member(5, {
      chapter: raleigh,
      email: 'new@demo.test',
      first_name: 'Avery',
      last_name: 'Brooks',
      email_verified: false,
      anonymous_profile: false,
      salesforce_contact_id: null,
      profile_completed: false,
      legal_waiver_signed: false,
      registration_started_via_app: true,
      phone: null,
      gender: null,
      profile_bio: '',
      military_status: null,
      military_branch: null,
      military_specialty: null,
      military_rank: null,
      military_ets: null,
      has_disability: null,
      combat_zone: null,
      combat_deployment_operations: null,
      military_family_member: false,
      shirt_size: null,
      address_type: null,
      country: null,
      address_state: null,
      city: null,
      zip: null,
      address: null,
      address_verified: false,
      latitude: null,
      longitude: null,
      preferred_chapter_id: null,
      home_chapter_id: null,
      anchor_chapter_id: null,
      last_check_in_date: null,
      created_at: daysAgo(1).toISOString(),
    }),
    member(6, {
      chapter: raleigh,
      email: 'incomplete@demo.test',
      first_name: 'Quinn',
      last_name: 'Foster',
      anonymous_profile: false,
      salesforce_contact_id: null,
      profile_completed: false,
      legal_waiver_signed: false,
      phone: null,
      address: null,
      last_check_in_date: null,
      created_at: daysAgo(3).toISOString(),
    }),
    member(7, {
      chapter: raleigh,
      email: 'unsynced@demo.test',
      first_name: 'Drew',
      last_name: 'Patel',
      anonymous_profile: false,
      salesforce_contact_id: null,
      profile_completed: true,
      legal_waiver_signed: true,
      created_at: daysAgo(20).toISOString(),
    }),
  );
  const firstSeeded = 8;
  for (let id = firstSeeded; id < firstSeeded + memberCount; id++) userRows.push(member(id));

  // Eagle Leaders: one Chapter Captain per chapter plus others, a few pending or offboarding.
  const eagleRows: unknown[][] = [[3, 'Chapter Captain', isoDay(daysAgo(700)), null, true, null, isoDay(daysAgo(680))]];
  const seededByChapter = new Map<number, Member[]>();
  for (const m of members) if (m.id >= firstSeeded && !m.anonymous) seededByChapter.set(m.chapter.id, [...(seededByChapter.get(m.chapter.id) ?? []), m]);
  const leaderIds = new Set<number>([3]);
  for (const ch of chapters) {
    const pool = (seededByChapter.get(ch.id) ?? []).filter((m) => !leaderIds.has(m.id));
    const roles: string[] = ch.id === raleigh.id ? ['Deputy Chapter Captain'] : ['Chapter Captain', ...(rng.chance(0.5) ? ['Deputy Chapter Captain'] : [])];
    if (rng.chance(0.3)) roles.push(rng.pick(EAGLE_LEADER_ROLES));
    for (const [i, m] of rng.sample(pool, roles.length).entries()) {
      leaderIds.add(m.id);
      const started = rng.int(60, 1400);
      const state = rng.weighted([
        ['active', 80],
        ['pending', 10],
        ['offboarding', 10],
      ] as const);
      const row = userRows[m.id - 1];
      row.eagle_leader = state !== 'pending';
      row.eagle_leader_title = state !== 'pending' ? roles[i] : null;
      eagleRows.push([
        m.id,
        roles[i],
        isoDay(daysAgo(started)),
        state === 'offboarding' ? isoDay(new Date(now.getTime() + rng.int(5, 40) * DAY)) : null,
        state !== 'pending',
        state === 'offboarding' ? rng.pick(['Alert - 30 Day Internal', 'Warning - 45 Day External']) : null,
        state === 'pending' || rng.chance(0.1) ? null : isoDay(daysAgo(started - rng.int(5, 40))),
      ]);
    }
  }

  await bulkInsert(
    db,
    'users',
    userColumns,
    userRows.map((row) => userColumns.map(([name]) => row[name] ?? null)),
  );
  await bulkInsert(
    db,
    'eagle_leader_info',
    [
      ['user_id', 'int'],
      ['role', 'text'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['active', 'bool'],
      ['offboarding_notification', 'text'],
      ['training_completion_date', 'date'],
    ],
    eagleRows,
  );

  // ---- memberships -----------------------------------------------------------------------------
  const membership = new Map<string, [number, number, number, string]>();
  const join = (groupId: number, userId: number, role: number, at: Date) => {
    const key = `${groupId}:${userId}`;
    const existing = membership.get(key);
    if (!existing || existing[2] < role) membership.set(key, [groupId, userId, role, at.toISOString()]);
  };
  for (const m of members) {
    if (m.id === 5) continue; // not registered yet
    join(m.chapter.id, m.id, 0, daysAgo(rng.int(10, 900)));
    if (rng.chance(0.45)) for (const g of rng.sample(activityIds, rng.int(1, 3))) join(g, m.id, 0, daysAgo(rng.int(5, 600)));
    if (rng.chance(0.06)) join(rng.pick(sponsorIds), m.id, 0, daysAgo(rng.int(5, 300)));
  }
  join(raleigh.id, 2, 2, daysAgo(500));
  join(raleigh.id, 3, 1, daysAgo(690));
  join(activityIds[1], 1, 0, daysAgo(200)); // member@ is in the Ruck Club
  for (const ch of chapters) {
    const pool = (seededByChapter.get(ch.id) ?? []).filter((m) => m.id >= firstSeeded);
    const [admin, ...mods] = rng.sample(pool, ch.id === raleigh.id ? 2 : rng.int(2, 3));
    if (admin && ch.id !== raleigh.id) join(ch.id, admin.id, 2, daysAgo(rng.int(100, 900)));
    for (const mod of mods) join(ch.id, mod.id, 1, daysAgo(rng.int(50, 600)));
  }
  for (const g of [...activityIds, ...sponsorIds]) {
    const inGroup = [...membership.values()].filter(([gid]) => gid === g).map(([, uid]) => uid);
    const [admin, mod] = rng.sample(inGroup, 2);
    if (admin) join(g, admin, 2, daysAgo(rng.int(100, 600)));
    if (mod) join(g, mod, 1, daysAgo(rng.int(50, 400)));
  }
  await bulkInsert(
    db,
    'group_memberships',
    [
      ['group_id', 'int'],
      ['user_id', 'int'],
      ['role', 'smallint'],
      ['joined_at', 'timestamptz'],
    ],
    [...membership.values()],
  );

  // ---- follows and blocks ----------------------------------------------------------------------
  const follows = new Map<string, unknown[]>();
  const follow = (a: number, b: number) => {
    if (a !== b) follows.set(`${a}:${b}`, [a, b, daysAgo(rng.int(0, 500)).toISOString()]);
  };
  const active = members.filter((m) => m.id !== 5 && !m.anonymous);
  for (const m of active) {
    const local = seededByChapter.get(m.chapter.id) ?? [];
    const n = rng.int(0, 10);
    for (let i = 0; i < n; i++) follow(m.id, (rng.chance(0.7) && local.length ? rng.pick(local) : rng.pick(active)).id);
  }
  for (const other of rng.sample(active.filter((m) => m.id > 7), 24)) {
    follow(1, other.id);
    if (rng.chance(0.6)) follow(other.id, 1);
  }
  follow(1, 3);
  follow(3, 1);
  follow(2, 1);
  await bulkInsert(
    db,
    'follows',
    [
      ['follower_id', 'int'],
      ['followed_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    [...follows.values()],
  );
  const blocks = new Map<string, unknown[]>();
  for (let i = 0; i < 15; i++) {
    const [a, b] = rng.sample(active.filter((m) => m.id >= firstSeeded), 2);
    blocks.set(`${a.id}:${b.id}`, [a.id, b.id, daysAgo(rng.int(0, 300)).toISOString()]);
  }
  await bulkInsert(
    db,
    'blocks',
    [
      ['blocker_id', 'int'],
      ['blocked_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    [...blocks.values()],
  );

  // ---- challenges ------------------------------------------------------------------------------
  const day = (offset: number) => isoDay(new Date(now.getTime() + offset * DAY));
  const challenges: Array<[string, string, number, number, string, number, number | null, string, number]> = [
    ['Iron Minutes Challenge', 'Log 1,200 active minutes in 50 days. Every workout counts.', -200, -150, 'minutes', 1200, null, 'Iron Minutes', 120],
    ['100 Miles in 60 Days', 'Run, walk or ruck 100 miles in 60 days, at your own pace.', -120, -60, 'miles', 100, null, 'Century Miler', 150],
    ['Eagle Miles Challenge', 'Our national challenge: 50 miles in 30 days, any way you move.', -14, 16, 'miles', 50, null, 'Eagle Miles', 140],
    ['Raleigh 10K Steps a Day', 'Ten thousand steps a day for a month with the Raleigh chapter.', -7, 23, 'steps', 300000, raleigh.id, 'Step It Up', 60],
    ['Ruck Series', 'Check in to four chapter rucks in four weeks with the Ruck Club.', 20, 48, 'check-ins', 4, activityIds[1], 'Ruck Series', 25],
    ['Fastest 5K', 'Post your fastest 5K of the season: the least minutes wins.', 40, 70, 'least-minutes', 1, activityIds[0], '5K Speedster', 20],
  ];
  await bulkInsert(
    db,
    'challenges',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['required_unit', 'text'],
      ['goal', 'numeric'],
      ['group_id', 'int'],
      ['badge_name', 'text'],
      ['links', 'jsonb'],
      ['created_by', 'int'],
      ['created_at', 'timestamptz'],
    ],
    challenges.map(([name, description, start, end, unit, goal, group, badge], i) => [
      i + 1,
      name,
      description,
      day(start),
      day(end),
      unit,
      goal,
      group,
      badge,
      JSON.stringify([]),
      2,
      daysAgo(Math.max(1, -start + 30)).toISOString(),
    ]),
  );
  const participants: unknown[][] = [];
  challenges.forEach(([, , start, , , , group, , count], i) => {
    const pool = group
      ? [...membership.values()].filter(([gid]) => gid === group).map(([, uid]) => uid)
      : active.map((m) => m.id);
    const chosen = new Set(rng.sample(pool, count));
    if (i === 2 || i === 3) chosen.add(1); // member@ is in the active challenges
    for (const uid of chosen) participants.push([i + 1, uid, new Date(now.getTime() + (start - rng.int(1, 20)) * DAY).toISOString()]);
  });
  await bulkInsert(
    db,
    'challenge_participants',
    [
      ['challenge_id', 'int'],
      ['user_id', 'int'],
      ['joined_at', 'timestamptz'],
    ],
    participants,
  );

  const events = await seedEvents(db, {
    now,
    chapters,
    activityIds,
    membership: [...membership.values()],
    anonymous: new Set(members.filter((m) => m.anonymous).map((m) => m.id)),
    challenges: challenges.map(([, , start, end, unit], i) => ({ id: i + 1, start, end, unit })),
  });

  await seedProfile(db, { now, firstSeeded });

  // Identity sequences continue after the chosen ids.
  for (const table of ['groups', 'users', 'challenges', 'events']) {
    await db.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${table}))`, [table]);
  }

  return { users: userRows.length, groups: groupRows.length, memberships: membership.size, follows: follows.size, challenges: challenges.length, events };
}

// ---- events ------------------------------------------------------------------------------------

interface EventSeedContext {
  now: Date;
  chapters: Chapter[];
  activityIds: number[];
  /** [group_id, user_id, role, joined_at] */
  membership: Array<[number, number, number, string]>;
  anonymous: Set<number>;
  /** Day offsets from `now`. */
  challenges: Array<{ id: number; start: number; end: number; unit: string }>;
}

const ZONE_NAMES: Record<string, string> = {
  'America/New_York': 'Eastern Time',
  'America/Detroit': 'Eastern Time',
  'America/Indiana/Indianapolis': 'Eastern Time',
  'America/Chicago': 'Central Time',
  'America/Denver': 'Mountain Time',
  'America/Phoenix': 'Mountain Time (Arizona)',
  'America/Boise': 'Mountain Time',
  'America/Los_Angeles': 'Pacific Time',
  'Pacific/Honolulu': 'Hawaii Time',
};
const LOCAL_CATEGORIES = Object.keys(EVENT_TITLES).filter((c) => c !== 'virtual');
const VIRTUAL_CATEGORIES = ['virtual', 'run-walk', 'functional-fitness', 'yoga', 'hike-ruck', 'cycle-mtb', 'training', 'social'];

/**
 * About 250 events over the 60 days before and after `now`, with attendees and workouts. Its own
 * PRNG stream, so the rest of the seed does not shift. Ids start at 1 in insertion order.
 */
async function seedEvents(db: Db, ctx: EventSeedContext): Promise<number> {
  const rng = new Prng(20_260_301);
  const { now, chapters } = ctx;
  const raleigh = chapters[0];
  const zoneOf = (ch: Chapter) => tzLookup(ch.latitude, ch.longitude);
  const byGroup = new Map<number, Array<{ id: number; role: number }>>();
  for (const [gid, uid, role] of ctx.membership) byGroup.set(gid, [...(byGroup.get(gid) ?? []), { id: uid, role }]);
  const canHost = (id: number) => id !== 1 && !ctx.anonymous.has(id) && (id < 4 || id > 7);

  /** `hour:minute` wall-clock in `zone` on the day `offset` days from now (that zone's date). */
  const at = (offset: number, hour: number, minute: number, zone: string) => {
    const [y, m, d] = localDate(new Date(now.getTime() + offset * DAY), zone).split('-').map(Number);
    return wallTimeToUtc(y, m, d, hour, minute, zone);
  };
  const todayIn = (zone: string) => localDate(now, zone);

  interface SeedEvent {
    id: number;
    row: unknown[];
    start: Date;
    end: Date;
    zone: string;
    groupId: number | null;
    hostId: number;
    challenge: { id: number; unit: string } | null;
    canceled: boolean;
  }
  const events: SeedEvent[] = [];
  function add(e: {
    name: string;
    creator: number;
    host: number;
    category: string;
    start: Date;
    end: Date;
    zone: string;
    group: number | null;
    chapterHosted: boolean;
    place: Chapter | null;
    virtual: 'workout' | 'challenge' | null;
    allDay?: boolean;
    challenge?: { id: number; unit: string } | null;
    recurrence?: unknown;
    seriesId?: number | null;
    canceled?: boolean;
    links?: Array<{ text: string; url: string }>;
  }): SeedEvent {
    const id = events.length + 1;
    const jitter = () => (rng.next() - 0.5) * 0.08;
    const p = e.place;
    const created = new Date(Math.min(now.getTime(), e.start.getTime()) - rng.int(3, 30) * DAY);
    const row = [
      id,
      e.name.slice(0, 68),
      e.creator,
      e.host,
      e.category,
      rng.pick(EVENT_DESCRIPTIONS),
      e.start.toISOString(),
      e.end.toISOString(),
      e.recurrence ? JSON.stringify(e.recurrence) : null,
      e.seriesId ?? null,
      e.canceled ? 'Canceled' : 'Scheduled',
      e.group,
      e.chapterHosted,
      null,
      JSON.stringify(e.links ?? []),
      p ? p.latitude + jitter() : null,
      p ? p.longitude + jitter() : null,
      p ? `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}` : null,
      p?.city ?? null,
      p?.state ?? null,
      p?.zip ?? null,
      p ? 'United States' : null,
      e.virtual !== null,
      e.allDay ?? false,
      e.virtual,
      e.zone,
      ZONE_NAMES[e.zone] ?? e.zone,
      e.challenge?.id ?? null,
      created.toISOString(),
      created.toISOString(),
    ];
    const ev: SeedEvent = { id, row, start: e.start, end: e.end, zone: e.zone, groupId: e.group, hostId: e.host, challenge: e.challenge ?? null, canceled: e.canceled ?? false };
    events.push(ev);
    return ev;
  }
  const hostsOf = (groupId: number, staff: boolean) => {
    const list = (byGroup.get(groupId) ?? []).filter((m) => canHost(m.id));
    const leaders = list.filter((m) => m.role >= 1);
    return staff && leaders.length ? leaders : list;
  };

  // Special events first: ids are stable for the demo.
  // 1-6: a weekly series in Raleigh (Tuesdays 18:00), the first within the next week.
  let firstTuesday = 1;
  while (new Date(localDate(new Date(now.getTime() + firstTuesday * DAY), 'America/New_York') + 'T12:00:00Z').getUTCDay() !== 2) firstTuesday++;
  const seriesStart = at(firstTuesday, 18, 0, 'America/New_York');
  const recurrence = { frequency: 'week', interval: 1, count: 6, dtstart: seriesStart.toISOString(), weekdays: ['TU'] };
  for (let i = 0; i < 6; i++) {
    const start = at(firstTuesday + 7 * i, 18, 0, 'America/New_York');
    add({
      name: 'Tuesday Track Workout',
      creator: 2,
      host: 3,
      category: 'run-walk',
      start,
      end: new Date(start.getTime() + 90 * 60_000),
      zone: 'America/New_York',
      group: raleigh.id,
      chapterHosted: true,
      place: raleigh,
      virtual: null,
      recurrence,
      seriesId: 1,
      links: [{ text: 'Track map', url: 'https://www.teamrwb.org' }],
    });
  }
  // 7: a canceled future event.
  const canceledStart = at(9, 10, 0, 'America/New_York');
  add({ name: 'Lake Johnson Paddle (canceled)', creator: 2, host: 2, category: 'water-sports', start: canceledStart, end: new Date(canceledStart.getTime() + 2 * 3_600_000), zone: 'America/New_York', group: raleigh.id, chapterHosted: true, place: raleigh, virtual: null, canceled: true });
  // 8-10: challenge events: Eagle Miles today (local, Raleigh), Raleigh steps 3 days ago (virtual), Eagle Miles 8 days ago.
  const eagle = ctx.challenges[2];
  const steps = ctx.challenges[3];
  const todayStart = at(0, 6, 0, 'America/New_York');
  add({ name: 'Eagle Miles Day Run', creator: 3, host: 3, category: 'run-walk', start: todayStart, end: new Date(todayStart.getTime() + 15 * 3_600_000), zone: 'America/New_York', group: raleigh.id, chapterHosted: true, place: raleigh, virtual: null, challenge: eagle });
  const stepsStart = at(-3, 7, 0, 'America/New_York');
  add({ name: '10K Steps Virtual Walk', creator: 2, host: 2, category: 'run-walk', start: stepsStart, end: new Date(stepsStart.getTime() + 12 * 3_600_000), zone: 'America/New_York', group: raleigh.id, chapterHosted: true, place: null, virtual: 'challenge', challenge: steps });
  const ruckStart = at(-8, 8, 0, 'America/New_York');
  add({ name: 'Eagle Miles Ruck', creator: 3, host: 3, category: 'hike-ruck', start: ruckStart, end: new Date(ruckStart.getTime() + 3 * 3_600_000), zone: 'America/New_York', group: raleigh.id, chapterHosted: true, place: raleigh, virtual: null, challenge: eagle });

  // The rest: spread over the chapters (Raleigh and the larger ones more often) and activity groups.
  const groupChoices: Array<readonly [number, number]> = [
    ...chapters.map((ch, i) => [ch.id, i === 0 ? 10 : i < 8 ? 3 : 1] as const),
    ...ctx.activityIds.map((id) => [id, 2] as const),
  ];
  const activeChallenges = ctx.challenges.filter((c) => c.unit !== 'check-ins');
  for (let i = 0; i < 240; i++) {
    const groupId = rng.weighted(groupChoices);
    const chapter = chapters.find((ch) => ch.id === groupId) ?? rng.pick(chapters.slice(0, 8));
    const zone = zoneOf(chapter);
    const offset = rng.int(-60, 60);
    const isVirtual = rng.chance(0.2);
    const chapterHosted = rng.chance(0.6);
    const hosts = hostsOf(groupId, chapterHosted);
    if (!hosts.length) continue;
    const host = rng.pick(hosts).id;
    const allDay = !isVirtual && rng.chance(0.08);
    const category = isVirtual ? rng.pick(VIRTUAL_CATEGORIES) : rng.pick(LOCAL_CATEGORIES);
    const virtual = isVirtual ? rng.weighted([['workout', 3], ['challenge', 1]] as const) : null;
    let start: Date;
    let end: Date;
    let eventZone = zone;
    if (allDay) {
      start = at(offset, 12, 0, 'America/New_York');
      end = new Date(start.getTime() + 3_600_000);
      eventZone = 'America/New_York';
    } else {
      start = at(offset, rng.int(6, 19), rng.pick([0, 15, 30, 45]), zone);
      end = new Date(start.getTime() + rng.pick([60, 90, 120, 180]) * 60_000);
    }
    // A virtual challenge event belongs to a challenge running on its day.
    const challenge = virtual === 'challenge' ? (activeChallenges.find((c) => c.start <= offset && offset <= c.end && (c.id !== 4 || groupId === raleigh.id)) ?? null) : null;
    const title = rng.pick(EVENT_TITLES[category]).replace('{city}', chapter.city);
    add({
      name: title,
      creator: host,
      host,
      category,
      start,
      end,
      zone: eventZone,
      group: chapterHosted || rng.chance(0.5) ? groupId : null,
      chapterHosted,
      place: isVirtual ? null : chapter,
      virtual: challenge || virtual !== 'challenge' ? virtual : 'workout',
      allDay,
      challenge: challenge ? { id: challenge.id, unit: challenge.unit } : null,
    });
  }

  // ---- attendees and workouts ----------------------------------------------------------------
  const attendees = new Map<string, unknown[]>();
  const workouts: unknown[][] = [];
  const attend = (e: SeedEvent, userId: number, status: string, at: Date) => {
    if (userId === e.hostId) return;
    attendees.set(`${e.id}:${userId}`, [e.id, userId, status, at.toISOString()]);
  };
  const workoutFor = (e: SeedEvent, userId: number, at: Date) => {
    const unit = e.challenge?.unit;
    const miles = unit === 'miles' || rng.chance(0.3) ? Math.round(rng.int(100, 1000)) / 100 : null;
    const stepCount = unit === 'steps' || rng.chance(0.3) ? rng.int(2000, 15000) : null;
    const minutes = unit === 'minutes' || unit === 'least-minutes' || rng.chance(0.5) ? rng.int(2000, 9000) / 100 : null;
    workouts.push([e.id, userId, miles, stepCount, minutes, at.toISOString()]);
  };
  const allMembers = [...new Set(ctx.membership.map(([, uid]) => uid))];
  for (const e of events) {
    const pool = e.groupId ? (byGroup.get(e.groupId) ?? []).map((m) => m.id) : allMembers;
    const n = rng.int(0, e.groupId === raleigh.id ? 25 : 12);
    const eventDay = localDate(e.start, e.zone);
    const today = todayIn(e.zone);
    for (const uid of rng.sample(pool, n)) {
      if (uid === 1) continue;
      const rsvpAt = new Date(Math.min(now.getTime(), e.start.getTime()) - rng.int(1, 10) * DAY);
      if (eventDay > today || e.canceled) {
        attend(e, uid, rng.chance(0.65) ? 'going' : 'interested', rsvpAt);
      } else {
        const checkedIn = rng.chance(eventDay === today ? 0.4 : 0.75);
        if (checkedIn) {
          const when = new Date(Math.min(now.getTime(), e.start.getTime() + rng.int(0, 60) * 60_000));
          attend(e, uid, 'checked_in', when);
          if (e.challenge && eventDay < today && rng.chance(0.6)) workoutFor(e, uid, new Date(e.end.getTime() + rng.int(1, 120) * 60_000));
        } else attend(e, uid, rng.chance(0.7) ? 'going' : 'interested', rsvpAt);
      }
    }
  }
  // member@demo.test: going to the series' first two, interested in the third, checked in (with a
  // workout) on the past steps challenge event and the past Eagle Miles ruck.
  attend(events[0], 1, 'going', daysBefore(now, 2));
  attend(events[1], 1, 'going', daysBefore(now, 2));
  attend(events[2], 1, 'interested', daysBefore(now, 1));
  attend(events[8], 1, 'checked_in', new Date(events[8].start.getTime() + 30 * 60_000));
  attend(events[9], 1, 'checked_in', new Date(events[9].start.getTime() + 15 * 60_000));
  workouts.push([events[8].id, 1, 2.5, 11_250, 95.5, events[8].end.toISOString()]);
  workouts.push([events[9].id, 1, 4.25, null, 71.25, events[9].end.toISOString()]);
  const uniqueWorkouts = new Map(workouts.map((w) => [`${w[0]}:${w[1]}`, w]));

  await bulkInsert(
    db,
    'events',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['creator_id', 'int'],
      ['host_id', 'int'],
      ['category', 'text'],
      ['description', 'text'],
      ['start_at', 'timestamptz'],
      ['end_at', 'timestamptz'],
      ['recurrence', 'jsonb'],
      ['series_id', 'int'],
      ['status', 'text'],
      ['chapter_id', 'int'],
      ['chapter_hosted', 'bool'],
      ['photo_url', 'text'],
      ['links', 'jsonb'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['address', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip', 'text'],
      ['country', 'text'],
      ['is_virtual', 'bool'],
      ['is_all_day', 'bool'],
      ['virtual_event_category', 'text'],
      ['time_zone_id', 'text'],
      ['time_zone_name', 'text'],
      ['challenge_id', 'int'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    events.map((e) => e.row),
  );
  await bulkInsert(
    db,
    'event_attendees',
    [
      ['event_id', 'int'],
      ['user_id', 'int'],
      ['status', 'text'],
      ['updated_at', 'timestamptz'],
    ],
    [...attendees.values()],
  );
  await bulkInsert(
    db,
    'event_workouts',
    [
      ['event_id', 'int'],
      ['user_id', 'int'],
      ['miles', 'numeric'],
      ['steps', 'int'],
      ['minutes', 'numeric'],
      ['created_at', 'timestamptz'],
    ],
    [...uniqueWorkouts.values()],
  );
  // Checking in to a challenge event makes the member a participant.
  await db.query(
    `INSERT INTO challenge_participants (challenge_id, user_id, joined_at)
     SELECT DISTINCT ON (e.challenge_id, a.user_id) e.challenge_id, a.user_id, a.updated_at
       FROM event_attendees a JOIN events e ON e.id = a.event_id
      WHERE a.status = 'checked_in' AND e.challenge_id IS NOT NULL
      ORDER BY e.challenge_id, a.user_id, a.updated_at
     ON CONFLICT DO NOTHING`,
  );
  return events.length;
}

const daysBefore = (d: Date, n: number) => new Date(d.getTime() - n * DAY);

// ---- profile extras ----------------------------------------------------------------------------

/**
 * Badges, ELS surveys and more social graph for member@demo.test (about 25 followers, 2 blocked
 * members, 5 badges, 5 surveys over 10 months), a latest survey for about 200 members, and a
 * PENDING Eagle Leader in Raleigh. Its own PRNG stream and only additions, so nothing above shifts.
 */
async function seedProfile(db: Db, ctx: { now: Date; firstSeeded: number }): Promise<void> {
  const rng = new Prng(20_260_401);
  const { now, firstSeeded } = ctx;
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);
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
  await bulkInsert(
    db,
    'blocks',
    [
      ['blocker_id', 'int'],
      ['blocked_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    blockRows,
  );
  await bulkInsert(
    db,
    'follows',
    [
      ['follower_id', 'int'],
      ['followed_id', 'int'],
      ['created_at', 'timestamptz'],
    ],
    rest.map((p) => [p.id, MEMBER, daysAgo(rng.int(0, 400)).toISOString()]),
  );

  // Badges: the catalogue, 5 for member@, a few for others.
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
  const badgeIds = BADGES.map((_, i) => i + 1);
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

  for (const table of ['badges', 'els_surveys']) {
    await db.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${table}))`, [table]);
  }
}
