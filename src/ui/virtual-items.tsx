import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { measureElement, useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtual body of <InfiniteList virtual={…}> (its own chunk, loaded on first use): only the rows
 * near the viewport are in the DOM, each measured after render so rows may differ in height.
 * Scrolling is the page's (`scroll: 'window'`, the default: works inside a shadow root, the list's
 * offset from the top of the document is measured) or the list's own box (`scroll: 'self'`, height
 * from `--rwb-infinite-height`, default 70vh).
 */

export interface VirtualOptions {
  /** The expected row height in px (or per row); rows are measured once rendered. */
  estimateSize: number | ((index: number) => number);
  /** Rows rendered beyond each edge of the viewport (default 5). */
  overscan?: number;
  /** What scrolls: the page (default) or the list's own box. */
  scroll?: 'window' | 'self';
}

/** What the <ul> carries in both renderings (plain and virtual). */
export interface ListAttributes {
  className: string;
  part: string | undefined;
  'aria-label': string | undefined;
  'aria-busy': true | undefined;
}

export interface VirtualItemsProps<T> {
  items: readonly T[];
  getKey(item: T, index: number): Key;
  renderItem(item: T, index: number): ReactNode;
  itemClassName?: string;
  itemPart?: string;
  /** More exist: the list asks for them when its last row is rendered. */
  hasMore: boolean;
  list: ListAttributes;
  options: VirtualOptions;
  /** Called when the rendered window reaches the last row (no more pages, or one loading: undefined). */
  onNearEnd?: () => void;
}

export function VirtualItems<T>(props: VirtualItemsProps<T>) {
  return props.options.scroll === 'self' ? <SelfScrolled {...props} /> : <WindowScrolled {...props} />;
}

/** The virtualizer's sizing options: the estimate, and measurements that fall back to it. */
function sizing<S extends Element | Window>(options: VirtualOptions) {
  const { estimateSize } = options;
  const estimate = typeof estimateSize === 'function' ? estimateSize : () => estimateSize;
  return {
    estimateSize: estimate,
    overscan: options.overscan ?? 5,
    // A row measured at 0 (a list inside a hidden tab panel) keeps its estimate: otherwise every row
    // would fit the viewport and all of them would be rendered.
    measureElement: (el: HTMLLIElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<S, HTMLLIElement>) =>
      measureElement(el, entry, instance) || estimate(Number(el.getAttribute('data-index'))),
  };
}

function WindowScrolled<T>(props: VirtualItemsProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in the document (rows are placed relative to it).
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setOffset(Math.round(el.getBoundingClientRect().top + window.scrollY));
  }, [props.items.length]);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: props.items.length,
    ...sizing<Window>(props.options),
    scrollMargin: offset,
    getItemKey: (i) => props.getKey(props.items[i], i),
  });
  return <Rows {...props} virtualizer={virtualizer} listRef={listRef} offset={offset} />;
}

function SelfScrolled<T>(props: VirtualItemsProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: props.items.length,
    getScrollElement: () => scroller.current,
    ...sizing<HTMLDivElement>(props.options),
    getItemKey: (i) => props.getKey(props.items[i], i),
  });
  return (
    <div ref={scroller} className="rwb-infinite__scroller" part="scroller">
      <Rows {...props} virtualizer={virtualizer} offset={0} />
    </div>
  );
}

interface RowsProps<T> extends VirtualItemsProps<T> {
  virtualizer: Virtualizer<Window, HTMLLIElement> | Virtualizer<HTMLDivElement, HTMLLIElement>;
  listRef?: { current: HTMLUListElement | null };
  offset: number;
}

function Rows<T>({ items, renderItem, itemClassName, itemPart, hasMore, list, virtualizer, listRef, offset, onNearEnd }: RowsProps<T>) {
  const rows = virtualizer.getVirtualItems();
  const last = rows.length ? rows[rows.length - 1].index : -1;
  const nearEnd = last >= items.length - 1;
  const ask = useRef(onNearEnd);
  ask.current = onNearEnd;
  useEffect(() => {
    if (nearEnd && items.length > 0) ask.current?.();
  }, [nearEnd, items.length, onNearEnd]);
  return (
    <ul {...list} ref={listRef} data-virtual="" style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <li
          key={row.key as Key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={itemClassName}
          part={itemPart}
          // Screen readers hear the position in the whole list, not in the rendered window.
          aria-posinset={row.index + 1}
          aria-setsize={hasMore ? -1 : items.length}
          style={{ transform: `translateY(${row.start - offset}px)` }}
        >
          {renderItem(items[row.index], row.index)}
        </li>
      ))}
    </ul>
  );
}
