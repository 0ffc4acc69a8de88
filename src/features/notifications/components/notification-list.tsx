import { useEffect } from 'react';
import { useShadowStyles } from '@/lib/styles';
import { checkSession } from '@/store/guard';
import { infiniteListCss, InfiniteList } from '@/ui/infinite-list';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import social from '@/ui/social.css?inline';
import css from '../styles.css?inline';
import { useNotifications } from '../hooks/use-notifications';
import { labels, messages } from '../messages';
import { canFollowBack } from '../model';
import { NotificationRow } from './notification-row';

export interface NotificationListProps {
  container?: ShadowRoot | HTMLElement;
}

/**
 * /notifications (accounts spec §7 Notifications, §9 '25 per page'): the member's notices, newest
 * first, 25 a page (more on scroll or 'Load more'), each with its actor, a link to its target and its
 * age; Follow Back on follow notices. Opening it marks everything seen. Members only: logged out goes
 * to /login with the return address.
 */
export function NotificationList({ container }: NotificationListProps) {
  useShadowStyles(container, tokens, ui, social, infiniteListCss, css);
  const host = container && 'host' in container ? container.host : null;
  useEffect(() => {
    void checkSession({ source: host }).catch(() => undefined);
  }, [host]);
  const { me, list, now, following, pending, offersFollowBack, followBack } = useNotifications();

  return (
    <section className="notifications" part="root" aria-labelledby="rwb-notifications-title">
      <h1 id="rwb-notifications-title" className="notifications__title" tabIndex={-1}>
        {labels.title}
      </h1>
      {me !== null && (
        <InfiniteList
          {...list}
          className="notifications__list"
          part="list"
          itemPart="item"
          getKey={(n) => n.id}
          texts={{
            loading: messages.loading,
            empty: messages.empty,
            error: messages.loadFailed,
            moreError: messages.moreFailed,
            loadMore: labels.loadMore,
            retry: labels.retry,
          }}
          renderItem={(n) => {
            const actorId = n.actor?.id;
            const offer = actorId !== undefined && canFollowBack(n, me) && offersFollowBack(actorId);
            return (
              <NotificationRow
                notice={n}
                me={me}
                now={now}
                followBack={
                  offer ? { following: following.has(actorId), pending: pending.has(actorId), toggle: () => void followBack(actorId) } : undefined
                }
              />
            );
          }}
        />
      )}
    </section>
  );
}
