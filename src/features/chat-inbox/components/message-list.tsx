import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';

/** What the conversation asks of its list. */
export interface MessageListHandle {
  /** Scrolls the message with this key into the middle of the box (seek); false when it is not loaded. */
  seek(key: Key): boolean;
  /** Scrolls to the newest message. */
  toBottom(): void;
}

export interface MessageListProps<T> {
  items: readonly T[];
  getKey(item: T): Key;
  renderItem(item: T): ReactNode;
  /** What a row's slot (its <li>) carries besides its place: data attributes, tabIndex. */
  slotProps?(item: T): HTMLAttributes<HTMLLIElement> & Record<`data-${string}`, unknown>;
  label: string;
  /** Older messages exist: scrolling near the top asks for them (at most once per 500 ms, §9). */
  hasOlder: boolean;
  onNearTop(): void;
  /** The newest message is the member's own (just sent): the box follows it even when scrolled up. */
  followOwn?(item: T): boolean;
}

/** Near the bottom (px): new messages keep the box at the bottom. */
const STICK = 48;
/** Near the top (px, about a screen): older messages are asked for before the member reaches the top. */
const NEAR_TOP = 600;
/** A message row's first guess (px: a sender, a line of text, the time, the tools); rows are measured once rendered. */
const ESTIMATE = 100;
/** Older pages are asked for at most this often while scrolling (§9 'scroll pagination throttle'). */
const THROTTLE_MS = 500;
/** A box not laid out (height 0: hidden, or no layout at all) renders about this many rows, not none. */
const UNLAID_HEIGHT = 100 * ESTIMATE;

type Virtual = Virtualizer<HTMLOListElement, HTMLLIElement>;

// A row measured at 0 (not laid out) keeps its estimate; a box of height 0 counts as UNLAID_HEIGHT.
const measure = (el: HTMLLIElement, entry: ResizeObserverEntry | undefined, v: Virtual) => measureElement(el, entry, v) || ESTIMATE;
const observeRect = (v: Virtual, cb: (rect: { width: number; height: number }) => void) =>
  observeElementRect(v, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: UNLAID_HEIGHT }));

/**
 * The conversation's messages, oldest first and newest at the bottom, virtualised (§5: smooth at
 * thousands of messages with only the rows near the viewport in the DOM). It opens at the bottom,
 * follows new messages while the member is at the bottom (or sent them), keeps what the member was
 * reading in place when older pages arrive above, and asks for older pages near the top (or when
 * the loaded ones do not fill the box).
 */
