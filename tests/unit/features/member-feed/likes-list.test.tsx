// The Likes screen (events spec §2, §7 'Like lists read next_page and reactions[].user', §8): pages
// through next_page, rows opening profiles, the §8 failure texts, and 'Page not found' for any
// reaction type other than 'like'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import '@/features/member-feed/schemas/reaction';
import { isSupportedReaction, LikesList, NOT_FOUND_BACK_MS } from '@/features/member-feed/components/likes-list';
import { errorBody, installFetch, json, loginAs, resetPlatform, type Call } from '../../helpers';
import { stubIntersectionObserver } from '../../ui/intersection';
import { cleanup, click, getByRole, queryAllByRole, render } from '../../ui/render';

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const likers = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: 500 + from + i, user: { id: from + i, first_name: 'Member', last_name: String(from + i) } }));
const names = (root: ShadowRoot) => [...root.querySelectorAll('.rwb-infinite .rwb-person__name')].map((n) => n.textContent);

let io: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  resetPlatform();
  loginAs(7);
  io = stubIntersectionObserver();
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

async function show(handler: (c: Call) => Response, props: Partial<Parameters<typeof LikesList>[0]> = {}) {
  const api = installFetch(handler);
  const onBack = vi.fn();
  const out = await render(<LikesList ctx={{ type: 'event', id: 12 }} postId={40} onBack={onBack} {...props} />);
  await settle();
  return { ...api, ...out, onBack };
}

describe('LikesList', () => {
  it("pages a post's likers with next_page; rows link to profiles", async () => {
    const { root, calls } = await show((c) =>
      new URL(c.url).searchParams.get('next_page') === 'p2' ? json({ reactions: likers(26, 2), next_page: null }) : json({ reactions: likers(1, 25), next_page: 'p2' }),
    );
    expect(getByRole(root, 'heading', 'Likes')).toBeTruthy();
    expect(names(root)).toHaveLength(25);
    expect(getByRole(root, 'link', 'Member 1').getAttribute('href')).toContain('/profile/1');
    await io.intersect();
    await settle();
    expect(names(root)).toHaveLength(27);
    expect(queryAllByRole(root, 'button', 'Load more likes')).toHaveLength(0);
    expect(calls.map((c) => c.path + new URL(c.url).search)).toEqual([
      '/api/v1/mobile_event/12/reactions/40/list?kind=like',
      '/api/v1/mobile_event/12/reactions/40/list?kind=like&next_page=p2',
    ]);
  });

  it("a comment's likers come from api/v2/reactions/{id}/children; a failure says §8's comment text", async () => {
    const { root, calls } = await show(() => errorBody(500, 'boom'), { reactionId: 5 });
    expect(calls[0].path).toBe('/api/v2/reactions/5/children');
    expect(root.querySelector('[role="alert"] .rwb-alert__body')?.textContent).toContain('Error fetching comment likes user list');
  });

  it("a post's likers failing says §8's post text", async () => {
    const { root } = await show(() => errorBody(500, 'boom'));
    expect(root.querySelector('[role="alert"] .rwb-alert__body')?.textContent).toContain('Error fetching post likes user list');
  });

  it("an anonymous liker's row is not a link", async () => {
    const { root } = await show(() => json({ reactions: [{ id: 1, user: { id: 9, first_name: 'Anonymous', last_name: 'Member', anonymous_profile: true } }], next_page: null }));
    expect(names(root)).toEqual(['Anonymous Member']);
    expect(queryAllByRole(root, 'link')).toHaveLength(0);
  });

  it("reactionType other than 'like': 'Page not found', nothing fetched, Back goes back", async () => {
    const { root, calls, onBack } = await show(() => json({ reactions: [], next_page: null }), { reactionType: 'love' });
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Page not found');
    expect(calls).toHaveLength(0);
    await click(getByRole(root, 'button', 'Back'));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(isSupportedReaction('like')).toBe(true);
    expect(isSupportedReaction('love')).toBe(false);
    expect(isSupportedReaction(undefined)).toBe(false);
  });

  it("'Page not found' goes back by itself after NOT_FOUND_BACK_MS", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      installFetch(() => json({ reactions: [], next_page: null }));
      const onBack = vi.fn();
      const { root } = await render(<LikesList ctx={{ type: 'event', id: 12 }} postId={40} reactionType="love" onBack={onBack} />);
      expect(root.querySelector('[role="alert"]')?.textContent).toBe('Page not found');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(NOT_FOUND_BACK_MS - 1);
      });
      expect(onBack).not.toHaveBeenCalled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(onBack).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
