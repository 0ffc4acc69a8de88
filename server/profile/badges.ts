/**
 * Badges: the catalogue (one SVG per slug in server/assets/badges, served at `/badges/<slug>.svg`)
 * and a member's badges, newest first, with image URLs made absolute.
 */
import type { Db } from '../db/client';

export const BADGES_DIR = new URL('../assets/badges/', import.meta.url);

export interface BadgeDef {
  slug: string;
  name: string;
  description: string;
}

export const BADGES: readonly BadgeDef[] = [
  { slug: 'first-check-in', name: 'First Check-In', description: 'Checked in to your first event.' },
  { slug: 'eagle-miles', name: 'Eagle Miles', description: 'Completed the Eagle Miles challenge.' },
  { slug: 'century-miler', name: 'Century Miler', description: 'Logged 100 miles in a challenge.' },
  { slug: 'iron-minutes', name: 'Iron Minutes', description: 'Logged 1,200 active minutes in a challenge.' },
  { slug: 'step-it-up', name: 'Step It Up', description: 'Walked ten thousand steps a day for a month.' },
  { slug: 'ruck-series', name: 'Ruck Series', description: 'Checked in to four rucks in four weeks.' },
  { slug: 'service-star', name: 'Service Star', description: 'Joined a community service event.' },
  { slug: 'team-spirit', name: 'Team Spirit', description: 'Followed and cheered on ten members.' },
];

export const badgePath = (slug: string) => `/badges/${slug}.svg`;

/** `/badges/x.svg` → `https://host/badges/x.svg`; absolute URLs pass through. */
export function absoluteUrl(base: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${base.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface UserBadge {
  name: string;
  image_url: string;
  received_datetime: string;
  description: string;
}

export async function userBadges(db: Db, userId: number, base: string): Promise<UserBadge[]> {
  const { rows } = await db.query<{ name: string; image_url: string; received_datetime: Date; description: string }>(
    `SELECT b.name, b.image_url, ub.received_datetime, b.description
       FROM user_badges ub JOIN badges b ON b.id = ub.badge_id
      WHERE ub.user_id = $1
      ORDER BY ub.received_datetime DESC, b.id DESC`,
    [userId],
  );
  return rows.map((r) => ({ name: r.name, image_url: absoluteUrl(base, r.image_url), received_datetime: r.received_datetime.toISOString(), description: r.description }));
}
