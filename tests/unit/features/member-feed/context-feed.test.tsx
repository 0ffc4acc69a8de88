// ContextFeed (the feed with its sub-pages opened in place): a post opens from its comments link at
// #/feed/{postId}/user/{userId} with the focus on its Back button; Back shows the list as it was (no
// second request, the focus back on the link that opened the post); a Likes address with another
// reaction type says 'Page not found'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/features/member-feed/schemas/post';
import '@/features/member-feed/schemas/reaction';
// The sub-pages are lazy chunks: loaded here first.
import '@/features/member-feed/components/post-detail';
import '@/features/member-feed/components/likes-list';
import { ContextFeed } from '@/features/member-feed/components/context-feed';
import { json, loginAs, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, getByRole } from '../../ui/render';
import { stubIntersectionObserver } from '../../ui/intersection';
import { ME, page, post } from './feed-fixtures';
import { settle, showFeed } from './feed-render';

beforeEach(() => {
  resetPlatform();
  loginAs(ME);
  stubIntersectionObserver();
  history.replaceState(null, '', '/demo/member-feed.html');
});
afterEach(async () => {
  await cleanup();
  history.replaceState(null, '', '/');
});

const TIMELINE = { type: 'timeline' } as const;

function api(call: Call): Response {
  if (call.path.endsWith('/aggregated_timeline_feed')) return json(page(30, 3));
  if (call.path.endsWith('/pinned_post')) return json({ data: null });
  if (/\/user_feed\/28$/.test(call.path)) return json({ data: post(28, { reaction_counts: { like: 0, comment: 0 } }) });
  if (call.path.includes('/reactions/')) return json({ results: [], count: 0, offset: 0, next_offset: null });
  return json({});
}

/** Waits until `check` passes, letting lazy chunks and answers render. */
async function until(check: () => void) {
  await vi.waitFor(async () => {
    await settle();
    check();
  });
}

const listBox = (root: ShadowRoot) => root.querySelector('.feed-main')!;
const timelineCalls = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/aggregated_timeline_feed'));

describe('ContextFeed sub-pages', () => {
  it('opens a post in place with the focus on Back; Back shows the list as it was', async () => {
    const { root, calls } = await showFeed(<ContextFeed context={TIMELINE} />, api);
    const card = [...root.querySelectorAll('article.post')].find((a) => a.textContent?.includes('Post 28'))!;
    const link = getByRole(card as unknown as ShadowRoot, 'link', '0 Comments');
    link.focus();
    await click(link);
    expect(location.hash).toBe('#/feed/28/user/20');
    await until(() => expect(root.querySelector('.feed-subpage [role="region"].post-detail')).not.toBeNull());
    expect(listBox(root).hasAttribute('hidden')).toBe(true);
    expect(root.activeElement?.textContent).toBe('Back');

    await click(root.activeElement as HTMLElement);
    await settle();
    expect(root.querySelector('.feed-subpage')).toBeNull();
    expect(listBox(root).hasAttribute('hidden')).toBe(false);
    expect(timelineCalls(calls)).toHaveLength(1); // the list was kept, not asked again
    expect(root.activeElement).toBe(link);
  });

  it("a Likes address with another reaction type: 'Page not found'", async () => {
    history.replaceState(null, '', '/demo/member-feed.html#/feed/28/love');
    const { root } = await showFeed(<ContextFeed context={TIMELINE} />, api);
    await until(() => expect(root.querySelector('.feed-subpage [role="alert"]')?.textContent).toBe('Page not found'));
  });
});
