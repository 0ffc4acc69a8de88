// The first paint against the real app: what GET /api/first-paint/{tag} sends along is exactly what the
// element's own api.ts asks for (the same request keys, for the public and for a member), and it
// parses into the same value as the element's own request — so the element never asks again
// (<event-list>, <event-detail>, <member-feed>).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventKey, getEvent, prefetchEvent, takeSettledEvent } from '@/features/event-detail/api';
import { listEvents, listKey, prefetchEvents, takeSettledEvents } from '@/features/event-list/api';
import { firstPageQuery } from '@/features/event-list/first-page';
import { createPost, feedPageKey, getFeedPage, getPinnedPost, pinnedPostKey, prefetchFeed, takeSettledFeed } from '@/features/member-feed/api/posts';
import type { FeedContext } from '@/features/member-feed/model/contexts';
import { setHttpFetch } from '@/lib/http';
import { currentFetch } from '@/lib/http-state';
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

  it("member feed: the painted timeline page and pinned post are the feed's own requests, parsed the same way; none is asked again", async () => {
    const TIMELINE: FeedContext = { type: 'timeline' };
    const FIRST = { scope: 'national' } as const;
    const m = await syncedMember(server());
    await logIn(m);
    const me = $session.get()!.userId;
    const mine = await createPost(TIMELINE, me, { text: `Painted feed ${randomUUID().slice(0, 8)}` });
    const painted = await firstPaint('/api/first-paint/member-feed?page=%2Ffeed');
    expect(Object.keys(painted.seeds)).toEqual([feedPageKey(TIMELINE, me, FIRST), pinnedPostKey(TIMELINE, me)]);

    const inner = currentFetch();
    const asked: string[] = [];
    setHttpFetch((input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return inner(input, init);
    });
    try {
      // Arrived before the element chunk: the view's first render has both parts, nothing is asked.
      prefetchFeed(TIMELINE, me, FIRST, painted);
      const settled = takeSettledFeed(TIMELINE, me, FIRST);
      expect(settled.page!.posts[0]).toMatchObject({ id: mine.id, text: mine.text });
      expect(settled.pinned).not.toBeNull();
      // Still on its way when the element connects: the view's own calls take it when it arrives.
      prefetchFeed(TIMELINE, me, FIRST, { promise: Promise.resolve(painted.seeds) });
      const [page, pinned] = await Promise.all([getFeedPage(TIMELINE, me, FIRST), getPinnedPost(TIMELINE, me)]);
      expect(asked).toEqual([]);
      expect(page).toEqual(settled.page);
      expect(pinned).toEqual(settled.pinned);
      // And it is what the feed's own requests get.
      expect(await getFeedPage(TIMELINE, me, FIRST)).toEqual(settled.page);
      expect(await getPinnedPost(TIMELINE, me)).toEqual(settled.pinned);
      expect(asked.sort()).toEqual([`/api/v1/user/${me}/aggregated_timeline_feed`, `/api/v1/user/${me}/aggregated_timeline_feed/pinned_post`]);
    } finally {
      setHttpFetch(inner);
    }
  });
});
