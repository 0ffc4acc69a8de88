// Saved event filters live under the spec's own key names (events spec §3) and follow other tabs.
import { beforeEach, describe, expect, it } from 'vitest';
import { $eventFilters, clearSavedFilters, setEventFilter } from '@/store/filters';
import { resetPlatform } from '../helpers';

const storageEvent = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

beforeEach(() => resetPlatform());

describe('saved event filters', () => {
  it('each filter is stored under its spec name', () => {
    setEventFilter('eventDistance', 100);
    setEventFilter('virtualTime', '30');
    expect(localStorage.getItem('eventDistance')).toBe('100');
    expect(localStorage.getItem('virtualTime')).toBe('"30"');
    clearSavedFilters();
    expect(localStorage.getItem('eventDistance')).toBeNull();
    expect($eventFilters.get()).toEqual({});
  });

  it('follows a filter changed in another tab and ignores keys that are not filters', () => {
    localStorage.setItem('sortBy', '"attendees"');
    storageEvent('sortBy', '"attendees"');
    expect($eventFilters.get()).toEqual({ sortBy: 'attendees' });
    localStorage.setItem('somethingElse', '1');
    storageEvent('somethingElse', '1');
    expect($eventFilters.get()).toEqual({ sortBy: 'attendees' });
  });
});
