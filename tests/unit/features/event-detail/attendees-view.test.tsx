// The attendees view (events spec §2 Attendees, §8, §9): tabs, 10 per page while fewer than the total,
// each page tried 3 times, the spec's failure texts, the anonymous-profile note.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
// api.ts loads its schemas with the first request; loaded here first so the test's settle() covers a response.
import '@/features/event-detail/schemas';
import { AttendeesView } from '@/features/event-detail/components/attendees-view';
import type { EventDetail } from '@/features/event-detail/schemas';
import { errorBody, installFetch, json, resetPlatform, type Call } from '../../helpers';
import { stubIntersectionObserver } from '../../ui/intersection';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../ui/render';

const DAY = 86_400_000;
const event: EventDetail = {
  id: 12,
  name: 'Dix Park ruck',
  start: new Date(Date.now() + 5 * DAY).toISOString(),
  end: new Date(Date.now() + 5.1 * DAY).toISOString(),
  status: 'Scheduled',
  time_zone_id: 'America/New_York',
  host: { id: 3, first_name: 'Ana', last_name: 'Lopez', public_profile: true },
};

const people = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i, first_name: 'Member', last_name: String(from + i), public_profile: true }));

/** The attendee rows (the host's row sits outside the list). */
const rows = (root: ShadowRoot) => [...root.querySelectorAll('.rwb-infinite > li')].map((li) => li.querySelector('.rwb-person__name')?.textContent);
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const attendeeCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/v1/mobile_event/12/attendees').map((c) => new URL(c.url).searchParams);

let io: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  resetPlatform();
  io = stubIntersectionObserver();
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

async function show(handler: (call: Call) => Response | Promise<Response>) {
  const api = installFetch(handler);
  const out = await render(<AttendeesView event={event} onBack={() => {}} />);
  await settle();
  return { ...api, ...out };
}

describe('AttendeesView paging', () => {
  it('Going first (before the event day); the next page while 10+ are loaded and fewer than the total', async () => {
    const { root, calls } = await show((c) => {
      const page = Number(new URL(c.url).searchParams.get('page'));
      return json({ attendees: page === 0 ? people(1, 10) : people(11, 2), total_count: 12 });
    });
    expect(queryAllByRole(root, 'tab').map((t) => t.textContent)).toEqual(['Going', 'Interested']);
    expect(rows(root)).toHaveLength(10);
    await io.intersect();
    await settle();
    expect(rows(root)).toHaveLength(12);
    expect(attendeeCalls(calls).map((q) => [q.get('attendance_status'), q.get('page')])).toEqual([
      ['going', '0'],
      ['going', '1'],
    ]);
    expect(queryAllByRole(root, 'button', 'Load more attendees')).toHaveLength(0);
  });

  it('fewer than 10 on the first page: no next page, whatever the total says', async () => {
    const { root } = await show(() => json({ attendees: people(1, 4), total_count: 30 }));
    expect(rows(root)).toHaveLength(4);
    expect(queryAllByRole(root, 'button', 'Load more attendees')).toHaveLength(0);
  });

  it("a page is tried 3 times; then the spec's text", async () => {
    const { root, calls } = await show(() => errorBody(503, 'unavailable'));
    expect(attendeeCalls(calls)).toHaveLength(3);
    expect(getByRole(root, 'alert').textContent).toBe('There was a problem with the server. Some event attendees will not be displayed.');
  });

  it('a refused page (4xx) is not tried again', async () => {
    const { calls } = await show(() => errorBody(404, 'not_found'));
    expect(attendeeCalls(calls)).toHaveLength(1);
  });

  it("a next page that fails 3 times: the spec's text above 'Load more attendees', which tries again", async () => {
    let failMore = true;
    const { root, calls } = await show((c) => {
      const page = Number(new URL(c.url).searchParams.get('page'));
      if (page === 1 && failMore) return errorBody(500, 'boom');
      return json({ attendees: page === 0 ? people(1, 10) : people(11, 1), total_count: 11 });
    });
    await click(getByRole(root, 'button', 'Load more attendees'));
    await settle();
    expect(attendeeCalls(calls)).toHaveLength(4);
    expect(getByRole(root, 'alert').textContent).toBe('There was an error fetching the rest of the event attendees.');
    failMore = false;
    await click(getByRole(root, 'button', 'Load more attendees'));
    await settle();
    expect(rows(root)).toHaveLength(11);
    expect(queryAllByRole(root, 'alert')).toHaveLength(0);
  });

  it('an empty tab says so; switching tabs loads that list', async () => {
    const { root, calls } = await show((c) => json({ attendees: new URL(c.url).searchParams.get('attendance_status') === 'interested' ? people(5, 1) : [], total_count: 0 }));
    expect(root.textContent).toContain('No one is going yet.');
    await click(queryAllByRole(root, 'tab').find((t) => t.textContent === 'Interested')!);
    await settle();
    expect(rows(root)).toEqual(['Member 5']);
    expect(attendeeCalls(calls).map((q) => q.get('attendance_status'))).toEqual(['going', 'interested']);
  });
});

describe('AttendeesView rows', () => {
  it('a public profile is a link; an anonymous one shows the note when its name is chosen', async () => {
    const { root } = await show(() =>
      json({
        attendees: [
          { id: 5, first_name: 'Bo', last_name: 'Diaz', public_profile: true, preferred_chapter: { id: 1, name: 'Raleigh, NC Chapter' }, military_status: 'Veteran', military_branch: 'Army' },
          { id: 6, first_name: 'Cy', last_name: 'Ng', public_profile: false, eagle_leader: true },
        ],
        total_count: 2,
      }),
    );
    expect(getByRole(root, 'link', 'Bo Diaz')).toBeTruthy();
    expect(root.textContent).toContain('Raleigh, NC Chapter — Veteran · Army');
    expect(getByRole(root, 'img', 'Eagle Leader')).toBeTruthy();
    expect(root.textContent).not.toContain('This user has set their profile to anonymous.');
    await click(getByRole(root, 'button', 'Cy Ng'));
    expect(getByRole(root, 'status').textContent).toBe('This user has set their profile to anonymous.');
  });
});
