// <member-feed> as a page uses it: the member's timeline (national scope) and its pinned post start
// when the element connects — before React renders the view — and are asked once, or are taken from
// the element's first paint (nothing asked); logged out, nothing is asked and the way in is the login
// button.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MemberFeedFeature from '@/features/member-feed';
import { act } from 'react';
import { installFetch, json, loginAs, resetPlatform, type Call } from '../helpers';
import { clearPrefetched } from '@/lib/prefetch';
import { recordFirstPaint } from '@/lib/first-paint';
import { feedPageKey, pinnedPostKey } from '@/features/member-feed/api/posts';
import { page } from '../features/member-feed/feed-fixtures';
import { stubIntersectionObserver } from '../ui/intersection';
import '@/elements/member-feed';

// The feature root's first render, to prove the timeline's GET starts before it.
const renders = vi.hoisted(() => ({ first: null as number | null }));
vi.mock('@/features/member-feed', async (original) => {
  const { createElement } = await import('react');
  const feature = await original<typeof MemberFeedFeature>();
  return {
    ...feature,
    MemberFeed: (props: Parameters<typeof feature.MemberFeed>[0]) => {
      renders.first ??= performance.now();
      return createElement(feature.MemberFeed, props);
    },
  };
});

const TIMELINE = '/api/v1/user/7/aggregated_timeline_feed';
const PINNED = '/api/v1/user/7/aggregated_timeline_feed/pinned_post';

beforeEach(() => {
  resetPlatform();
  clearPrefetched();
  stubIntersectionObserver();
  renders.first = null;
  history.replaceState(null, '', '/demo/member-feed.html');
});
afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = '<member-feed></member-feed>';
  });
  const el = document.body.querySelector('member-feed')!;
  await vi.waitFor(() => expect(el.shadowRoot).toBeTruthy());
  return el.shadowRoot!;
}

describe('<member-feed>', () => {
  it('starts the timeline and its pinned post when it connects, before React renders, each once', async () => {
    loginAs(7);
    const asked: Record<string, number> = {};
    const { calls } = installFetch((call: Call) => {
      asked[call.path] ??= performance.now();
      if (call.path === PINNED) return json({ data: null });
      return json(page(30, 3));
    });
    const root = await mount();
    await vi.waitFor(() => expect(root.querySelectorAll('article.post')).toHaveLength(3), { timeout: 3000 });
    expect(renders.first).not.toBeNull();
    expect(asked[TIMELINE]).toBeLessThan(renders.first!);
    expect(asked[PINNED]).toBeLessThan(renders.first!);
    expect(calls.filter((c) => c.path === TIMELINE)).toHaveLength(1);
    expect(calls.filter((c) => c.path === PINNED)).toHaveLength(1);
    expect(new URL(calls.find((c) => c.path === TIMELINE)!.url).searchParams.get('scope')).toBe('national');
    // The page's other parts: people search and the scope switch.
    expect(root.querySelector('input[type="search"], input')).not.toBeNull();
    expect([...root.querySelectorAll('.feed__scope button')].map((b) => b.textContent)).toEqual(['National', 'My Groups']);
  });

  it("takes its first paint's answers: the posts show in the virtual list and nothing is asked", async () => {
    loginAs(7);
    const { calls } = installFetch(() => json(page(10)));
    const timeline = { type: 'timeline' } as const;
    const el = document.createElement('member-feed');
    const painted = recordFirstPaint(el, Promise.resolve({ [feedPageKey(timeline, 7, { scope: 'national' })]: { posts: page(30, 3).data.results, next: null }, [pinnedPostKey(timeline, 7)!]: null }));
    await painted.promise;
    await act(async () => {
      document.body.append(el);
    });
    const root = el.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelectorAll('article.post')).toHaveLength(3));
    // The virtualizer came with the element: the rows are virtual from the first render on.
    expect(root.querySelector('ul[data-virtual]')).not.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('logged out: nothing is asked; the login button is the way in', async () => {
    const { calls } = installFetch(() => json({}));
    const root = await mount();
    await vi.waitFor(() => expect(root.textContent).toContain('Log in to see the feed.'));
    expect(calls).toHaveLength(0);
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === 'Log in')).toBe(true);
  });
});
