import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { InfiniteList, type InfiniteListProps } from '@/ui/infinite-list';
import { cleanup, click, getByRole, queryAllByRole, render } from './render';
import { stubIntersectionObserver } from './intersection';

afterEach(() => cleanup());

interface Item {
  id: number;
  name: string;
}
const items = (n: number, from = 1): Item[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Event ${from + i}` }));

const texts = {
  loading: 'Loading events…',
  empty: 'The selected filters produced no events. Please adjust filter settings.',
  error: 'Server Error - Please try again later.',
  moreError: 'Could not load more events.',
  loadMore: 'Load more events',
  retry: 'Try again',
};

function List(props: Partial<InfiniteListProps<Item>>) {
  return (
    <InfiniteList<Item>
      items={[]}
      status="ready"
      hasMore={false}
      loadMore={() => {}}
      getKey={(e) => e.id}
      renderItem={(e) => <a href={`/events/${e.id}`}>{e.name}</a>}
      texts={texts}
      className="cards"
      part="list"
      itemClassName="card"
      {...props}
    />
  );
}

describe('InfiniteList', () => {
  let io: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    io = stubIntersectionObserver();
  });

  it('loading: a status message and no list', async () => {
    const { root } = await render(<List status="loading" />);
    expect(getByRole(root, 'status').textContent).toBe('Loading events…');
    expect(root.querySelector('ul')).toBeNull();
  });

  it('idle renders nothing', async () => {
    const { root } = await render(<List status="idle" />);
    expect(root.childElementCount).toBe(0);
  });

  it('empty: the spec text as a status message', async () => {
    const { root } = await render(<List items={[]} />);
    expect(getByRole(root, 'status').textContent).toBe(texts.empty);
  });

  it('error: an alert with the Try again button that reloads', async () => {
    const reload = vi.fn();
    const { root } = await render(<List status="error" reload={reload} />);
    expect(getByRole(root, 'alert').textContent).toContain(texts.error);
    await click(getByRole(root, 'button', 'Try again'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('error without a retry text or reload: the alert alone', async () => {
    const { root } = await render(<List status="error" texts={{ ...texts, retry: undefined }} />);
    expect(getByRole(root, 'alert').textContent).toBe(texts.error);
    expect(queryAllByRole(root, 'button')).toHaveLength(0);
  });

  it('items: a list of list items with the given classes and part', async () => {
    const { root } = await render(<List items={items(3)} />);
    const list = root.querySelector('ul')!;
    expect(list.className).toBe('rwb-infinite cards');
    expect(list.getAttribute('part')).toBe('list');
    expect([...list.children].map((li) => [li.localName, li.className, li.textContent])).toEqual([
      ['li', 'card', 'Event 1'],
      ['li', 'card', 'Event 2'],
      ['li', 'card', 'Event 3'],
    ]);
    expect(queryAllByRole(root, 'button')).toHaveLength(0); // no more pages: no button
  });

  it("more pages: the 'Load more' button (keyboard, screen readers) and the sentinel both load more", async () => {
    const loadMore = vi.fn();
    const { root } = await render(<List items={items(10)} hasMore loadMore={loadMore} rootMargin="400px" />);
    await click(getByRole(root, 'button', 'Load more events'));
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(io.live()).toHaveLength(1);
    expect(io.live()[0].options).toEqual({ rootMargin: '400px' });
    expect(io.live()[0].targets[0]).toBe(getByRole(root, 'button', 'Load more events').parentElement);
    await io.intersect(false);
    expect(loadMore).toHaveBeenCalledTimes(1);
    await io.intersect(true);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('while a page loads: the list is busy, the button busy, the sentinel off', async () => {
    const { root } = await render(<List items={items(10)} hasMore more="loading" />);
    expect(root.querySelector('ul')!.getAttribute('aria-busy')).toBe('true');
    const button = getByRole(root, 'button', 'Load more events');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(io.live()).toHaveLength(0);
  });

  it('a failed page: the failure shown, the button says Try again, the sentinel waits for the member', async () => {
    const loadMore = vi.fn();
    const { root } = await render(<List items={items(10)} hasMore more="error" loadMore={loadMore} />);
    expect(getByRole(root, 'alert').textContent).toBe('Could not load more events.');
    expect(io.live()).toHaveLength(0);
    await click(getByRole(root, 'button', 'Try again'));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('a failed page without moreError or retry: the error text and the Load more label', async () => {
    const { root } = await render(<List items={items(10)} hasMore more="error" texts={{ ...texts, moreError: undefined, retry: undefined }} />);
    expect(getByRole(root, 'alert').textContent).toBe(texts.error);
    getByRole(root, 'button', 'Load more events');
  });

  it('a page that arrives while the sentinel is still in view asks for the next one', async () => {
    const loadMore = vi.fn();
    const { rerender } = await render(<List items={items(10)} hasMore loadMore={loadMore} />);
    const first = io.live()[0];
    await rerender(<List items={items(20)} hasMore loadMore={loadMore} />);
    expect(first.connected).toBe(false);
    expect(io.live()).toHaveLength(1); // observing again reports the sentinel's state at once
  });

  it('virtual: 1,000 items render only a window of rows, positioned, with their place in the whole list', async () => {
    const many = items(1000);
    const loadMore = vi.fn();
    const { root } = await render(<List items={many} hasMore loadMore={loadMore} virtual={{ estimateSize: 80, overscan: 3 }} />);
    await act(async () => {
      await import('@/ui/virtual-items');
    });
    await act(async () => {});
    const list = root.querySelector('ul')!;
    expect(list.hasAttribute('data-virtual')).toBe(true);
    expect(list.style.height).toBe(`${1000 * 80}px`);
    const rows = [...list.querySelectorAll('li')];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0].textContent).toBe('Event 1');
    expect(rows[0].getAttribute('aria-posinset')).toBe('1');
    expect(rows[0].getAttribute('aria-setsize')).toBe('-1'); // more to come: size unknown
    expect(rows[1].style.transform).toBe('translateY(80px)');
    expect(loadMore).not.toHaveBeenCalled(); // far from the end
    getByRole(root, 'button', 'Load more events');
  });

  it('virtual, scrolled in its own box: asks for more when its window reaches the last row', async () => {
    // happy-dom lays nothing out: the scroller is given the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    const loadMore = vi.fn();
    const { root } = await render(<List items={items(3)} loadMore={loadMore} hasMore virtual={{ estimateSize: 40, scroll: 'self' }} />);
    await act(async () => {
      await import('@/ui/virtual-items');
    });
    await act(async () => {});
    expect(root.querySelector('.rwb-infinite__scroller > ul[data-virtual]')).not.toBeNull();
    expect(loadMore).toHaveBeenCalled();
    expect(io.live()).toHaveLength(0); // the sentinel below the box would always be in view
  });
});
