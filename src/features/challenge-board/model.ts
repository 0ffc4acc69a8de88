import { calendarDaysBetween, formatDate, splitDuration, toDate, type DateInput } from '@/lib/dates';
import type { Challenge, ChallengePerson, ChallengeUnit } from './schemas';

/** Leaderboard sizes (events spec §9): the top 25, a centred 25 when the rank is above 25, a preview of 5. */
export const LEADERBOARD_SIZE = 25;
export const PREVIEW_SIZE = 5;
/** The CMS leaderboard widget shows the top 10 (ours), refreshed at most this often while shown. */
export const WIDGET_SIZE = 10;
export const WIDGET_REFRESH_MS = 60_000;
/** Avatars in a strip (events spec §9). */
export const AVATARS = 9;
/** Participants per page (spec §9 member lists). */
export const PARTICIPANTS_PAGE = 25;

/** A challenge's sub-pages (events spec §2 Challenges). */
export const CHALLENGE_VIEWS = ['events', 'leaderboard', 'participants'] as const;
export type ChallengeView = (typeof CHALLENGE_VIEWS)[number];

/** The prefix of a challenge's sub-page addresses: `/challenges/{id}/`. */
export const challengeViewPrefix = (id: number) => `/challenges/${id}/`;

/** The sub-page a path names (`/challenges/4/leaderboard` → 'leaderboard'), for the standalone shell. */
export function challengeViewFromPath(pathname: string, id: number): ChallengeView | null {
  const rest = pathname.replace(/\/+$/, '').split(challengeViewPrefix(id))[1];
  return CHALLENGE_VIEWS.find((v) => v === rest) ?? null;
}

/** The challenge's id from the page: `?id=`, else the path /challenges/{id}. */
export function challengeIdFrom(page: { search: string; pathname: string }): number | null {
  const q = Number(new URLSearchParams(page.search).get('id'));
  if (Number.isInteger(q) && q > 0) return q;
  const m = /\/challenges\/(\d+)(?:\/|$)/.exec(page.pathname);
  const p = Number(m?.[1]);
  return Number.isInteger(p) && p > 0 ? p : null;
}

/** The share link: `{appBase}/challenges/{id}`. */
export function challengeLink(appBase: string, id: number): string {
  return `${appBase.replace(/\/+$/, '')}/challenges/${id}`;
}

type Dated = Pick<Challenge, 'start_date' | 'end_date'>;

/** Ended: its last day is before today (local calendar). */
export const hasEnded = (c: Dated, now: DateInput = Date.now()) => calendarDaysBetween(now, c.end_date) < 0;
/** Upcoming: it starts after today. */
export const isUpcoming = (c: Dated, now: DateInput = Date.now()) => calendarDaysBetween(now, c.start_date) > 0;

/** 'Ended 05/31/2026', 'Starts 06/01/2026', else 'Ends today' / 'Ends tomorrow' / 'Ends in 3 days' (spec §4). */
export function dateLabel(c: Dated, now: DateInput = Date.now()): string {
  if (hasEnded(c, now)) return `Ended ${formatDate(c.end_date)}`;
  if (isUpcoming(c, now)) return `Starts ${formatDate(c.start_date)}`;
  const days = calendarDaysBetween(now, c.end_date);
  if (days === 0) return 'Ends today';
  if (days === 1) return 'Ends tomorrow';
  return `Ends in ${days} days`;
}

/** '06/01/2026 – 06/30/2026' */
export const dateRange = (c: Dated) => `${formatDate(c.start_date)} – ${formatDate(c.end_date)}`;

export interface HubSections {
  mine: Challenge[];
  available: Challenge[];
  upcoming: Challenge[];
}

/** The active tab's sections (spec §4): joined; the rest split into Upcoming (future start, by start ascending) and Available. */
export function hubSections(list: { joined: Challenge[]; unjoined: Challenge[] }, now: DateInput = Date.now()): HubSections {
  const upcoming = list.unjoined.filter((c) => isUpcoming(c, now)).sort((a, b) => toDate(a.start_date).getTime() - toDate(b.start_date).getTime());
  const available = list.unjoined.filter((c) => !isUpcoming(c, now));
  return { mine: list.joined, available, upcoming };
}

