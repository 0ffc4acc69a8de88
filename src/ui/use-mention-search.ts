/**
 * @mention suggestions of a composer's text area (events spec §5 Mentions, Messaging 'Tagging'),
 * shared by the feed's and the chat's composers: the '@query' at the caret is searched 500 ms after
 * the last keystroke (abortable), `leading` options come first (the feed's '@everyone'), and the
 * active option moves with the arrow keys (the listbox pattern of use-combobox.ts, on the text area).
 * Escape closes the list until the query changes. A failed search offers nothing; typing on tries again.
 */
import { useEffect, useRef, useState } from 'react';
import { activeMention, type MentionQuery } from '@/lib/mention-text';
import { isAbort } from './use-resource';

/** Wait this long after the last keystroke (§9 'mention search 500 ms'). */
export const MENTION_DEBOUNCE_MS = 500;

export interface MentionSearchOptions<T> {
  /** The options for a name (trimmed, not empty); abort when `signal` fires. */
  search(name: string, signal: AbortSignal): Promise<readonly T[]>;
  /** Options offered before the search's for a query (may be empty). */
  leading?(query: string): readonly T[];
}

export interface MentionSearchState<T> {
  /** The '@query' being typed, or null. */
  range: MentionQuery | null;
  /** The options on offer (`leading` first, then the search's). */
  options: T[];
  open: boolean;
  activeIndex: number;
  loading: boolean;
  /** ArrowDown (+1) / ArrowUp (-1), wrapping. */
  move(delta: 1 | -1): void;
  setActive(index: number): void;
  /** Closes the list (Escape) until the query changes. */
  close(): void;
}

export function useMentionSearch<T>(text: string, caret: number, options: MentionSearchOptions<T>): MentionSearchState<T> {
  const range = activeMention(text, caret);
  const query = range?.query ?? null;
  const key = range ? `${range.start}:${range.query}` : '';
  const [found, setFound] = useState<{ key: string; items: readonly T[] }>({ key: '', items: [] });
  const [loadingKey, setLoadingKey] = useState('');
  const [active, setActive] = useState<{ key: string; index: number }>({ key: '', index: -1 });
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const name = query?.trim() ?? '';
    if (!name) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoadingKey(key);
      latest.current
        .search(name, controller.signal)
        .then((items) => {
          if (!controller.signal.aborted) setFound({ key, items });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) setFound({ key, items: [] });
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoadingKey('');
        });
    }, MENTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, query]);

  const list: T[] = [];
  if (range) {
    list.push(...(options.leading?.(range.query) ?? []));
    if (found.key === key) list.push(...found.items);
  }
  const open = !!range && closedKey !== key && list.length > 0;
  const activeIndex = open && active.key === key && active.index < list.length ? active.index : -1;

  return {
    range,
    options: list,
    open,
    activeIndex,
    loading: !!range && loadingKey === key,
    move: (delta) => {
      if (!list.length) return;
      const from = activeIndex;
      const to = from < 0 ? (delta > 0 ? 0 : list.length - 1) : (from + delta + list.length) % list.length;
      setActive({ key, index: to });
    },
    setActive: (index) => setActive({ key, index }),
    close: () => setClosedKey(key),
  };
}
