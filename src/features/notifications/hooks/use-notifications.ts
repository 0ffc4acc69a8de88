import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $followingSet, $profile } from '@/store/member';
import { loadMemberSets } from '@/store/member-sets';
import { $followPending, toggleFollow } from '@/store/follow';
import { markNotificationsSeen } from '@/store/notifications';
import { $session } from '@/store/session';
import { usePagedList } from '@/ui/use-paged-list';
import { listNotifications } from '../api';
import type { Notification } from '../schemas';

const keyOf = (n: Notification) => n.id;
const MINUTE = 60_000;

/**
 * The notifications list's container (accounts spec §7): pages of 25 by offset for the logged-in
 * member, everything marked seen once the first page is shown, the relative times kept current
 * (a tick a minute), and Follow Back through the shared `toggleFollow` (optimistic; a failure is only
 * logged and the button reverts, as the spec says).
 */
export function useNotifications() {
  const me = useStore($session)?.userId ?? null;
  const profile = useStore($profile);
  const following = useStore($followingSet);
  const pending = useStore($followPending);

  const list = usePagedList<Notification>(
    async ({ cursor, signal }) => {
      const page = await listNotifications(me!, cursor, signal);
      return { items: page.items, next: page.next };
    },
    [me],
    { getKey: keyOf, enabled: me !== null },
  );

  // Opening the list marks everything seen: once per member, after the first page came (its rows keep
  // the unseen marks they had).
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (me === null || list.status !== 'ready' || marked.current === me) return;
    marked.current = me;
    void markNotificationsSeen();
  }, [me, list.status]);

  // Follow Back needs the member's following set; until it is known no button shows.
  const [setsFor, setSetsFor] = useState<number | null>(null);
  useEffect(() => {
    if (me === null) return;
    let live = true;
    void loadMemberSets().finally(() => live && setSetsFor(me));
    return () => {
      live = false;
    };
  }, [me]);

  // Members followed back from this list keep their button (it reads 'Following'), so focus stays on it.
  const [followedHere, setFollowedHere] = useState<ReadonlySet<number>>(() => new Set());

  /** Whether a row offers Follow Back (or its 'Following' state after a follow back here). */
  const offersFollowBack = (actorId: number) =>
    setsFor === me && !profile?.anonymous_profile && (followedHere.has(actorId) || !following.has(actorId));

  const followBack = useCallback(async (actorId: number) => {
    setFollowedHere((s) => new Set(s).add(actorId));
    const result = await toggleFollow(actorId);
    if (!result.ok) console.warn('[rwb] notification follow back failed', result.error);
  }, []);

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);

  return { me, list, now, following, pending, offersFollowBack, followBack };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
