/**
 * The large seed for load benches (`npm run bench:api -- --large`), never part of `npm start`'s
 * data: on top of the demo seed (its accounts still log in) it adds, at scale 1, 10,000 members
 * (chapters weighted like the demo's, military service, addresses; their chapter and some activity
 * groups), 5,000 events over the 60 days before and after `now` (chapters and activity groups,
 * categories, ~20 % virtual, some all-day and canceled) and 0-40 attendees per event, mostly from
 * the event's chapter; then the feed (feed-large.ts) and a challenge with 10,000 participants
 * (challenge-large.ts). Only additions with ids after the demo's, so the demo data is unchanged.
 *
 * Fast: members and events are planned in JS with their own PRNG streams and written with
 * `bulkInsert`; the bulky link tables are one INSERT … SELECT over generate_series each, with a
 * deterministic hash for their random choices.
 *
 * Each later feature adds its own volume: append a part to LARGE_PARTS (it runs after the ones before
 * it and finds their rows in the database).
 */
import { createHash } from 'node:crypto';
import tzLookup from 'tz-lookup';
import type { Db } from '../db/client';
import { migrate } from '../db/migrate';
import { cachedTemplate, dumpTemplate } from '../db/template';
import { localDate, wallTimeToUtc } from '../events/time';
import { DAY, bulkInsert, continueIds, type Column } from './bulk-insert';
import type { Chapter } from './chapters';
import { EVENT_DESCRIPTIONS, EVENT_TITLES, STREET_NAMES, STREET_TYPES } from './data';
import { largeChallenge } from './challenge-large';
import { LARGE_FEED_PARTS } from './feed-large';
import { seed } from './index';
import { FIRST_SEEDED, buildMembers } from './members';
import { Prng } from './prng';
import { templateKey } from './template';
import { USER_COLUMNS } from './user-columns';

export type { LargeContext, LargePart } from './large-part';
import type { LargeContext, LargePart } from './large-part';

/** The volume at scale 1. */
export const LARGE = { members: 10_000, events: 5_000, maxAttendees: 40 } as const;

/** A number in [0, 1) from an SQL integer expression and a salt: the same on PGlite and PostgreSQL. */
const rnd = (key: string, salt: number) => `((hashint8extended((${key})::bigint, ${salt}) & 16777215)::float8 / 16777216)`;

const count = (db: Db, sql: string, params: unknown[] = []) => db.query<{ n: number }>(sql, params).then((r) => r.rows[0]?.n ?? 0);

/** Runs one INSERT … SELECT into `table`; returns the rows it added. */
async function insertSelect(db: Db, table: string, sql: string, params: unknown[]): Promise<number> {
  const before = await count(db, `SELECT count(*) AS n FROM ${table}`);
  await db.query(sql, params);
  return (await count(db, `SELECT count(*) AS n FROM ${table}`)) - before;
}

// ---- members ------------------------------------------------------------------------------------

const members: LargePart = {
  name: 'members',
  async add(db, ctx) {
    const { rows } = await db.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = $1', [FIRST_SEEDED]);
    const passwordHash = rows[0]?.hash;
    if (!passwordHash) throw new Error('large seed: run the demo seed first');
    // The demo's member generator on its own stream; its demo accounts (ids 1-7) are left out and
    // the ids (and the e-mails that carry them) move past the demo's members.
    const { userRows } = buildMembers(new Prng(20_260_501), { now: ctx.now, chapters: ctx.chapters, passwordHash, count: Math.round(LARGE.members * ctx.scale) });
    const shift = ctx.firstMember - FIRST_SEEDED;
    const rowsToInsert = userRows.slice(FIRST_SEEDED - 1).map((row) => {
      const id = (row.id as number) + shift;
      const email = String(row.email).replace(/\.\d+@example\.com$/, `.${id}@example.com`);
      return USER_COLUMNS.map(([name]) => (name === 'id' ? id : name === 'email' ? email : (row[name] ?? null)));
    });
    await bulkInsert(db, 'users', USER_COLUMNS, rowsToInsert);
    return rowsToInsert.length;
  },
};

/** Every new member joins their chapter; about 45 % one activity group as well. */
const memberships: LargePart = {
  name: 'memberships',
  add: (db, ctx) =>
    insertSelect(
      db,
      'group_memberships',
      `INSERT INTO group_memberships (group_id, user_id, role, joined_at)
       SELECT preferred_chapter_id, id, 0, $2::timestamptz - floor(${rnd('id', 1)} * 900) * interval '1 day'
         FROM users WHERE id >= $1 AND preferred_chapter_id IS NOT NULL
       UNION ALL
       SELECT ($3::int[])[1 + floor(${rnd('id', 2)} * cardinality($3::int[]))::int], id, 0, $2::timestamptz - floor(${rnd('id', 3)} * 600) * interval '1 day'
         FROM users WHERE id >= $1 AND ${rnd('id', 4)} < 0.45 AND cardinality($3::int[]) > 0
       ON CONFLICT DO NOTHING`,
      [ctx.firstMember, ctx.now, ctx.activityIds],
    ),
};

