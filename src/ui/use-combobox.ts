import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { isAbort } from './use-resource';

/**
 * The behaviour of an editable combobox with a listbox popup (WAI-ARIA APG "combobox"), apart from
 * its markup: a debounced, abortable async search once the member has typed `minChars`; the active
 * option moved with ArrowDown/ArrowUp (wrapping), Home/End; Enter chooses it; Escape and leaving the
 * field close the list; a click chooses. The text is the caller's (controlled). <Combobox> renders
 * it; use the hook directly only for a different layout.
 */

export interface ComboboxTexts {
  /** The listbox's accessible name ('Address suggestions'). */
  listLabel: string;
  /** Status while a search runs ('Searching…'). */
  loading?: string;
  /** Status when results arrive ('3 suggestions. Use the arrow keys to choose.'). */
  results?: (count: number) => string;
  /** Status when a search finds nothing ('No Results Found'). */
  empty?: string;
  /** A failed search ('Location cannot be found.'): in the status line, or an alert (`errorAsAlert`). */
  error?: string;
}

export interface ComboboxOptions<T> {
  /** The input's text (controlled: keep it in state, set it in `onSelect`). */
  inputValue: string;
  onInputChange(text: string): void;
  /** The options for a query (already trimmed); abort when `signal` fires. */
  search(query: string, signal: AbortSignal): Promise<readonly T[]>;
  /** An option was chosen (Enter or click); the list closes. */
  onSelect(item: T): void;
  /** Search from this many characters (default 1). Address: 4 ('more than 3'); places: 3. */
  minChars?: number;
  /** Wait this long after the last keystroke (default 500 ms). */
  debounceMs?: number;
  /** false: no search (manual entry, no country chosen yet). Default true. */
  enabled?: boolean;
  /** Other inputs of the search (country, logged in): when it changes, the query is searched again. */
  searchKey?: string;
  texts: ComboboxTexts;
  /** Show a failed search as role="alert" instead of in the status line. */
  errorAsAlert?: boolean;
}

type Phase = 'idle' | 'loading' | 'done' | 'error';

export function useCombobox<T>(options: ComboboxOptions<T>) {
  const { inputValue, minChars = 1, debounceMs = 500, enabled = true, searchKey = '', texts } = options;
  const listId = `${useId()}-list`;
  const [typed, setTyped] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [results, setResults] = useState<readonly T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(options);
  latest.current = options;
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Only text the member typed is searched: not the initial value, not a chosen option's text.
  const query = inputValue.trim();
  const searchable = enabled && typed && query.length >= minChars;

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPhase('loading');
      latest.current
        .search(query, controller.signal)
        .then((items) => {
          if (controller.signal.aborted) return;
          setResults(items);
          setPhase('done');
          setActive(-1);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) setPhase('error');
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, query, searchKey, debounceMs]);

  const shown = searchable ? results : [];
  const expanded = open && shown.length > 0;
  const activeIndex = expanded ? active : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  // Keep the active option visible in a scrolled list.
  const root = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (activeIndex < 0) return;
    const scope = root.current?.getRootNode() as Document | ShadowRoot | undefined;
    scope?.getElementById?.(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  function choose(item: T) {
    setOpen(false);
    setActive(-1);
    setTyped(false);
    setResults([]);
    setPhase('idle');
    latest.current.onSelect(item);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = shown.length;
    const move = (to: number) => {
      e.preventDefault();
      setOpen(true);
      setActive(to);
    };
    if (e.key === 'ArrowDown' && n) move(expanded ? (active + 1) % n : 0);
    else if (e.key === 'ArrowUp' && n) move(expanded && active > 0 ? active - 1 : n - 1);
    else if (e.key === 'Home' && activeIndex >= 0) move(0);
    else if (e.key === 'End' && activeIndex >= 0) move(n - 1);
    else if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault();
      choose(shown[activeIndex]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const failed = searchable && phase === 'error' && !!texts.error;
  const status = !searchable
    ? ''
    : phase === 'loading'
      ? (texts.loading ?? '')
      : phase === 'done'
        ? shown.length
          ? (texts.results?.(shown.length) ?? '')
          : (texts.empty ?? '')
        : failed && !options.errorAsAlert
          ? texts.error!
          : '';

  return {
    listId,
    /** The options on offer (empty unless the typed text is searchable). */
    results: shown,
    expanded,
    activeIndex,
    /** The status line's text (a polite live region). */
    status,
    /** The failed search's text when `errorAsAlert`, else null. */
    alert: failed && options.errorAsAlert ? texts.error! : null,
    inputProps: {
      ref: (el: HTMLInputElement | null) => {
        root.current = el;
      },
      role: 'combobox' as const,
      autoComplete: 'off',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      value: inputValue,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setTyped(true);
        setOpen(true);
        latest.current.onInputChange(e.currentTarget.value);
      },
      onKeyDown,
      onFocus: () => {
        clearTimeout(blurTimer.current);
        setOpen(true);
      },
      onBlur: () => {
        blurTimer.current = setTimeout(() => setOpen(false), 150);
      },
    },
    listboxProps: { id: listId, role: 'listbox' as const, 'aria-label': texts.listLabel, hidden: !expanded },
    optionProps: (i: number) => ({
      id: optionId(i),
      role: 'option' as const,
      'aria-selected': i === activeIndex,
      // Keep focus in the input while the pointer chooses.
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
      onClick: () => choose(shown[i]),
    }),
  };
}

export type ComboboxState = ReturnType<typeof useCombobox>;
