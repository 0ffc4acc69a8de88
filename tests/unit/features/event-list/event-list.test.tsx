// <EventList> through the real HTTP client against a fake API: the paged list (InfiniteList), its
// states, the create-event control, and the saved location.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
// api.ts loads its schemas with the first request; loaded here first so the test's settle() covers a response.
import '@/features/event-list/schemas';
import { EventList } from '@/features/event-list';
import { setProfile } from '@/store/member';
import { errorBody, eventCard as card, installFetch, json, loginAs, profileOf, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../ui/render';

const page = (ids: number[], pages = 1) => json({ data: ids.map(card), count: ids.length, total_number_pages: pages });
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

/** Waits for the fake API's answers to be rendered. */
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/mobile_event/').map((c) => new URL(c.url).searchParams);

async function show(handler: (call: Call) => Response, props: Parameters<typeof EventList>[0] = {}) {
  const api = installFetch(handler);
  const out = await render(<EventList {...props} />);
  await settle();
  return { ...api, ...out };
}

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(() => cleanup());

describe('EventList', () => {
  it('10 cards a page, each a list item with its heading; Load more events adds the next page', async () => {
    const { root, calls } = await show((c) => (new URL(c.url).searchParams.get('offset') === '10' ? page([11, 12], 2) : page(range(1, 10), 2)));
    const items = () => [...root.querySelectorAll('ul.cards > li.card')];
    expect(items()).toHaveLength(10);
    expect(items()[0].getAttribute('part')).toBe('card');
    expect(items()[0].querySelector('h3 a')?.textContent).toBe('RUCK 1');
    await click(getByRole(root, 'button', 'Load more events'));
    await settle();
    expect(items()).toHaveLength(12);
    expect(listCalls(calls).map((q) => q.get('offset'))).toEqual(['0', '10']);
    expect(queryAllByRole(root, 'button', 'Load more events')).toHaveLength(0);
  });

  it('a server failure: the spec text and a retry; a 400 is the empty list', async () => {
    let answer = () => errorBody(500, 'server_error');
    const { root } = await show(() => answer());
    expect(getByRole(root, 'alert').textContent).toContain('Server Error - Please try again later.');
    answer = () => errorBody(400, 'bad_request');
    await click(getByRole(root, 'button', 'Try again'));
    await settle();
    expect(queryAllByRole(root, 'status').map((el) => el.textContent)).toContain('The selected filters produced no events. Please adjust filter settings.');
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
  });

  it('my events logged out: a prompt to log in, no request', async () => {
    resetPlatform();
    const { root, calls } = await show(() => page([1]), { tab: 'my' });
    expect(root.textContent).toContain('Log in to see the events you host and attend.');
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('Create Event: for a chapter admin, not for a member who has not joined', async () => {
    setProfile(profileOf(7, { roles: [{ group_id: 3, role: 2 }] }));
    const { root, unmount } = await show(() => page([1]), { chapterId: 3, renderEventForm: () => null });
    expect(queryAllByRole(root, 'button', 'Create Event')).toHaveLength(1);
    await unmount();
    const other = await show(() => page([1]), { chapterId: 4, renderEventForm: () => null });
    expect(queryAllByRole(other.root, 'button', 'Create Event')).toHaveLength(0);
  });

  it('the location combobox: a chosen place is saved (rwb:location) and searched around', async () => {
    const raleigh = { description: 'Raleigh, NC 27601', city: 'Raleigh', state: 'NC', zip: '27601', latitude: 35.77, longitude: -78.63 };
    const { root, calls } = await show((c) => (c.path === '/api/v1/geo/places' ? json({ results: [raleigh] }) : page([1])));
    const box = getByRole(root, 'combobox', 'Location') as HTMLInputElement;
    expect(box.type).toBe('search');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'Raleigh');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => new Promise((r) => setTimeout(r, 600)));
    await click(getByRole(root, 'listbox', 'Location suggestions').querySelector('[role="option"]') as HTMLElement);
    await settle();
    expect(JSON.parse(localStorage.getItem('rwb:location')!)).toMatchObject({ city: 'Raleigh', state: 'NC', zip: '27601', label: 'Raleigh, NC 27601' });
    expect(Object.fromEntries(listCalls(calls).at(-1)!)).toMatchObject({ lat: '35.77', long: '-78.63', distance: '50' });
  });
});