// ---- events -------------------------------------------------------------------------------------

const EVENT_COLUMNS = (
  'id:int name:text creator_id:int host_id:int category:text description:text start_at:timestamptz end_at:timestamptz status:text ' +
  'chapter_id:int chapter_hosted:bool latitude:float8 longitude:float8 address:text city:text state:text zip:text country:text ' +
  'is_virtual:bool is_all_day:bool virtual_event_category:text time_zone_id:text time_zone_name:text created_at:timestamptz updated_at:timestamptz'
)
  .split(' ')
  .map((c) => c.split(':') as unknown as Column);

const LOCAL_CATEGORIES = Object.keys(EVENT_TITLES).filter((c) => c !== 'virtual');
const VIRTUAL_CATEGORIES = ['virtual', 'run-walk', 'functional-fitness', 'yoga', 'hike-ruck', 'cycle-mtb', 'training', 'social'];

/** "Eastern Time", "Central Time", … from the runtime's time-zone data. */
function zoneName(zone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date(0)).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

const events: LargePart = {
  name: 'events',
  async add(db, ctx) {
    const rng = new Prng(20_260_502);
    const { now, chapters } = ctx;
    const { rows: hosts } = await db.query<{ id: number; chapter: number }>(
      'SELECT id, preferred_chapter_id AS chapter FROM users WHERE id >= $1 AND NOT anonymous_profile AND profile_completed ORDER BY id',
      [ctx.firstMember],
    );
    const hostsByChapter = new Map<number, number[]>();
    for (const h of hosts) hostsByChapter.set(h.chapter, [...(hostsByChapter.get(h.chapter) ?? []), h.id]);
    const zones = new Map(chapters.map((ch) => [ch.id, tzLookup(ch.latitude, ch.longitude)]));
    const names = new Map([...new Set(zones.values())].map((z) => [z, zoneName(z)]));
    const groupChoices = [...chapters.map((ch, i) => [ch.id, i === 0 ? 10 : i < 8 ? 3 : 1] as const), ...ctx.activityIds.map((id) => [id, 2] as const)];
    const rows: unknown[][] = [];
    const n = Math.round(LARGE.events * ctx.scale);
    for (let i = 0; i < n && hosts.length; i++) {
      const groupId = rng.weighted(groupChoices);
      const chapter = chapters.find((ch) => ch.id === groupId) ?? rng.pick(chapters.slice(0, 8));
      const pool = hostsByChapter.get(chapter.id) ?? [];
      const host = pool.length ? rng.pick(pool) : rng.pick(hosts).id;
      const isVirtual = rng.chance(0.2);
      const allDay = !isVirtual && rng.chance(0.08);
      const chapterHosted = rng.chance(0.6);
      const zone = allDay ? 'America/New_York' : zones.get(chapter.id)!;
      const [y, m, d] = localDate(new Date(now.getTime() + rng.int(-60, 60) * DAY), zone).split('-').map(Number);
      const start = allDay ? wallTimeToUtc(y, m, d, 12, 0, zone) : wallTimeToUtc(y, m, d, rng.int(6, 19), rng.pick([0, 15, 30, 45]), zone);
      const end = new Date(start.getTime() + (allDay ? 60 : rng.pick([60, 90, 120, 180])) * 60_000);
      const category = isVirtual ? rng.pick(VIRTUAL_CATEGORIES) : rng.pick(LOCAL_CATEGORIES);
      const created = new Date(Math.min(now.getTime(), start.getTime()) - rng.int(3, 30) * DAY).toISOString();
      const jitter = () => (rng.next() - 0.5) * 0.08;
      const place = isVirtual ? null : chapter;
      rows.push([
        ctx.firstEvent + i,
        rng.pick(EVENT_TITLES[category]).replace('{city}', chapter.city).slice(0, 68),
        host,
        host,
        category,
        rng.pick(EVENT_DESCRIPTIONS),
        start.toISOString(),
        end.toISOString(),
        rng.chance(0.03) ? 'Canceled' : 'Scheduled',
        chapterHosted || rng.chance(0.5) ? groupId : null,
        chapterHosted,
        place ? place.latitude + jitter() : null,
        place ? place.longitude + jitter() : null,
        place ? `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}` : null,
        place?.city ?? null,
        place?.state ?? null,
        place?.zip ?? null,
        place ? 'United States' : null,
        isVirtual,
        allDay,
        isVirtual ? 'workout' : null,
        zone,
        names.get(zone) ?? zoneName(zone),
        created,
        created,
      ]);
    }
    await bulkInsert(db, 'events', EVENT_COLUMNS, rows);
    return rows.length;
  },
};

/**
 * 0-40 attendees per new event, without repeats: the k-th pick is member (offset + k·7919) mod n of
 * a pool, the event's chapter (85 % of picks when it has one) or all new members. RSVPs before the
 * event day, mostly check-ins after it.
 */
