// src/features/event-list/api.ts against the real app: an event created through the API is listed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listEvents } from '@/features/event-list/api';
import { buildQuery, localFilters, virtualFilters, type ListContext } from '@/features/event-list/model';
import { clearLocalData } from '@/store/auth';
import { createEvent, RALEIGH, syncedMember } from '../server/support/events';
import { failure, logIn, useContractServer } from './support';

const server = useContractServer();

const upcoming = (over: Record<string, string | number | boolean>) => ({ limit: 10, offset: 0, after: new Date().toISOString(), sort: 'date', sort_order: 'asc', ...over });

describe('event-list api', () => {
  it('lists an event created through the API, for the public and for a member', async () => {
    const host = await syncedMember(server());
    const name = `Contract Ruck ${randomUUID().slice(0, 8)}`;
    const e = await createEvent(server(), host, { name });

    clearLocalData(); // logged out: the list is public
    const page = await listEvents(upcoming({ search: name }));
    expect(page).toMatchObject({ count: 1, total_number_pages: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ id: e.id, name, category: 'hike-ruck', is_virtual: false, start: expect.any(String), end: expect.any(String) });
    expect(Date.parse(page.data[0].start)).toBe(Date.parse(e.start));

    await logIn(host); // a member's token adds their own events
    const hosting = await listEvents(upcoming({ hosting: true }));
    expect(hosting.data.map((d) => d.id)).toContain(e.id);
  });

  it("the feature's own query (model.buildQuery: local tab near the event, a search) finds it", async () => {
    const host = await syncedMember(server());
    const name = `Contract Hike ${randomUUID().slice(0, 8)}`;
    const e = await createEvent(server(), host, { name, location: RALEIGH });
    await logIn(host);
    const context: ListContext = {
      tab: 'local',
      mySubTab: 'upcoming',
      pastVirtual: false,
      challengeTab: 'upcoming',
      search: name,
      userId: host.id,
      location: { latitude: RALEIGH.latitude, longitude: RALEIGH.longitude },
      local: localFilters({}),
      virtual: virtualFilters({}),
      now: new Date(),
    };
    const page = await listEvents(buildQuery(context, 0));
    expect(page.data.map((d) => d.id)).toEqual([e.id]);
    // Page 2 of the same query is past the end: an empty page, not an error.
    await expect(listEvents(buildQuery(context, 1))).resolves.toMatchObject({ data: [], count: 1 });
  });

  it('a 400 (a filter the server refuses) is an empty list', async () => {
    clearLocalData();
    await expect(listEvents(upcoming({ category: 'not-a-category' }))).resolves.toEqual({ data: [], count: 0, total_number_pages: 0 });
  });

  it('other failures are thrown: a member-only filter without a session is 401', async () => {
    clearLocalData();
    expect(await failure(listEvents(upcoming({ hosting: true })))).toMatchObject({ status: 401 });
  });
});
