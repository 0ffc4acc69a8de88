// The group-page rules (events spec §2, §4, §5 Groups, §9): the hub's lists, the nearby point, the
// '{Type} Group' label, the search query, paging by 'next', the optimistic count and the join button.
import { describe, expect, it } from 'vitest';
import {
  groupIdFrom,
  groupLink,
  hubListTypes,
  joinDisabled,
  memberCountAfter,
  nearbyPoint,
  nextOffset,
  searchQuery,
  showsList,
  typeLabel,
} from '@/features/group-page/model';
import type { Group } from '@/features/group-page/schemas';

const group = (id: number): Group => ({ id, name: `G${id}`, type: 'activity', member_count: 1, members: [], event_count: 0, joined: false, active: true });

describe('group-page model', () => {
  it('lists Admin, My, Activity and Nearby for a member; Activity and Nearby logged out', () => {
    expect(hubListTypes(true)).toEqual(['admin', 'my', 'activity', 'nearby']);
    expect(hubListTypes(false)).toEqual(['activity', 'nearby']);
  });

  it('shows Admin only when non-empty; the other lists always', () => {
    expect(showsList('admin', [])).toBe(false);
    expect(showsList('admin', undefined)).toBe(false);
    expect(showsList('admin', [group(1)])).toBe(true);
    expect(showsList('my', [])).toBe(true);
    expect(showsList('nearby', [])).toBe(true);
  });

  it('looks for nearby groups around the member chapter, else the saved location, else nowhere', () => {
    expect(nearbyPoint({ preferred_chapter: { id: 4 }, anchor_chapter: { id: 5 } }, { latitude: 1, longitude: 2 })).toEqual({ chapterId: 4 });
    expect(nearbyPoint({ anchor_chapter: { id: 5 } }, null)).toEqual({ chapterId: 5 });
    expect(nearbyPoint({}, { latitude: 35.7, longitude: -78.6 })).toEqual({ latitude: 35.7, longitude: -78.6 });
    expect(nearbyPoint(null, null)).toBeNull();
  });

  it("labels the type '{Type} Group'", () => {
    expect(typeLabel('chapter')).toBe('Chapter Group');
    expect(typeLabel('activity')).toBe('Activity Group');
    expect(typeLabel('sponsor')).toBe('Sponsor Group');
  });

  it('builds the search query: trimmed text, the member, the point, the page offset; empty is skipped', () => {
    expect(searchQuery('   ', 7, null)).toBeNull();
    expect(searchQuery('', null, null)).toBeNull();
    expect(searchQuery('  Yoga ', 7, { chapterId: 3 })).toEqual({ name: 'Yoga', user_id: 7, chapter_id: 3 });
    expect(searchQuery('27601', null, { latitude: 35, longitude: -78 }, 25)).toEqual({ name: '27601', lat: 35, long: -78, offset: 25 });
    expect(searchQuery('Austin, TX', null, null)).toEqual({ name: 'Austin, TX' });
    expect(searchQuery('x'.repeat(150), null, null)?.name).toHaveLength(100);
  });

  it("pages by the 'next' link and stops when it is null", () => {
    expect(nextOffset({ next: 'http://api.test/api/v1/search/group?name=a&offset=25', offset: 25 })).toBe(25);
    expect(nextOffset({ next: '/api/v1/search/group?name=a&offset=50' })).toBe(50);
    expect(nextOffset({ next: null, offset: null })).toBeNull();
    expect(nextOffset({})).toBeNull();
  });

  it('moves the member count at once, never below zero', () => {
    expect(memberCountAfter(4, true)).toBe(5);
    expect(memberCountAfter(4, false)).toBe(3);
    expect(memberCountAfter(0, false)).toBe(0);
  });

  it('disables Join while changing, and for an inactive group not joined (a member may still leave)', () => {
    expect(joinDisabled({ active: true, joined: false }, false)).toBe(false);
    expect(joinDisabled({ active: true, joined: true }, true)).toBe(true);
    expect(joinDisabled({ active: false, joined: false }, false)).toBe(true);
    expect(joinDisabled({ active: false, joined: true }, false)).toBe(false);
  });

  it('reads the id from ?id= or /groups/{id}, and builds the share link', () => {
    expect(groupIdFrom({ search: '?id=12', pathname: '/demo/group-page.html' })).toBe(12);
    expect(groupIdFrom({ search: '', pathname: '/app/groups/31/members' })).toBe(31);
    expect(groupIdFrom({ search: '', pathname: '/groups' })).toBeNull();
    expect(groupIdFrom({ search: '?id=abc', pathname: '/' })).toBeNull();
    expect(groupLink('https://x.test/app/', 9)).toBe('https://x.test/app/groups/9');
  });
});
