// <notification-list> as a page uses it: the member's notices in its shadow root; a notice's link
// dispatches the cancelable rwb-navigate (bubbling out of the shadow root) with the target's path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform } from '../helpers';
import { setProfile } from '@/store/member';
import { stubIntersectionObserver } from '../ui/intersection';
import '@/elements/notification-list';

beforeEach(() => {
  resetPlatform();
  stubIntersectionObserver();
  loginAs(7);
  setProfile(profileOf(7) as never);
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<notification-list>', () => {
  it('lists the notices; a link click is an rwb-navigate the host may cancel', async () => {
    installFetch((call) => {
      if (call.path === '/api/v1/user/7/notifications')
        return json({
          data: {
            results: [{ id: 1, verb: 'cancel', time: new Date().toISOString(), seen: true, object_type: 'event', object_id: '40', data: { event_id: 40, event_name: 'Dawn Ruck' }, actor: { id: 21, first_name: 'Ana', last_name: 'Lopez' } }],
            next_offset: null,
          },
        });
      if (call.path.endsWith('/notifications/seen')) return new Response(null, { status: 204 });
      if (call.path.startsWith('/api/v2/all/profile/7/') || call.path === '/api/v1/user/7/block') return json({ data: [] });
      return errorBody(404, 'not_found');
    });
    await act(async () => {
      document.body.innerHTML = '<notification-list></notification-list>';
    });
    const el = document.body.querySelector('notification-list')!;
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('a')?.textContent).toBe('Ana Lopez canceled Dawn Ruck'));
    const seen: unknown[] = [];
    document.addEventListener('rwb-navigate', (e) => {
      seen.push((e as CustomEvent).detail.path);
      e.preventDefault();
    }, { once: true });
    await act(async () => el.shadowRoot!.querySelector('a')!.click());
    expect(seen).toEqual(['/events/40']);
  });
});
