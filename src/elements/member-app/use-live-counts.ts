import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $profile } from '@/store/member';
import { $unseenNotifications, refreshUnseen, watchUnseenNotifications } from '@/store/notifications';
import { $session } from '@/store/session';

/** How long after the first view the chat socket for the dots is opened (its SDK is not on the first view's path). */
export const CHAT_COUNTS_DELAY_MS = 1500;

/**
 * The bar's counts: unseen notifications (polled every 90 s, and at once when the chat socket says a
 * new one arrived) and unread chat messages (live over the socket). Anonymous profiles have no
 * messaging, so no socket.
 */
export function useLiveCounts(): { unseenNotifications: number; unreadMessages: number } {
  const unseenNotifications = useStore($unseenNotifications);
  const userId = useStore($session)?.userId ?? null;
  const profile = useStore($profile);
  const messaging = userId !== null && profile?.id === userId && !profile.anonymous_profile;
  const [unreadMessages, setUnread] = useState(0);

  useEffect(() => watchUnseenNotifications(), []);

  useEffect(() => {
    setUnread(0);
    if (!messaging || userId === null) return;
    let stop: (() => void) | null = null;
    let live = true;
    const timer = setTimeout(() => {
      import('./chat-counts').then(
        (m) => {
          if (!live) return;
          const counts = m.watchChatCounts(userId, setUnread, () => void refreshUnseen().catch(() => undefined));
          stop = () => counts.stop();
        },
        (error: unknown) => console.warn('[rwb] could not load the chat counts', error),
      );
    }, CHAT_COUNTS_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [messaging, userId]);

  return { unseenNotifications, unreadMessages };
}
