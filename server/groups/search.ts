/**
 * Group search (`GET api/v1/search/group`, events spec §3 'Search result', §5 Groups, §7): by name
 * or activity, or by place when the text is a zip or 'city, state' (the offline gazetteer): then the
 * groups within 50 miles of it, nearest first. A member's own groups come first (`my_groups`), then
 * the others (`other_groups`); active before inactive; 25 a page over both lists.
 */
import { GROUP_SEARCH_PAGE, NEARBY_GROUP_MILES } from '../../src/lib/groups';
import { stateCode } from '../../src/lib/us-states';
import type { Db } from '../db/client';
import { createOfflineAddressAdapter } from '../services/address/index';
import { lookupZip } from '../services/geo';
import { distanceSql, queryGroups, type Group } from './load';
import type { Point } from './lists';

export interface GroupSearchQuery {
  /** The caller, whose groups are `my_groups` (null without a member token). */
  viewer: number | null;
  text: string;
  /** Where the searcher is (lat/long or their chapter): orders name results nearest first. */
  origin: Point | null;
  offset: number;
  now: Date;
}

export interface GroupSearchPage {
  my_groups: Group[];
  other_groups: Group[];
  /** The next page's offset, null on the last page. */
  offset: number | null;
}

const gazetteer = createOfflineAddressAdapter();

/** The place a search text names: a US zip, or 'City, ST' / 'City, State'; null for a name search. */
export async function placeOf(text: string): Promise<{ point: Point | null } | null> {
  if (/^\d{5}(-?\d{4})?$/.test(text)) {
    const zip = lookupZip(text);
    return { point: zip && { latitude: zip.latitude, longitude: zip.longitude } };
  }
  const m = /^([^,]+),\s*([^,]+)$/.exec(text);
  const state = m ? stateCode(m[2]) : null;
  if (!m || !state) return null;
  const [first] = await gazetteer.suggest(`${m[1].trim()}, ${state}`, { limit: 1 });
  const place = first && first.state === state ? lookupZip(first.zip) : null;
  // A 'city, state' the gazetteer does not know is searched as a name.
  return place ? { point: { latitude: place.latitude, longitude: place.longitude } } : null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function searchGroups(db: Db, q: GroupSearchQuery): Promise<GroupSearchPage> {
  const empty: GroupSearchPage = { my_groups: [], other_groups: [], offset: null };
  const text = q.text.trim().replace(/\s+/g, ' ');
  if (!text) return empty;
  const place = await placeOf(text);
  if (place && !place.point) return empty;
  const point = place?.point ?? q.origin;

  const rows = await queryGroups(db, q.viewer, q.now, (p) => {
    const distance = point ? distanceSql(p, point) : undefined;
    return {
      where: place ? `g.latitude IS NOT NULL AND g.longitude IS NOT NULL AND ${distance} <= ${p(NEARBY_GROUP_MILES)}` : `g.name ILIKE ${p(likePattern(text))}`,
      order: `vm.user_id IS NOT NULL DESC, g.active DESC, ${distance ? `${distance} NULLS LAST, ` : ''}lower(g.name), g.id`,
      distance,
      limit: GROUP_SEARCH_PAGE + 1,
      offset: q.offset,
    };
  });
  const page = rows.slice(0, GROUP_SEARCH_PAGE);
  return {
    my_groups: page.filter((g) => g.joined),
    other_groups: page.filter((g) => !g.joined),
    offset: rows.length > GROUP_SEARCH_PAGE ? q.offset + GROUP_SEARCH_PAGE : null,
  };
}
