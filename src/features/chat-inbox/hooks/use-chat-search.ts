import { useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS } from '@/lib/chat';
import { onLogout } from '@/store/auth';
import { useResource, type Resource } from '@/ui/use-resource';
import { searchChats, searchMessages, type SearchPage } from '../list-api';
import { SEARCH_PREVIEWS, searchable } from '../list-model';
import type { Channel, Message } from '../schemas';
import { SEARCH_DEBOUNCE_MS } from './use-new-chat';

// The text of the search, kept while the member opens a result and comes back (cleared on logout).
let lastText = '';
let unregister: (() => void) | null = null;

/** The list's search box hands its text over before opening the search page. */
export function setSearchText(text: string): void {
  lastText = text;
  unregister ??= onLogout(() => {
    lastText = '';
  });
}

interface Page<T> {
  data: T[];
  count: number;
  next?: number | null;
}

export interface SearchSection<T> {
  first: Resource<Page<T>>;
  items: T[];
  count: number;
  /** 'See All' was chosen: the rest is shown (more pages on demand). */
  expanded: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  seeAll(): void;
}

/** One section of the results: 5 previews, then 'See All' loads the rest (§9). */
function useSearchSection<T>(load: (q: string, page: SearchPage) => Promise<Page<T>>, q: string, enabled: boolean): SearchSection<T> {
  const first = useResource((signal) => load(q, { limit: SEARCH_PREVIEWS, signal }), [q, enabled], { enabled });
  const [more, setMore] = useState<{ q: string; items: T[]; loading: boolean; failed: boolean } | null>(null);
  const qRef = useRef(q);
  qRef.current = q;
  const extra = more?.q === q ? more : null;
  const items = [...(first.data?.data ?? []), ...(extra?.items ?? [])];
  const count = first.data?.count ?? 0;

  const seeAll = () => {
    if (extra?.loading || first.status !== 'ready') return;
    const base = extra?.items ?? [];
    setMore({ q, items: base, loading: true, failed: false });
    load(q, { offset: items.length, limit: CHAT_LIMITS.pageMax }).then(
      (page) => qRef.current === q && setMore({ q, items: [...base, ...page.data], loading: false, failed: false }),
      () => qRef.current === q && setMore({ q, items: base, loading: false, failed: true }),
    );
  };

  return { first, items, count, expanded: extra !== null, hasMore: first.status === 'ready' && items.length < count, loadingMore: !!extra?.loading, moreFailed: !!extra?.failed, seeAll };
}

export interface ChatSearchState {
  text: string;
  setText(text: string): void;
  /** The text searched (trimmed, after the pause in typing). */
  term: string;
  /** Under three characters: the hint instead of results. */
  tooShort: boolean;
  chats: SearchSection<Channel>;
  messages: SearchSection<Message>;
}

/** The search page (§2 /messages/search, §5): chats by name and messages by text, from three characters. */
export function useChatSearch(): ChatSearchState {
  const [text, setTextState] = useState(() => lastText);
  const [term, setTerm] = useState(() => lastText.trim());
  useEffect(() => {
    const t = setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const ready = searchable(term);
  const chats = useSearchSection(searchChats, term, ready);
  const messages = useSearchSection(searchMessages, term, ready);
  return {
    text,
    setText(next) {
      setSearchText(next);
      setTextState(next);
    },
    term,
    tooShort: !searchable(text),
    chats,
    messages,
  };
}
