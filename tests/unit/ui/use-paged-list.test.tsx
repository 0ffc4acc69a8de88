import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ApiError } from '@/lib/http';
import { InfiniteList } from '@/ui/infinite-list';
import { usePagedList, type Page, type PagedList, type PagedListOptions, type PageRequest } from '@/ui/use-paged-list';
import { cleanup, click, getByRole, render } from './render';
import { stubIntersectionObserver } from './intersection';

afterEach(() => cleanup());

interface Person {
  id: number;
  name: string;
}
const people = (ids: number[]): Person[] => ids.map((id) => ({ id, name: `Member ${id}` }));

/** Page requests settled by hand. */
function pages() {
  const calls: { req: PageRequest<Person, number>; resolve(p: Page<Person, number>): void; reject(e: unknown): void }[] = [];
  const fetchPage = vi.fn((req: PageRequest<Person, number>) => new Promise<Page<Person, number>>((resolve, reject) => calls.push({ req, resolve, reject })));
  return { calls, fetchPage };
}

let list: PagedList<Person>;
function Harness({ who, fetchPage, options }: { who: string; fetchPage: (r: PageRequest<Person, number>) => Promise<Page<Person, number>>; options?: Partial<PagedListOptions<Person, number>> }) {
  list = usePagedList(fetchPage, [who], { getKey: (p) => p.id, ...options });
  return (
    <InfiniteList
      {...list}
      getKey={(p) => p.id}
      renderItem={(p) => p.name}
      texts={{ loading: 'Loading…', empty: 'No followers yet.', error: 'There was an error retrieving the user.', loadMore: 'Load more', retry: 'Try again', moreError: 'Could not load more.' }}
    />
  );
}
const names = (root: ShadowRoot) => [...root.querySelectorAll('li')].map((li) => li.textContent);
const settle = (fn: () => void) => act(async () => fn());

