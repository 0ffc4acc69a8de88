import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { usePagedList } from '@/ui/use-paged-list';
import { $followPending, toggleFollow } from '@/store/follow';
import { followPage, FOLLOW_PAGE } from '../api';
import { messages } from '../messages';
import type { FollowRelation } from '../routes';
import type { FollowUser } from '../schemas';

const named = (u: FollowUser) => u.public_profile !== false && !!(u.first_name || u.last_name);
const keyOf = (u: FollowUser) => u.id;

/**
 * The follow lists' container (accounts spec §4 Forms): pages of followers / following (following
 * keeps fetching until 10 entries with names are found, or the end), each row's Follow toggled through
 * the shared `toggleFollow` (optimistic, reverted on failure with a note), and the note a row can show.
 */
export function useFollowList(userId: number, relation: FollowRelation) {
  const [note, setNote] = useState<string | null>(null);
  const pending = useStore($followPending);

  const list = usePagedList<FollowUser>(
    async ({ cursor, loaded, signal }) => {
      const seen = new Set(loaded.map(keyOf));
      const items: FollowUser[] = [];
      let next: number | null = cursor;
      let names = 0;
      do {
        const page = await followPage(userId, relation, next, signal);
        const fresh = page.users.filter((u) => !seen.has(u.id));
        for (const u of fresh) seen.add(u.id);
        items.push(...fresh);
        names += fresh.filter(named).length;
        next = page.next;
      } while (relation === 'following' && next !== null && names < FOLLOW_PAGE);
      return { items, next };
    },
    [userId, relation],
    { getKey: keyOf },
  );

  const setRow = (id: number, following: boolean) => list.setItems((users) => users.map((x) => (x.id === id ? { ...x, following } : x)));

  /** Follows or unfollows a row's member at once; a failure reverts the row and says so. */
  async function toggle(u: FollowUser) {
    if (pending.has(u.id)) return;
    setRow(u.id, !u.following);
    const result = await toggleFollow(u.id, !u.following);
    setRow(u.id, result.following);
    if (!result.ok) setNote(messages.followFailed);
  }

  return { list, note, setNote, pending, toggle };
}