/** The past tab: the member's challenges first, then the others (each once). */
export function pastList(list: { joined: Challenge[]; unjoined: Challenge[] }): Challenge[] {
  const seen = new Set(list.joined.map((c) => c.id));
  return [...list.joined, ...list.unjoined.filter((c) => !seen.has(c.id))];
}

/** '1st', '2nd', '3rd', '11th', '22nd' */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${s}`;
}

/** A past challenge's place line: '3rd Place'. */
export const placeLabel = (place: number) => `${ordinal(place)} Place`;

/** The bar's value: the server's percent, kept within 0–100 (spec §9). */
export function progressPercent(p: { percent?: number | null; score?: number | null; goal?: number | null } | null | undefined): number {
  if (!p) return 0;
  const raw = typeof p.percent === 'number' ? p.percent : p.goal ? ((p.score ?? 0) / p.goal) * 100 : 0;
  return Math.round(Math.min(100, Math.max(0, Number.isFinite(raw) ? raw : 0)));
}

const trim2 = (n: number) => String(Math.round(n * 100) / 100);

/** '1:05:30' or '25:30' */
export function formatDuration(minutes: number): string {
  const { hours, minutes: m, seconds } = splitDuration(minutes);
  const pad = (x: number) => String(x).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(m)}:${pad(seconds)}` : `${m}:${pad(seconds)}`;
}

const UNIT_WORDS: Record<string, [string, string]> = {
  miles: ['mile', 'miles'],
  steps: ['step', 'steps'],
  minutes: ['minute', 'minutes'],
  'check-ins': ['check-in', 'check-ins'],
};

/** The number of a score in its unit: '12.5', '10,000', '3'. */
function amount(score: number, unit: string | null | undefined): string {
  if (unit === 'steps') return Math.round(score).toLocaleString('en-US');
  if (unit === 'check-ins') return String(Math.round(score));
  return trim2(score);
}

const unitWord = (unit: string, n: number) => (UNIT_WORDS[unit] ? UNIT_WORDS[unit][n === 1 ? 0 : 1] : unit);

/** A score in its unit: '12.5 miles', '10,000 steps', '95 minutes', '3 check-ins', '25:30' (least-minutes: a time). */
export function formatScore(score: number, unit: ChallengeUnit | string | null | undefined): string {
  if (unit === 'least-minutes') return formatDuration(score);
  if (!unit || !UNIT_WORDS[unit]) return amount(score, unit);
  return `${amount(score, unit)} ${unitWord(unit, score)}`;
}

/** The progress line under the bar: '12.5 of 50 miles'; least-minutes: 'Best time 25:30 · Goal 30:00'. */
export function progressText(score: number, goal: number, unit: ChallengeUnit): string {
  if (unit === 'least-minutes') return `${score > 0 ? `Best time ${formatDuration(score)}` : 'No time yet'} · Goal ${formatDuration(goal)}`;
  return `${amount(score, unit)} of ${amount(goal, unit)} ${unitWord(unit, goal)}`;
}

/** The centred board is shown when the member's rank is above 25 (spec §9). */
export const needsCentered = (rank: number | null | undefined) => typeof rank === 'number' && rank > LEADERBOARD_SIZE;

/** The participant count after joining or leaving (never below 0). */
export const participantCountAfter = (count: number, joining: boolean) => Math.max(0, count + (joining ? 1 : -1));

/** The avatars after joining (the member first, at most 9) or leaving (the member out). */
export function previewAfter(preview: ChallengePerson[], me: ChallengePerson | null, joining: boolean, userId: number): ChallengePerson[] {
  const rest = preview.filter((p) => p.id !== userId);
  return joining && me ? [me, ...rest].slice(0, AVATARS) : rest;
}

/** Join and Leave are offered until the challenge has ended (the server refuses a join then: 409). */
export const canChangeMembership = (c: Dated, now: DateInput = Date.now()) => !hasEnded(c, now);
