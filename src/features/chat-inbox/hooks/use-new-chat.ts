import { useEffect, useState } from 'react';
import { CHAT_LIMITS } from '@/lib/chat';
import { useResource, type Resource } from '@/ui/use-resource';
import { createChat, searchMembers } from '../api';
import { messages } from '../messages';
import { canAddMore } from '../model';
import type { MemberFound, MemberSearch } from '../schemas';

/** Member search waits this long after the last keystroke (§5). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface NewChatState {
  query: string;
  setQuery(q: string): void;
  /** The search for the debounced query (idle without input). */
  results: Resource<MemberSearch>;
  chosen: MemberFound[];
  choose(m: MemberFound): void;
  unchoose(id: number): void;
  /** 'Cannot add more members.' after trying a 26th. */
  limitNote: string | null;
  creating: boolean;
  error: string | null;
  create(): Promise<void>;
}

/** The new chat page: find members ('To:'), choose up to 25, create the chat and open it. */
export function useNewChat(me: number, onCreated: (channelId: string) => void): NewChatState {
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<MemberFound[]>([]);
  const [limitNote, setLimitNote] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const t = setTimeout(() => setDebounced(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [query]);

  const results = useResource((signal) => searchMembers(debounced, signal), [debounced], { enabled: debounced !== '' });

  const choose = (m: MemberFound) => {
    if (m.id === me || chosen.some((c) => c.id === m.id)) return;
    if (!canAddMore(chosen.length)) return setLimitNote(messages.tooManyMembers);
    // The search stays: several members of one search can be chosen in turn.
    setChosen([...chosen, m]);
  };
  const unchoose = (id: number) => {
    setLimitNote(null);
    setChosen(chosen.filter((c) => c.id !== id));
  };
  const create = async () => {
    if (!chosen.length || chosen.length > CHAT_LIMITS.othersMax) return;
    setCreating(true);
    setError(null);
    try {
      const res = await createChat(chosen.map((c) => c.id));
      onCreated(res.channel_id);
    } catch (e) {
      const detail = e instanceof Error && 'status' in e && (e as { status: number }).status < 500 ? e.message : '';
      setError(detail || messages.createFailed);
    } finally {
      setCreating(false);
    }
  };
  return { query, setQuery, results, chosen, choose, unchoose, limitNote, creating, error, create };
}
