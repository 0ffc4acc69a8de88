/**
 * @mention suggestions of the composer (events spec §2, §5 Mentions): the '@query' at the caret is
 * searched 500 ms after the last keystroke (GET api/v1/search/user, abortable), '@everyone' is offered
 * first where allowed, and the active option moves with the arrow keys (the listbox pattern of
 * ui/use-combobox.ts, on the text area). Escape closes the list until the query changes.
 */
import { useEffect, useState } from 'react';
import { isAbort } from '@/ui/use-resource';
import { searchMembers } from '../api/compose';
import { activeMention, offersEveryone, type MentionMember, type MentionQuery, type MentionTarget } from '../model/mentions';

/** Wait this long after the last keystroke (§9 'mention search 500 ms'). */
export const MENTION_DEBOUNCE_MS = 500;

export interface MentionSearchState {
  /** The '@query' being typed, or null. */
  range: MentionQuery | null;
  /** The options on offer ('@everyone' first where allowed, then members). */
  options: MentionTarget[];
  open: boolean;
  activeIndex: number;
  loading: boolean;
  /** ArrowDown (+1) / ArrowUp (-1), wrapping. */
  move(delta: 1 | -1): void;
  setActive(index: number): void;
  /** Closes the list (Escape) until the query changes. */
  close(): void;
}

export function useMentionSearch(text: string, caret: number, mayTagEveryone: boolean): MentionSearchState {
  const range = activeMention(text, caret);
  const query = range?.query ?? null;
  const key = range ? `${range.start}:${range.query}` : '';
  const [found, setFound] = useState<{ key: string; members: MentionMember[] }>({ key: '', members: [] });
  const [loadingKey, setLoadingKey] = useState('');
  const [active, setActive] = useState<{ key: string; index: number }>({ key: '', index: -1 });
  const [closedKey, setClosedKey] = useState<string | null>(null);

  useEffect(() => {
    const name = query?.trim() ?? '';
    if (!name) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoadingKey(key);
      searchMembers(name, controller.signal)
        .then((members) => {
          if (!controller.signal.aborted) setFound({ key, members });
        })
        .catch((error: unknown) => {
          // A failed search offers nothing; typing on tries again.
          if (!controller.signal.aborted && !isAbort(error)) setFound({ key, members: [] });
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

  const options: MentionTarget[] = [];
  if (range) {
    if (offersEveryone(range.query, mayTagEveryone)) options.push({ kind: 'everyone' });
    if (found.key === key) for (const member of found.members) options.push({ kind: 'member', member });
  }
  const open = !!range && closedKey !== key && options.length > 0;
  const activeIndex = open && active.key === key && active.index < options.length ? active.index : -1;

  return {
    range,
    options,
    open,
    activeIndex,
    loading: !!range && loadingKey === key,
    move: (delta) => {
      if (!options.length) return;
      const from = activeIndex;
      const to = from < 0 ? (delta > 0 ? 0 : options.length - 1) : (from + delta + options.length) % options.length;
      setActive({ key, index: to });
    },
    setActive: (index) => setActive({ key, index }),
    close: () => setClosedKey(key),
  };
}
