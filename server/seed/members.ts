/**
 * The members: the demo accounts (ids 1-7) then the seeded ones, each with a chapter, military
 * service, contact preferences and an address near the chapter. Uses the main PRNG stream.
 */
import { ETS_STATUS } from '../../src/lib/military';
import { daysAgoFrom } from './bulk-insert';
import type { Chapter } from './chapters';
import {
  BIOS,
  BRANCH_WEIGHTS,
  DEPLOYMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  MILITARY_STATUS_WEIGHTS,
  RANKS,
  SHIRT_SIZES,
  SPECIALTIES,
  STREET_NAMES,
  STREET_TYPES,
  type Branch,
} from './data';
import { demoAccounts } from './demo-accounts';
import type { Prng } from './prng';
import type { UserRow } from './user-columns';

export interface Member {
  id: number;
  chapter: Chapter;
  status: string;
  branch: Branch | null;
  anonymous: boolean;
}

/** Seeded members start after the demo accounts. */
export const FIRST_SEEDED = 8;

export interface MemberOptions {
  now: Date;
  chapters: Chapter[];
  passwordHash: string;
  /** Seeded members besides the demo accounts. */
  count: number;
}

/** The users' rows in id order, and what the rest of the seed needs to know of each member. */
export function buildMembers(rng: Prng, { now, chapters, passwordHash, count }: MemberOptions): { userRows: UserRow[]; members: Member[] } {
  const daysAgo = daysAgoFrom(now);
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

  for (const [id, over] of demoAccounts(chapters[0], daysAgo)) userRows.push(member(id, over));
  for (let id = FIRST_SEEDED; id < FIRST_SEEDED + count; id++) userRows.push(member(id));
  return { userRows, members };
}
