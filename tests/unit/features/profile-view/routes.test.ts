import { describe, expect, it } from 'vitest';
import {
  pageFrom,
  pageHash,
  pageOfView,
  pageView,
  PAGE_VIEWS,
  profileIdFromPath,
  relationFromPath,
  sectionFromPath,
  SETTINGS_PAGES,
  type ProfilePage,
} from '@/features/profile-view/routes';

describe('profile pages', () => {
  it('reads edit and settings pages from the hash (CMS pages)', () => {
    expect(pageFrom('#/profile/edit', '/demo/profile-view.html')).toEqual({ kind: 'edit' });
    expect(pageFrom('#/profile/settings', '/x')).toEqual({ kind: 'settings', page: null });
    expect(pageFrom('#/profile/settings/blocked-users', '/x')).toEqual({ kind: 'settings', page: 'blocked-users' });
  });
  it('reads them from the path in the shell', () => {
    expect(pageFrom('', '/profile/settings/password-update')).toEqual({ kind: 'settings', page: 'password-update' });
    expect(pageFrom('', '/app/profile/edit')).toEqual({ kind: 'edit' });
  });
  it('an unknown settings page shows the menu; anything else is the profile', () => {
    expect(pageFrom('#/profile/settings/nope', '/')).toEqual({ kind: 'settings', page: null });
    expect(pageFrom('#followers', '/profile/12')).toEqual({ kind: 'profile' });
    expect(pageFrom('#/profile/health/mental_health', '/profile')).toEqual({ kind: 'profile' });
    expect(pageFrom('', '/profile/editor')).toEqual({ kind: 'profile' });
  });
  it('round-trips every page through its hash', () => {
    const pages: ProfilePage[] = [{ kind: 'edit' }, { kind: 'settings', page: null }, ...SETTINGS_PAGES.map((page) => ({ kind: 'settings' as const, page }))];
    for (const p of pages) expect(pageFrom(pageHash(p), '/demo/profile-view.html')).toEqual(p);
    expect(pageHash({ kind: 'profile' })).toBe('');
  });
});

describe('pages as hash sub-views (#/profile/{view})', () => {
  it('every page has a view of PAGE_VIEWS and comes back from it; the profile has none', () => {
    const pages: ProfilePage[] = [{ kind: 'edit' }, { kind: 'settings', page: null }, ...SETTINGS_PAGES.map((page) => ({ kind: 'settings' as const, page }))];
    expect(pages.map(pageView)).toEqual(PAGE_VIEWS);
    for (const p of pages) expect(pageOfView(pageView(p))).toEqual(p);
    expect(pageView({ kind: 'profile' })).toBeNull();
    expect(pageOfView(null)).toEqual({ kind: 'profile' });
    expect(pageView({ kind: 'settings', page: 'blocked-users' })).toBe('settings/blocked-users');
  });
});

describe('profile paths (the shell)', () => {
  it('reads the member id of every profile path', () => {
    expect(profileIdFromPath('/profile/12')).toBe(12);
    expect(profileIdFromPath('/profile/12/workout-log')).toBe(12);
    expect(profileIdFromPath('/app/profile/7/followers')).toBe(7);
    expect(profileIdFromPath('/profile')).toBeNull();
    expect(profileIdFromPath('/profile/edit')).toBeNull();
    expect(profileIdFromPath('/profile/0')).toBeNull();
  });
  it('maps the followers, workout-log and trophy-collection paths to their section', () => {
    expect(sectionFromPath('/profile/followers')).toBe('followers');
    expect(sectionFromPath('/profile/12/followers')).toBe('followers');
    expect(sectionFromPath('/profile/workout-log')).toBe('fitness');
    expect(sectionFromPath('/profile/12/trophy-collection')).toBe('fitness');
    expect(sectionFromPath('/profile/12')).toBeNull();
    expect(sectionFromPath('/demo/profile-view.html')).toBeNull();
  });
  it('the followers path opens the followers list', () => {
    expect(relationFromPath('/profile/12/followers')).toBe('followers');
    expect(relationFromPath('/profile/workout-log')).toBeNull();
    expect(relationFromPath('/profile/12')).toBeNull();
  });
});

describe('profileIdFromAddress', () => {
  it('?id= first, then the profile path', async () => {
    const { profileIdFromAddress } = await import('@/features/profile-view/routes');
    expect(profileIdFromAddress('?id=12', '/profile/7')).toBe(12);
    expect(profileIdFromAddress('?id=x', '/profile/7/followers')).toBe(7);
    expect(profileIdFromAddress('', '/demo/profile-view.html')).toBeNull();
  });
});
