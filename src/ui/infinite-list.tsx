import { useEffect, useRef, useState, type ComponentType, type Key, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import css from './infinite-list.css?inline';
import type { MoreStatus, PagedStatus } from './use-paged-list';
import type { ListAttributes, VirtualItemsProps, VirtualOptions } from './virtual-items';

/** The component's styles: feature roots pass them to useShadowStyles after tokensCss and uiCss. */
export const infiniteListCss = css;

export type { VirtualOptions };

/** The feature's texts (from its messages.ts: the spec's wording). */
export interface InfiniteListTexts {
  /** While the first page loads ('Loading events…'), a status message. */
  loading: ReactNode;
  /** No items (the spec's empty text), a status message. */
  empty: ReactNode;
  /** The first page failed (an error alert, with the `retry` button when `reload` is given). */
  error: ReactNode;
  /** The button under the list while more pages exist ('Load more events'). */
  loadMore: string;
  /** A next page failed (default: `error`). */
  moreError?: ReactNode;
  /** 'Try again': the retry button of the first-page error, and the 'Load more' label after a failure. */
  retry?: string;
}

export interface InfiniteListProps<T> {
  items: readonly T[];
  /** The first page ('idle' renders nothing). */
  status: PagedStatus;
  /** The next pages (default 'idle'). */
  more?: MoreStatus;
  hasMore: boolean;
  /** Asked for the next page: by the sentinel coming into view, by the button, or by the virtual window. */
  loadMore(): void;
  /** Loads the first page again (the retry of a failed first page). */
  reload?(): void;
  getKey(item: T, index: number): Key;
  /** The content of one list item (the <li> is the list's). */
  renderItem(item: T, index: number): ReactNode;
  texts: InfiniteListTexts;
  /** Class and part of the <ul> (e.g. 'cards' / 'list'), class and part of each <li>. */
  className?: string;
  part?: string;
  itemClassName?: string;
  itemPart?: string;
  /** The list's accessible name, when the page has several lists. */
  label?: string;
  /** How far below the viewport the sentinel starts loading (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** Render only the rows in view (long feeds, chat): @tanstack/react-virtual, loaded on first use. */
  virtual?: VirtualOptions;
}

type VirtualComponent = ComponentType<VirtualItemsProps<unknown>>;
/** The virtualizer once its chunk has arrived; `false` when it could not load (plain rows then). */
let virtualItems: VirtualComponent | false | null = null;

/**
 * Hands every list the virtualizer now, so a virtual list's first render waits for no chunk: an element
 * whose first view is a virtual list that may come with its data (<member-feed>: its first paint) has
 * `./virtual-items` on its first load and calls this before React renders.
 */
export function provideVirtualItems(component: VirtualComponent): void {
  virtualItems = component;
}

/** Rendered on the server (a first paint): no virtualizer, no window; the rows render plain. */
const ON_SERVER = typeof window === 'undefined';

/**
 * The virtualizer is its own chunk: lists that never ask for it do not download it. A virtual list
 * starts loading it when it mounts (beside its first page) and keeps its loading state until it is
 * there, so its rows are never rendered plain first and then remounted (an open menu, a focused
 * button or a half-typed comment in a row would be lost).
 */
function useVirtualItems(wanted: boolean): VirtualComponent | false | null {
  const [loaded, setLoaded] = useState(() => virtualItems);
  useEffect(() => {
    if (!wanted || loaded !== null) return;
    let live = true;
    import('./virtual-items').then(
      (m): VirtualComponent | false => (virtualItems = m.VirtualItems as VirtualComponent),
      (): false => (virtualItems = false),
    ).then((v) => {
      if (live) setLoaded(() => v);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return wanted && !ON_SERVER ? loaded : false;
}

/** Calls `onVisible` when `target` comes into view (within `rootMargin`), while `active`. */
function useSentinel(target: { current: Element | null }, active: boolean, onVisible: () => void, rootMargin: string | undefined, renders: number) {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = target.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    // Observing reports the current state at once: a sentinel still in view after a page loads
    // (`renders` changed) asks for the next one.
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    }, rootMargin ? { rootMargin } : undefined);
    io.observe(el);
    return () => io.disconnect();
  }, [target, active, rootMargin, renders]);
}

/**
 * A list that loads more as it is scrolled: explicit loading, empty and error states (each with the
 * feature's text), a sentinel under the list that loads the next page when it comes into view, and a
 * 'Load more' button beside it for keyboard and screen-reader users (labelled 'Try again' after a
 * failure, with the failure shown above it). `virtual` renders only the rows near the viewport.
 * List semantics stay: a <ul> of <li>, busy while a page loads.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { items, status, more = 'idle', hasMore, loadMore, reload, texts, virtual, rootMargin } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  // A virtual list scrolled inside itself asks for more from its window of rows, not from a sentinel
  // (which sits below the scroller, always in view).
  const bySentinel = hasMore && more === 'idle' && virtual?.scroll !== 'self';
  useSentinel(sentinel, bySentinel, loadMore, rootMargin, items.length);
  const Virtual = useVirtualItems(Boolean(virtual));

  if (status === 'idle') return null;
  if (status === 'loading' || (Virtual === null && items.length > 0))
    return (
      <p className="rwb-infinite__note" role="status">
        {texts.loading}
      </p>
    );
  if (status === 'error')
    return (
      <Alert variant="error">
        {texts.error}
        {reload && texts.retry && (
          <>
            {' '}
            <Button variant="link" onClick={reload}>
              {texts.retry}
            </Button>
          </>
        )}
      </Alert>
    );
  if (items.length === 0)
    return (
      <p className="rwb-infinite__note rwb-infinite__empty" role="status">
        {texts.empty}
      </p>
    );

  const list: ListAttributes = {
    className: ['rwb-infinite', props.className].filter(Boolean).join(' '),
    part: props.part,
    'aria-label': props.label,
    'aria-busy': more === 'loading' || undefined,
  };
  return (
    <>
      {virtual && Virtual ? (
        <Virtual {...(props as InfiniteListProps<unknown>)} list={list} options={virtual} onNearEnd={hasMore && more === 'idle' ? loadMore : undefined} />
      ) : (
        <PlainItems {...props} list={list} />
      )}
      {more === 'error' && <Alert variant="error">{texts.moreError ?? texts.error}</Alert>}
      {hasMore && (
        <div ref={sentinel} className="rwb-infinite__more" part="more">
          <Button variant="secondary" busy={more === 'loading'} onClick={loadMore}>
            {more === 'error' && texts.retry ? texts.retry : texts.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}

function PlainItems<T>({ items, getKey, renderItem, itemClassName, itemPart, list }: InfiniteListProps<T> & { list: ListAttributes }) {
  return (
    <ul {...list}>
      {items.map((item, i) => (
        <li key={getKey(item, i)} className={itemClassName} part={itemPart}>
          {renderItem(item, i)}
        </li>
      ))}
    </ul>
  );
}
