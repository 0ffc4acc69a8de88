/**
 * The events: a weekly series, a canceled event and challenge events with stable ids (1-10), then
 * about 240 more over the 60 days before and after `now`, spread over the chapters (Raleigh and the
 * larger ones more often) and activity groups, then the events of the challenges that have their own
 * (`ownEvents`: the past challenges' weekly logs, the Raleigh check-in month, the mile time trials)
 * on a PRNG stream of their own, so the events before them do not shift. Ids start at 1 in this order.
 */
import tzLookup from 'tz-lookup';
import { localDate, wallTimeToUtc } from '../events/time';
import { DAY } from './bulk-insert';
import type { ChallengeSpan } from './challenges';
import type { Chapter } from './chapters';
import { EVENT_DESCRIPTIONS, EVENT_TITLES, STREET_NAMES, STREET_TYPES } from './data';
import { Prng } from './prng';
import type { MembershipRow } from './social';

export interface EventSeedContext {
  now: Date;
  chapters: Chapter[];
  activityIds: number[];
  membership: MembershipRow[];
  anonymous: Set<number>;
  /** Day offsets from `now`. */
  challenges: ChallengeSpan[];
}

export interface SeedEvent {
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

/** Each group's members with their role. */
export function membersByGroup(membership: readonly MembershipRow[]): Map<number, Array<{ id: number; role: number }>> {
  const byGroup = new Map<number, Array<{ id: number; role: number }>>();
  for (const [gid, uid, role] of membership) byGroup.set(gid, [...(byGroup.get(gid) ?? []), { id: uid, role }]);
  return byGroup;
}

/** The events in id order, with their rows (the events stream of the PRNG). */
export function planEvents(rng: Prng, ctx: EventSeedContext): SeedEvent[] {
  const { now, chapters } = ctx;
  const raleigh = chapters[0];
  const zoneOf = (ch: Chapter) => tzLookup(ch.latitude, ch.longitude);
  const byGroup = membersByGroup(ctx.membership);
  const canHost = (id: number) => id !== 1 && !ctx.anonymous.has(id) && (id < 4 || id > 7);

  /** `hour:minute` wall-clock in `zone` on the day `offset` days from now (that zone's date). */
  const at = (offset: number, hour: number, minute: number, zone: string) => {
    const [y, m, d] = localDate(new Date(now.getTime() + offset * DAY), zone).split('-').map(Number);
    return wallTimeToUtc(y, m, d, hour, minute, zone);
  };

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
  }, r: Prng = rng): SeedEvent {
    const id = events.length + 1;
    const jitter = () => (r.next() - 0.5) * 0.08;
    const p = e.place;
    const created = new Date(Math.min(now.getTime(), e.start.getTime()) - r.int(3, 30) * DAY);
    const row = [
      id,
      e.name.slice(0, 68),
      e.creator,
      e.host,
      e.category,
      r.pick(EVENT_DESCRIPTIONS),
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
      p ? `${r.int(100, 9899)} ${r.pick(STREET_NAMES)} ${r.pick(STREET_TYPES)}` : null,
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
  const activeChallenges = ctx.challenges.filter((c) => c.unit !== 'check-ins' && !c.ownEvents);
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
  planChallengeEvents(ctx, { at, add, hostsOf, raleigh });
  return events;
}

/** Events of the challenges with `ownEvents`, inside their dates (their own PRNG stream). */
function planChallengeEvents(
  ctx: EventSeedContext,
  { at, add, hostsOf, raleigh }: {
    at: (offset: number, hour: number, minute: number, zone: string) => Date;
    add: (e: { name: string; creator: number; host: number; category: string; start: Date; end: Date; zone: string; group: number | null; chapterHosted: boolean; place: Chapter | null; virtual: 'workout' | 'challenge' | null; challenge?: { id: number; unit: string } | null }, r: Prng) => SeedEvent;
    hostsOf: (groupId: number, staff: boolean) => Array<{ id: number }>;
    raleigh: Chapter;
  },
): void {
  const rng = new Prng(20_260_302);
  const NY = 'America/New_York';
  const virtualDay = (c: ChallengeSpan, name: string, category: string, offset: number, host: number, group: number | null) => {
    const start = at(offset, 6, 0, NY);
    add({ name, creator: host, host, category, start, end: new Date(start.getTime() + 15 * 3_600_000), zone: NY, group, chapterHosted: group !== null, place: null, virtual: 'challenge', challenge: c }, rng);
  };
  for (const c of ctx.challenges.filter((x) => x.ownEvents)) {
    if (c.unit === 'minutes' || c.unit === 'miles') {
      // Past challenges: a weekly virtual log, the first two days after the start.
      const weeks = Math.floor((c.end - c.start - 2) / 7) + 1;
      const [label, category, host] = c.unit === 'minutes' ? ['Iron Minutes', 'functional-fitness', 2] : ['100 Miles', 'run-walk', 3];
      for (let k = 0; k < weeks; k++) virtualDay(c, `${label}: Week ${k + 1}`, category, c.start + 2 + 7 * k, host, null);
    } else if (c.unit === 'check-ins') {
      // Raleigh chapter events about twice a week through the month.
      const plan: Array<[number, string, string, number]> = [
        [1, 'Show Up: Saturday Ruck', 'hike-ruck', 8],
        [4, 'Show Up: Track Night', 'run-walk', 18],
        [8, 'Show Up: Yoga in the Park', 'yoga', 9],
        [11, 'Show Up: Greenway Run', 'run-walk', 7],
        [15, 'Show Up: Service Project', 'service', 10],
        [18, 'Show Up: Social Hour', 'social', 17],
        [23, 'Show Up: Stadium Stairs', 'functional-fitness', 7],
        [27, 'Show Up: Sunrise Ruck', 'hike-ruck', 6],
      ];
      const hosts = hostsOf(raleigh.id, true);
      for (const [day, name, category, hour] of plan) {
        if (c.start + day > c.end) continue;
        const start = at(c.start + day, hour, 0, NY);
        const host = rng.pick(hosts).id;
        add({ name, creator: host, host, category, start, end: new Date(start.getTime() + 90 * 60_000), zone: NY, group: raleigh.id, chapterHosted: true, place: raleigh, virtual: null, challenge: c }, rng);
      }
    } else {
      // Time-trial days of the Run & Walk Crew (virtual): run a mile, log the minutes.
      const group = ctx.activityIds[0];
      const hosts = hostsOf(group, true);
      for (const day of [1, 5, 9, 14, 21]) if (c.start + day <= c.end) virtualDay(c, 'Mile Time Trial', 'run-walk', c.start + day, rng.pick(hosts).id, group);
    }
  }
}
