import { forwardRef, useCallback, useImperativeHandle, useLayoutEffect, useRef, type Key, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

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
  label: string;
  /** Older messages exist: scrolling near the top asks for them (at most once per 500 ms, §9). */
  hasOlder: boolean;
  onNearTop(): void;
  /** The newest message is the member's own (just sent): the box follows it even when scrolled up. */
  followOwn?(item: T): boolean;
}

/** Near the bottom (px): new messages keep the box at the bottom. */
const STICK = 48;
/** Near the top (px): older messages are asked for. */
const NEAR_TOP = 200;
/** A message row's first guess (px); rows are measured once rendered. */
const ESTIMATE = 72;
/** Older pages are asked for at most this often while scrolling (§9 'scroll pagination throttle'). */
const THROTTLE_MS = 500;

/**
 * The conversation's messages, oldest first and newest at the bottom, virtualised (§5: smooth at
 * thousands of messages with only the rows near the viewport in the DOM). It opens at the bottom,
 * follows new messages while the member is at the bottom (or sent them), keeps what the member was
 * reading in place when older pages arrive above, and asks for older pages near the top.
 */
function MessageListInner<T>({ items, getKey, renderItem, label, hasOlder, onNearTop, followOwn }: MessageListProps<T>, ref: React.ForwardedRef<MessageListHandle>) {
  const box = useRef<HTMLOListElement>(null);
  const virtualizer = useVirtualizer<HTMLOListElement, HTMLLIElement>({
    count: items.length,
    getScrollElement: () => box.current,
    estimateSize: () => ESTIMATE,
    overscan: 8,
    getItemKey: (i) => getKey(items[i]),
  });
  const seen = useRef<{ first: Key | undefined; last: Key | undefined; atBottom: boolean; anchor: { key: Key; delta: number } | null }>({
    first: undefined,
    last: undefined,
    atBottom: true,
    anchor: null,
  });
  const asked = useRef(0);

  const toBottom = useCallback(() => {
    if (items.length) virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
  }, [items.length, virtualizer]);

  useImperativeHandle(
    ref,
    () => ({
      seek(key) {
        const i = items.findIndex((m) => getKey(m) === key);
        if (i < 0) return false;
        virtualizer.scrollToIndex(i, { align: 'center' });
        return true;
      },
      toBottom,
    }),
    [items, getKey, virtualizer, toBottom],
  );

  // After each change of the messages: older ones above keep the reading place; a new one at the
  // bottom is followed when the member was at the bottom or sent it; the first page opens at the bottom.
  useLayoutEffect(() => {
    const s = seen.current;
    const first = items.length ? getKey(items[0]) : undefined;
    const last = items.length ? getKey(items[items.length - 1]) : undefined;
    if (s.last === undefined && last !== undefined) toBottom();
    else if (first !== s.first && s.anchor) {
      const i = items.findIndex((m) => getKey(m) === s.anchor!.key);
      if (i >= 0) virtualizer.scrollToOffset((virtualizer.getOffsetForIndex(i, 'start')?.[0] ?? 0) + s.anchor.delta);
    } else if (last !== s.last && (s.atBottom || (items.length > 0 && followOwn?.(items[items.length - 1])))) toBottom();
    s.first = first;
    s.last = last;
  }, [items, getKey, virtualizer, toBottom, followOwn]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const s = seen.current;
    s.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK;
    // The first row in view and how far into it: the place to keep when older messages arrive.
    const top = virtualizer.getVirtualItems().find((r) => r.end > el.scrollTop);
    s.anchor = top ? { key: top.key as Key, delta: el.scrollTop - top.start } : null;
    const now = Date.now();
    if (hasOlder && el.scrollTop < NEAR_TOP && now - asked.current >= THROTTLE_MS) {
      asked.current = now;
      onNearTop();
    }
  };

  // The list is its own scroller: the rows are placed absolutely in it, its ::after gives it the
  // height of all of them (styles.css), so the <ol> keeps its name and keyboard scrolling.
  const total = { '--chat-total': `${virtualizer.getTotalSize()}px` } as React.CSSProperties;
  return (
    <ol ref={box} className="chat__messages" part="messages" aria-label={label} tabIndex={0} onScroll={onScroll} style={total}>
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key as Key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="chat__slot"
          aria-posinset={row.index + 1}
          aria-setsize={hasOlder ? -1 : items.length}
          style={{ transform: `translateY(${row.start}px)` }}
        >
          {renderItem(items[row.index])}
        </li>
      ))}
    </ol>
  );
}

export const MessageList = forwardRef(MessageListInner) as <T>(props: MessageListProps<T> & { ref?: React.Ref<MessageListHandle> }) => ReturnType<typeof MessageListInner>;
