// The feed list stays light with long timelines: virtualised, 1,000 posts keep fewer than 300 post
// nodes in the DOM; the pinned post sits above; the composer slot renders first.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { FeedList } from '@/features/member-feed/components/feed-list';
import { PostCard } from '@/features/member-feed/components/post-card';
import type { Post } from '@/features/member-feed/schemas/post';
import { cleanup, render } from '../../ui/render';
import { ME, post } from './feed-fixtures';

afterEach(cleanup);

const viewer = { userId: ME, anonymous: false };
const noop = () => {};

function List({ posts, pinned = null }: { posts: Post[]; pinned?: Post | null }) {
  return (
    <FeedList
      ctx={{ type: 'timeline' }}
      posts={posts}
      pinned={pinned}
      status="ready"
      more="idle"
      hasMore
      loadMore={noop}
      renderComposer={() => <form aria-label="Post">composer</form>}
      renderPost={(p) => <PostCard post={p} ctx={{ type: 'timeline' }} viewer={viewer} onLike={noop} onMenu={noop} onOpenImage={noop} />}
    />
  );
}

describe('FeedList', () => {
  it('1,000 posts: fewer than 300 post nodes in the DOM, the first ones in view, each row placed', async () => {
    const posts = Array.from({ length: 1000 }, (_, i) => post(1000 - i) as Post);
    const pinned = post(2000, { text: 'Pinned', is_pinned: true }) as Post;
    // As in the app: the first page arrives, the virtual chunk loads, later pages grow the list.
    const { root, rerender } = await render(<List posts={posts.slice(0, 10)} pinned={pinned} />);
    await act(async () => {
      await import('@/ui/virtual-items');
    });
    await act(async () => {});
    await rerender(<List posts={posts} pinned={pinned} />);
    await act(async () => {});
    const list = root.querySelector('ul.feed__posts')!;
    expect(list.hasAttribute('data-virtual')).toBe(true);
    const cards = root.querySelectorAll('article.post');
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.length).toBeLessThan(300);
    expect(list.querySelector('.post__text')!.textContent).toBe('Post 1000');
    expect(list.querySelector('li')!.getAttribute('aria-posinset')).toBe('1');
    // Composer first, then the pinned post, then the timeline.
    const order = [...root.querySelectorAll('form, .feed__pinned, ul.feed__posts')].map((el) => el.localName + (el.className ? `.${el.className}` : ''));
    expect(order).toEqual(['form', 'section.feed__pinned', 'ul.rwb-infinite feed__posts']);
    expect(root.querySelector('.feed__pinned')!.textContent).toContain('PINNED POST');
  });
});
