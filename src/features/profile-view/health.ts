/**
 * HEALTH (accounts spec §2 Profile area, §7 Profile extras, §9 ELS): survey scores, the chart axis and
 * the recommendations. Pure.
 */
import { formatShortDate } from '@/lib/dates';
import { ELS_CATEGORIES, type ElsCategory } from '@/lib/els';

/** The ELS categories (one home: src/lib/els.ts, shared with the server). */
export const HEALTH_CATEGORIES = ELS_CATEGORIES;
export type HealthCategory = ElsCategory;
export type HealthView = 'total' | HealthCategory;

export const CATEGORY_TITLES: Record<HealthView, string> = {
  total: 'Enriched Life Score',
  genuine_relationships: 'Genuine Relationships',
  mental_health: 'Mental Health',
  physical_health: 'Physical Health',
  sense_of_purpose: 'Sense of Purpose',
};

/** Route segment of `/profile/health/{view}`: the spec's category keys (accounts spec §2). */
export const VIEW_SLUGS: Record<HealthView, string> = {
  total: 'total',
  genuine_relationships: 'genuine_relationships',
  mental_health: 'mental_health',
  physical_health: 'physical_health',
  sense_of_purpose: 'sense_of_purpose',
};

export function viewFromSlug(slug: string | null | undefined): HealthView | null {
  const hit = (Object.entries(VIEW_SLUGS) as [HealthView, string][]).find(([, s]) => s === slug);
  return hit ? hit[0] : null;
}

/** The hash prefix of the detail views (`#/profile/health/{slug}` on a CMS page; the route in the shell). */
export const HEALTH_PREFIX = '/profile/health/';
export const HEALTH_SLUGS: readonly string[] = Object.values(VIEW_SLUGS);

/** The detail view a path names (/profile/health/{slug} in the shell), else null. */
export function healthViewFromPath(pathname: string): HealthView | null {
  return viewFromSlug(/\/profile\/health\/([a-z_]+)/.exec(pathname)?.[1]);
}

export interface SurveyScores {
  total_score?: number | null;
  genuine_relationships?: number | null;
  mental_health?: number | null;
  physical_health?: number | null;
  sense_of_purpose?: number | null;
}

export function scoreOf(s: SurveyScores, view: HealthView): number | null {
  const v = view === 'total' ? s.total_score : s[view];
  return typeof v === 'number' ? v : null;
}

/**
 * The chart's value axis: 5 ticks, a step of at least 10 (a multiple of 10, at most 25), covering the
 * values, within 0-100. [42, 55, 61] → [40, 50, 60, 70, 80].
 */
export function axisTicks(values: number[]): number[] {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return [0, 25, 50, 75, 100];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  let step = Math.max(10, Math.ceil((max - min) / 4 / 10) * 10);
  if (step > 25) step = 25;
  let start = Math.floor(min / step) * step;
  if (start + 4 * step < max) start = Math.ceil(max - 4 * step);
  start = Math.max(0, Math.min(start, 100 - 4 * step));
  return [0, 1, 2, 3, 4].map((i) => start + i * step);
}

/** Chart x labels: MM-DD-YY. */
export function surveyDateLabel(iso: string): string {
  return formatShortDate(iso);
}

export interface Recommendation {
  title: string;
  text: string;
  url?: string;
}

const GENERAL: Record<HealthCategory, Recommendation[]> = {
  genuine_relationships: [
    { title: 'Join a chapter event', text: 'Shared workouts are the easiest way to meet people nearby. Pick one event this month and bring a friend.' },
    { title: 'Reach out to one person', text: 'Send a message to someone you have not talked to in a while. A short check-in matters more than a long one.' },
  ],
  mental_health: [
    { title: 'Move for your mood', text: 'Twenty minutes of walking, rucking or yoga three times a week is linked with lower stress and better sleep.' },
    { title: 'Talk to someone', text: 'If you are struggling, call or text 988 (the Suicide & Crisis Lifeline) any time, day or night.', url: 'https://988lifeline.org' },
  ],
  physical_health: [
    { title: 'Set a weekly goal', text: 'Join a challenge and record your workouts: small, steady goals build the habit.' },
    { title: 'Recover well', text: 'Sleep, water and rest days are part of training. Plan at least one easy day a week.' },
  ],
  sense_of_purpose: [
    { title: 'Serve your community', text: 'Service events with your chapter put your skills to work for your neighbours.' },
    { title: 'Lead something small', text: 'Host a workout or help a new member: leading others is a strong source of purpose.' },
  ],
};

const VETERAN: Record<HealthCategory, Recommendation[]> = {
  genuine_relationships: [{ title: 'Connect with other veterans', text: 'Your local Vet Center offers free readjustment counseling and groups for veterans and their families.', url: 'https://www.vetcenter.va.gov' }],
  mental_health: [
    { title: 'Veterans Crisis Line', text: 'Dial 988 then press 1, or text 838255, for confidential support from people who understand military life.', url: 'https://www.veteranscrisisline.net' },
    { title: 'VA mental health care', text: 'VA offers same-day mental health services at its medical centers; you may qualify even without a service-connected rating.', url: 'https://www.va.gov/health-care/health-needs-conditions/mental-health/' },
  ],
  physical_health: [{ title: 'VA Whole Health', text: 'Whole Health coaching helps you set goals for movement, sleep and nutrition that fit your life.', url: 'https://www.va.gov/wholehealth/' }],
  sense_of_purpose: [{ title: 'Transition and career support', text: 'VA and DoD transition programs and mentoring can help you find work that uses what you learned in service.', url: 'https://www.va.gov/careers-employment/' }],
};

/** Recommendations for a category; veteran-specific mental-health ones only for non-Civilian viewers (spec). */
export function recommendations(view: HealthView, viewerStatus: string | null | undefined): Recommendation[] {
  const categories = view === 'total' ? HEALTH_CATEGORIES : [view];
  const military = !!viewerStatus && viewerStatus !== 'Civilian';
  return categories.flatMap((c) => [...GENERAL[c], ...(military ? VETERAN[c] : [])]);
}

/** The survey popup closes this long after a completed submit (spec §7). */
export const SURVEY_CLOSE_MS = 4000;
export const LAST_SURVEYS = 5;
