// The first paint against the real app: what GET /api/first-paint/{tag} sends along is exactly what the
// element's own api.ts asks for (the same request keys, for the public and for a member), and it
// parses into the same value as the element's own request — so the element never asks again.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventKey, getEvent, prefetchEvent, takeSettledEvent } from '@/features/event-detail/api';
import { listEvents, listKey, prefetchEvents, takeSettledEvents } from '@/features/event-list/api';
import { firstPageQuery } from '@/features/event-list/first-page';
import type { Renderer } from '../../server/first-paint/renderer';
import { clearLocalData } from '@/store/auth';
import { $session } from '@/store/session';
import { createEvent, syncedMember } from '../server/support/events';
import { logIn, useContractServer } from './support';

const server = useContractServer({ firstPaint: () => import('@/elements/first-paint') as unknown as Promise<Renderer> });

/** The first paint's answers, as the loader records them once arrived. */
async function firstPaint(path: string) {
  const token = $session.get()?.accessToken;
  const r = await server().call<{ data: Record<string, unknown> }>(path, { token });
  expect(r.status).toBe(200);
  return { promise: Promise.resolve(r.body.data), seeds: r.body.data };
}

describe('first paint ↔ api.ts', () => {
  it('event list: the painted page is the one the element asks for, logged out and as a member', async () => {
    const host = await syncedMember(server());
    await createEvent(server(), host, { name: `Painted ${randomUUID().slice(0, 8)}`, is_virtual: true });

    for (const who of ['public', 'member'] as const) {
      if (who === 'public') clearLocalData();
      else await logIn(host);
      const query = firstPageQuery({ tab: 'virtual', userId: $session.get()?.userId ?? null, saved: {}, stored: null, search: '', now: new Date() })!;
      const painted = await firstPaint('/api/first-paint/event-list?a.tab=virtual&page=%2F');
      expect(Object.keys(painted.seeds)).toEqual([listKey(query)]); // else the element would ask again
      const fromPaint = await prefetchEvents(query, painted);
      expect(takeSettledEvents(query)).toEqual(fromPaint); // the view's first render has it
      expect(fromPaint).toEqual(await listEvents(query)); // and it is what the element's own request gets
      expect(fromPaint.data.length).toBeGreaterThan(0);
    }
  });

  it("event detail: the painted event is the element's own, parsed the same way", async () => {
    const host = await syncedMember(server());
    const e = await createEvent(server(), host, { name: `Painted detail ${randomUUID().slice(0, 8)}` });
    await logIn(host);
    const painted = await firstPaint(`/api/first-paint/event-detail?a.event-id=${e.id}`);
    expect(Object.keys(painted.seeds)).toEqual([eventKey(e.id)]);
    const fromPaint = await prefetchEvent(e.id, painted);
    expect(takeSettledEvent(e.id)).toEqual(fromPaint);
    expect(fromPaint).toEqual(await getEvent(e.id));
    expect(fromPaint.name).toBe(e.name);
  });
});
