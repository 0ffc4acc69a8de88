import { describe, expect, it } from 'vitest';
import { loginDestination } from '@/features/member-login/outcome';

const page = 'https://www.example.org/news/article.html';
const done = { email_verified: true, profile_completed: true };

describe('login outcomes (accounts spec §4)', () => {
  it('sends an unverified member to confirm e-mail, whatever the redirect', () => {
    expect(loginDestination({ email_verified: false, profile_completed: true }, '/events/1', page)).toEqual({ route: '/registration/confirm_email' });
  });
  it('sends a verified member with an incomplete profile to personal info', () => {
    expect(loginDestination({ email_verified: true, profile_completed: false }, undefined, page)).toEqual({ route: '/registration/personal_info' });
  });
  it('goes to the feed without a redirect', () => {
    expect(loginDestination(done, undefined, page)).toEqual({ route: '/feed' });
    expect(loginDestination(done, '  ', page)).toEqual({ route: '/feed' });
  });
  it('prefers the redirect attribute, then the ?redirect= query', () => {
    expect(loginDestination(done, '/events/12', `${page}?redirect=/groups/3`)).toEqual({ route: '/events/12' });
    expect(loginDestination(done, undefined, `${page}?redirect=/groups/3`)).toEqual({ route: '/groups/3' });
    expect(loginDestination(done, undefined, `${page}?redirect=${encodeURIComponent('/members/area.html?x=1')}`)).toEqual({
      url: 'https://www.example.org/members/area.html?x=1',
    });
  });
  it('never redirects to another origin', () => {
    expect(loginDestination(done, 'https://evil.example/', page)).toEqual({ route: '/feed' });
    expect(loginDestination(done, '//evil.example/x', page)).toEqual({ route: '/feed' });
    expect(loginDestination(done, 'javascript:alert(1)', page)).toEqual({ route: '/feed' });
  });
});