const attendance: LargePart = {
  name: 'attendees',
  add: (db, ctx) =>
    insertSelect(
      db,
      'event_attendees',
      `WITH m AS (
         SELECT id, preferred_chapter_id AS ch, (row_number() OVER (ORDER BY preferred_chapter_id, id) - 1)::int AS gi
           FROM users WHERE id >= $1 AND deleted_at IS NULL),
       pools AS (SELECT ch, min(gi) AS first, count(*)::int AS n FROM m GROUP BY ch),
       total AS (SELECT count(*)::int AS n FROM m),
       picks AS (
         SELECT e.id AS event_id, e.host_id, e.start_at, e.status, k,
                floor(${rnd('e.id', 5)} * 1000003)::bigint AS base,
                CASE WHEN p.n IS NOT NULL AND ${rnd('e.id * 64 + k', 6)} < 0.85 THEN p.first ELSE 0 END AS first,
                CASE WHEN p.n IS NOT NULL AND ${rnd('e.id * 64 + k', 6)} < 0.85 THEN p.n ELSE t.n END AS n
           FROM events e
           CROSS JOIN total t
           LEFT JOIN pools p ON p.ch = e.chapter_id
           CROSS JOIN LATERAL generate_series(1, floor(${rnd('e.id', 7)} * ($4::int + 1))::int) AS k
          WHERE e.id >= $2 AND t.n > 0)
       INSERT INTO event_attendees (event_id, user_id, status, updated_at)
       SELECT p.event_id, m.id,
              CASE WHEN p.status = 'Canceled' OR p.start_at > $3 THEN (CASE WHEN ${rnd('p.event_id * 64 + p.k', 8)} < 0.65 THEN 'going' ELSE 'interested' END)
                   WHEN ${rnd('p.event_id * 64 + p.k', 9)} < 0.75 THEN 'checked_in'
                   WHEN ${rnd('p.event_id * 64 + p.k', 8)} < 0.7 THEN 'going' ELSE 'interested' END,
              CASE WHEN p.status <> 'Canceled' AND p.start_at <= $3 AND ${rnd('p.event_id * 64 + p.k', 9)} < 0.75
                   THEN least($3::timestamptz, p.start_at + floor(${rnd('p.event_id * 64 + p.k', 10)} * 60) * interval '1 minute')
                   ELSE least($3::timestamptz, p.start_at) - (1 + floor(${rnd('p.event_id * 64 + p.k', 10)} * 10)) * interval '1 day' END
         FROM picks p JOIN m ON m.gi = p.first + (p.base + p.k * 7919) % p.n
        WHERE m.id <> p.host_id
       ON CONFLICT DO NOTHING`,
      [ctx.firstMember, ctx.firstEvent, ctx.now, LARGE.maxAttendees],
    ),
};

/** The parts in order; a later feature appends its own. */
export const LARGE_PARTS: readonly LargePart[] = [members, memberships, events, attendance, ...LARGE_FEED_PARTS, largeChallenge];

export interface LargeOptions {
  /** 1 = the full volume (LARGE); tests use a small fraction. */
  scale?: number;
  /** Business "now" the dates are relative to (the demo seed's). */
  now?: Date;
}

/** Adds the large volume to a database that has the demo seed; returns the rows added per part. */
export async function seedLarge(db: Db, { scale = 1, now = new Date() }: LargeOptions = {}): Promise<Record<string, number>> {
  const { rows: chapters } = await db.query<Chapter>("SELECT id, city, state, zip, latitude, longitude FROM groups WHERE type = 'chapter' ORDER BY id");
  const { rows: activity } = await db.query<{ id: number }>("SELECT id FROM groups WHERE type = 'activity' AND active ORDER BY id");
  const next = async (table: string) => await count(db, `SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`);
  const ctx: LargeContext = { now, scale, chapters, activityIds: activity.map((g) => g.id), firstMember: await next('users'), firstEvent: await next('events') };
  const summary: Record<string, number> = {};
  for (const part of LARGE_PARTS) summary[part.name] = await part.add(db, ctx);
  await continueIds(db, ['users', 'events']);
  await db.exec('ANALYZE');
  return summary;
}

export interface LargeTemplateOptions extends LargeOptions {
  scryptN: number;
  cacheDir?: string;
}

/** Identifies a large template: the demo template's key (migrations, every seed file, PGlite, day) and the scale. */
export function largeTemplateKey({ scryptN, now, scale = 1 }: LargeTemplateOptions): string {
  return createHash('sha256').update(`large ${templateKey({ scryptN, now })} scale=${scale}`).digest('hex').slice(0, 16);
}

/** Fills an empty database: migrations, the demo seed, then the large volume. */
export async function fillLarge(db: Db, options: LargeTemplateOptions): Promise<Record<string, number>> {
  const now = options.now ?? new Date();
  await migrate(db);
  await seed(db, { scryptN: options.scryptN, now });
  return seedLarge(db, { scale: options.scale, now });
}

/** The cached PGlite tarball of a large database (var/cache, like the demo template), built when missing. */
export function largeTemplateFile(options: LargeTemplateOptions): Promise<string> {
  return cachedTemplate(largeTemplateKey(options), () => dumpTemplate((db) => fillLarge(db, options).then(() => undefined)), options.cacheDir);
}
