// A virtual InfiniteList whose virtualizer chunk has not arrived yet: it keeps its loading state and
// never renders its rows plain first (a swap would remount every row: an open menu or a half-typed
// comment in a row would be lost). A fresh module per test, so the chunk is not loaded yet. An element
// that has the virtualizer on its first load provides it (its first render is virtual at once); on the
// server (a first paint) the rows render plain.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { InfiniteListProps } from '@/ui/infinite-list';
import { cleanup, getByRole, render } from './render';
import { stubIntersectionObserver } from './intersection';

afterEach(() => cleanup());
beforeEach(() => {
  stubIntersectionObserver();
  vi.doUnmock('@/ui/virtual-items');
  vi.resetModules();
});

const texts = { loading: 'Loading posts…', empty: 'No posts', error: 'Error', loadMore: 'Load more posts' };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

async function list() {
  const { InfiniteList } = await import('@/ui/infinite-list');
  return function List(props: Partial<InfiniteListProps<{ id: number }>>) {
    return (
      <InfiniteList<{ id: number }>
        items={rows(5)}
        status="ready"
        hasMore={false}
        loadMore={() => {}}
        getKey={(r) => r.id}
        renderItem={(r) => <button type="button">Row {r.id}</button>}
        texts={texts}
        virtual={{ estimateSize: 50 }}
        {...props}
      />
    );
  };
}

it('shows its loading state until the virtualizer is there, then the rows once, virtual', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  vi.doMock('@/ui/virtual-items', async (original) => {
    await gate;
    return original();
  });
  const List = await list();
  const { root } = await render(<List />);
  expect(getByRole(root, 'status').textContent).toBe('Loading posts…');
  expect(root.querySelectorAll('li')).toHaveLength(0);
  await act(async () => {
    release();
    await import('@/ui/virtual-items');
  });
  await act(async () => {});
  expect(root.querySelector('ul[data-virtual]')).not.toBeNull();
  expect(root.querySelector('[role="status"]')).toBeNull();
});

it('a list that is not virtual never waits for the virtualizer', async () => {
  const List = await list();
  const { root } = await render(<List virtual={undefined} />);
  expect(root.querySelectorAll('li')).toHaveLength(5);
  expect(root.querySelector('ul[data-virtual]')).toBeNull();
});

it('when the virtualizer cannot load, the rows show plain', async () => {
  vi.doMock('@/ui/virtual-items', () => {
    throw new Error('chunk failed');
  });
  const List = await list();
  const { root } = await render(<List />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  await act(async () => {});
  expect(root.querySelectorAll('li')).toHaveLength(5);
  expect(root.querySelector('ul[data-virtual]')).toBeNull();
});

it('a provided virtualizer: the first render is the virtual list, without waiting for a chunk', async () => {
  const { provideVirtualItems } = await import('@/ui/infinite-list');
  const { VirtualItems } = await import('@/ui/virtual-items');
  provideVirtualItems(VirtualItems);
  const List = await list();
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const react = createRoot(root);
  flushSync(() => react.render(<List />));
  expect(root.querySelector('ul[data-virtual]')).not.toBeNull();
  expect(root.querySelector('[role="status"]')).toBeNull();
  await act(async () => react.unmount());
  host.remove();
});

it('rendered on the server (no window): the first page shows plain, neither loading nor virtual', async () => {
  vi.stubGlobal('window', undefined);
  let List: Awaited<ReturnType<typeof list>>;
  try {
    List = await list();
  } finally {
    vi.unstubAllGlobals();
  }
  const html = renderToString(<List />);
  expect(html.match(/<li/g)).toHaveLength(5);
  expect(html.replace(/<!-- -->/g, '')).toContain('Row 5');
  expect(html).not.toContain('data-virtual');
  expect(html).not.toContain('Loading posts');
});
