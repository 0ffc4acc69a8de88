/** The groups: 40 chapters in real US cities (coordinates from the zip gazetteer), the activity groups and the sponsors. */
import type { Db } from '../db/client';
import { lookupZip } from '../services/geo';
import { bulkInsert, daysAgoFrom } from './bulk-insert';
import { ACTIVITY_GROUPS, CHAPTER_CITIES, SPONSOR_GROUPS } from './data';
import type { Prng } from './prng';

export interface Chapter {
  id: number;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

export interface Groups {
  chapters: Chapter[];
  /** The first chapter: most demo accounts live there. */
  raleigh: Chapter;
  activityIds: number[];
  sponsorIds: number[];
  count: number;
}

/** Inserts every group (ids 1…: chapters, then activity groups, then sponsors). */
export async function seedGroups(db: Db, rng: Prng, now: Date): Promise<Groups> {
  const daysAgo = daysAgoFrom(now);
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
  return { chapters, raleigh, activityIds, sponsorIds, count: groupRows.length };
}