function MessageListInner<T>({ items, getKey, renderItem, slotProps, label, hasOlder, onNearTop, followOwn }: MessageListProps<T>, ref: React.ForwardedRef<MessageListHandle>) {
  const box = useRef<HTMLOListElement>(null);
  const virtualizer = useVirtualizer<HTMLOListElement, HTMLLIElement>({
    count: items.length,
    getScrollElement: () => box.current,
    estimateSize: () => ESTIMATE,
    overscan: 8,
    getItemKey: (i) => getKey(items[i]),
    measureElement: measure,
    observeElementRect: observeRect,
  });
  const seen = useRef<{ first: Key | undefined; last: Key | undefined; atBottom: boolean; anchor: { key: Key; top: number } | null }>({
    first: undefined,
    last: undefined,
    atBottom: true,
    anchor: null,
  });
  const asked = useRef(0);
  const latest = useRef({ items, getKey, hasOlder, onNearTop });
  latest.current = { items, getKey, hasOlder, onNearTop };

  const toBottom = useCallback(() => {
    const n = latest.current.items.length;
    if (n) virtualizer.scrollToIndex(n - 1, { align: 'end' });
    seen.current.atBottom = true;
  }, [virtualizer]);

  useImperativeHandle(
    ref,
    () => ({
      seek(key) {
        const { items: all, getKey: keyOf } = latest.current;
        const i = all.findIndex((m) => keyOf(m) === key);
        if (i < 0) return false;
        seen.current.atBottom = false;
        virtualizer.scrollToIndex(i, { align: 'center' });
        return true;
      },
      toBottom,
    }),
    [virtualizer, toBottom],
  );

  // Older messages asked for near the top, at most once per THROTTLE_MS (asked again at the end of
  // the wait when the box is still near the top, so stopping there within the wait still loads).
  const later = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opening (the scrolls to the bottom) asks for nothing: the asks start on the frame after.
  const opened = useRef(false);
  const askOlder = useCallback(() => {
    const el = box.current;
    const { hasOlder: more, onNearTop: ask } = latest.current;
    if (!el || !more || !opened.current || el.scrollTop >= NEAR_TOP) return;
    const wait = THROTTLE_MS - (Date.now() - asked.current);
    if (wait > 0) {
      later.current ??= setTimeout(() => {
        later.current = undefined;
        askOlder();
      }, wait);
      return;
    }
    asked.current = Date.now();
    ask();
  }, []);
  useEffect(() => () => clearTimeout(later.current), []);

  // Older messages arrived above: the message that was at the top of the view goes back to where it
  // was (its new place, then corrected from the DOM over the next frames as the new rows are measured).
  const keepPlace = useCallback(
    (index: number, key: Key, top: number) => {
      const [start] = virtualizer.getOffsetForIndex(index, 'start') ?? [0];
      virtualizer.scrollToOffset(Math.max(0, start - top));
      let frame = 0;
      let mine: number | null = null;
      const correct = (left: number) => {
        const el = box.current;
        // Scrolled since (the member, or the list measuring rows above): the place is theirs now.
        if (!el || (mine !== null && Math.abs(el.scrollTop - mine) > 1)) return;
        const slot = [...el.children].find((li) => (li as HTMLElement).dataset.key === String(key));
        // Not rendered yet (the list renders its new range on the next frame): wait for it.
        const diff = slot ? slot.getBoundingClientRect().top - el.getBoundingClientRect().top - top : null;
        if (diff !== null && Math.abs(diff) >= 1) el.scrollTop += diff;
        mine = el.scrollTop;
        if (diff === null && left > 0) frame = requestAnimationFrame(() => correct(left - 1));
      };
      frame = requestAnimationFrame(() => correct(10));
      return () => cancelAnimationFrame(frame);
    },
    [virtualizer],
  );

  // After each change of the messages: older ones above keep the reading place; a new one at the
  // bottom is followed when the member was at the bottom or sent it; the first page opens at the bottom.
  useLayoutEffect(() => {
    const s = seen.current;
    const first = items.length ? getKey(items[0]) : undefined;
    const last = items.length ? getKey(items[items.length - 1]) : undefined;
    const anchorAt = s.anchor ? items.findIndex((m) => getKey(m) === s.anchor!.key) : -1;
    const was = { first: s.first, last: s.last };
    s.first = first;
    s.last = last;
    if (was.last === undefined && last !== undefined) {
      toBottom();
      requestAnimationFrame(() => {
        opened.current = true;
        askOlder();
      });
    }
    else if (first !== was.first && !s.atBottom && anchorAt >= 0) return keepPlace(anchorAt, s.anchor!.key, s.anchor!.top);
    else if (last !== was.last && (s.atBottom || (items.length > 0 && followOwn?.(items[items.length - 1])))) toBottom();
  }, [items, getKey, virtualizer, toBottom, followOwn, keepPlace, askOlder]);

  // The loaded messages do not fill the box (nothing to scroll): the older ones are asked for now.
  useEffect(() => {
    const el = box.current;
    if (!el || !hasOlder || el.clientHeight === 0) return;
    if (el.scrollHeight <= el.clientHeight + NEAR_TOP) askOlder();
  }, [items.length, hasOlder, askOlder]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const s = seen.current;
    s.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK;
    // The first message in view and where (from the DOM, as shown): the place to keep when older messages arrive.
    const boxTop = el.getBoundingClientRect().top;
    const slot = [...el.children].find((li) => li.getBoundingClientRect().bottom > boxTop) as HTMLElement | undefined;
    const item = slot ? latest.current.items[Number(slot.dataset.index)] : undefined;
    s.anchor = slot && item !== undefined ? { key: latest.current.getKey(item), top: slot.getBoundingClientRect().top - boxTop } : null;
    askOlder();
  };

  // The list is its own scroller: the rows are placed absolutely in it, its ::after gives it the
  // height of all of them (conversation.css), so the <ol> keeps its name and keyboard scrolling.
  const total = { '--chat-total': `${virtualizer.getTotalSize()}px` } as React.CSSProperties;
  return (
    <ol ref={box} className="chat__messages" part="messages" aria-label={label} tabIndex={0} onScroll={onScroll} style={total}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        return (
          <li
            {...slotProps?.(item)}
            key={row.key as Key}
            data-index={row.index}
            data-key={String(row.key)}
            ref={virtualizer.measureElement}
            className="chat__slot"
            aria-posinset={row.index + 1}
            aria-setsize={hasOlder ? -1 : items.length}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ol>
  );
}

export const MessageList = forwardRef(MessageListInner) as <T>(props: MessageListProps<T> & { ref?: React.Ref<MessageListHandle> }) => ReturnType<typeof MessageListInner>;