describe('usePagedList with InfiniteList', () => {
  let io: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    io = stubIntersectionObserver();
  });

  it('loads the first page, then the next ones (by sentinel or button), without repeating an item, until none is left', async () => {
    const { calls, fetchPage } = pages();
    const { root } = await render(<Harness who="a" fetchPage={fetchPage} />);
    expect(getByRole(root, 'status').textContent).toBe('Loading…');
    expect(calls[0].req).toMatchObject({ cursor: 0, loaded: [] });
    await settle(() => calls[0].resolve({ items: people([1, 2]), next: 1 }));
    expect(names(root)).toEqual(['Member 1', 'Member 2']);

    await io.intersect();
    expect(list.more).toBe('loading');
    await click(getByRole(root, 'button', 'Load more')); // a second ask while one is under way: ignored
    expect(calls).toHaveLength(2);
    expect(calls[1].req.cursor).toBe(1);
    expect(calls[1].req.loaded.map((p) => p.id)).toEqual([1, 2]);
    await settle(() => calls[1].resolve({ items: people([2, 3]), next: 2 }));
    expect(names(root)).toEqual(['Member 1', 'Member 2', 'Member 3']);

    await click(getByRole(root, 'button', 'Load more'));
    await settle(() => calls[2].resolve({ items: people([4]), next: null }));
    expect(names(root)).toEqual(['Member 1', 'Member 2', 'Member 3', 'Member 4']);
    expect(list.hasMore).toBe(false);
    expect(root.querySelector('button')).toBeNull();
  });

  it('initial: the first page in hand is shown on the first render, not loaded again; the next page loads from its cursor', async () => {
    const { calls, fetchPage } = pages();
    const initial = vi.fn(() => ({ items: people([1, 2]), next: 1 }));
    const { root } = await render(<Harness who="a" fetchPage={fetchPage} options={{ initial }} />);
    expect(names(root)).toEqual(['Member 1', 'Member 2']);
    expect(calls).toHaveLength(0);
    await click(getByRole(root, 'button', 'Load more'));
    expect(calls[0].req.cursor).toBe(1);
    await settle(() => calls[0].resolve({ items: people([3]), next: null }));
    expect(names(root)).toEqual(['Member 1', 'Member 2', 'Member 3']);
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('a failed next page is shown with Try again (not dropped), and trying again loads it', async () => {
    const { calls, fetchPage } = pages();
    const { root } = await render(<Harness who="a" fetchPage={fetchPage} />);
    await settle(() => calls[0].resolve({ items: people([1]), next: 1 }));
    await click(getByRole(root, 'button', 'Load more'));
    await settle(() => calls[1].reject(new ApiError(500, 'Boom')));
    expect(getByRole(root, 'alert').textContent).toBe('Could not load more.');
    expect(list).toMatchObject({ more: 'error', hasMore: true });
    await click(getByRole(root, 'button', 'Try again'));
    expect(calls[2].req.cursor).toBe(1);
    await settle(() => calls[2].resolve({ items: people([2]), next: null }));
    expect(names(root)).toEqual(['Member 1', 'Member 2']);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('a failed first page: the error with Try again, which starts over', async () => {
    const { calls, fetchPage } = pages();
    const { root } = await render(<Harness who="a" fetchPage={fetchPage} />);
    await settle(() => calls[0].reject(new ApiError(500, 'Boom')));
    expect(getByRole(root, 'alert').textContent).toContain('There was an error retrieving the user.');
    await click(getByRole(root, 'button', 'Try again'));
    expect(getByRole(root, 'status').textContent).toBe('Loading…');
    await settle(() => calls[1].resolve({ items: [], next: null }));
    expect(getByRole(root, 'status').textContent).toBe('No followers yet.');
  });

  it('a change of deps aborts the pages in flight, drops their answers and starts from the first page', async () => {
    const { calls, fetchPage } = pages();
    const { root, rerender } = await render(<Harness who="a" fetchPage={fetchPage} />);
    await settle(() => calls[0].resolve({ items: people([1]), next: 1 }));
    await click(getByRole(root, 'button', 'Load more'));
    await rerender(<Harness who="b" fetchPage={fetchPage} />);
    expect(calls[1].req.signal.aborted).toBe(true);
    expect(getByRole(root, 'status').textContent).toBe('Loading…');
    await settle(() => calls[1].resolve({ items: people([99]), next: null }));
    await settle(() => calls[2].resolve({ items: people([7]), next: null }));
    expect(calls[2].req.cursor).toBe(0);
    expect(names(root)).toEqual(['Member 7']);
  });

  it('attempts: a failing page is tried that many times (attendees: 3) before the error shows', async () => {
    const fetchPage = vi.fn(async () => {
      throw new ApiError(502, 'Bad gateway');
    });
    const { root } = await render(<Harness who="a" fetchPage={fetchPage} options={{ attempts: 3 }} />);
    await act(async () => {});
    expect(fetchPage).toHaveBeenCalledTimes(3);
    getByRole(root, 'alert');
  });

  it('setItems changes loaded items in place; reload starts over', async () => {
    const { calls, fetchPage } = pages();
    const { root } = await render(<Harness who="a" fetchPage={fetchPage} />);
    await settle(() => calls[0].resolve({ items: people([1, 2]), next: null }));
    await settle(() => list.setItems((xs) => xs.map((p) => (p.id === 2 ? { ...p, name: 'Renamed' } : p))));
    expect(names(root)).toEqual(['Member 1', 'Renamed']);
    await settle(() => list.reload());
    expect(calls).toHaveLength(2);
    await settle(() => calls[1].resolve({ items: people([3]), next: null }));
    expect(names(root)).toEqual(['Member 3']);
  });

  it('enabled: false loads nothing and renders nothing', async () => {
    const { fetchPage } = pages();
    const { root } = await render(<Harness who="a" fetchPage={fetchPage} options={{ enabled: false }} />);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(list.status).toBe('idle');
    expect(root.childElementCount).toBe(0);
  });
});
