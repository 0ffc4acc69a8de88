import { useStore } from '@nanostores/react';
import { usePagedList, type PagedList } from '@/ui/use-paged-list';
import { $session } from '@/store/session';
import { listParticipants } from '../api';
import { PARTICIPANTS_PAGE } from '../model';
import type { Participant } from '../schemas';

/** The participants page's list: 25 a page from page 0, the next while a page is full and the count is not reached. */
export function useParticipants(id: number): PagedList<Participant> & { loggedIn: boolean } {
  const session = useStore($session);
  const me = session?.userId ?? null;
  const list = usePagedList<Participant, number>(
    async ({ cursor, loaded, signal }) => {
      const res = await listParticipants(id, cursor, signal);
      const total = loaded.length + res.participants.length;
      return { items: res.participants, next: res.participants.length >= PARTICIPANTS_PAGE && total < res.count ? cursor + 1 : null };
    },
    [id, me],
    { getKey: (p) => p.id, first: 0, enabled: me !== null },
  );
  return { ...list, loggedIn: me !== null };
}
