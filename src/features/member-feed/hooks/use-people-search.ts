/**
 * The feed page's people search (events spec §2 Feed, §9: search debounced 500 ms): the typed name,
 * searched 500 ms after the last keystroke (a blank name asks nothing), 25 members a page.
 */
import { useEffect, useState } from 'react';
import { usePagedList } from '@/ui/use-paged-list';
import { searchPeople } from '../api/people';
import type { Person } from '../schemas/people';

export const PEOPLE_SEARCH_DEBOUNCE_MS = 500;

export function usePeopleSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), PEOPLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  const list = usePagedList<Person, number>(
    async ({ cursor, signal }) => {
      const page = await searchPeople(query, { offset: cursor, signal });
      return { items: page.data, next: page.next ?? null };
    },
    [query],
    { getKey: (p) => p.id, enabled: query !== '' },
  );
  return { text, setText, query, list };
}
