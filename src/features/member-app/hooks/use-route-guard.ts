import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { checkSession, goToState } from '@/store/guard';
import { navigate, navigateToLogin } from '@/store/navigation';
import { $session } from '@/store/session';
import type { AppRoute } from '../routes';

/**
 * The session check of accounts §2: any path that is not a route goes to /login, the e-mail
 * confirmation, the personal information step or the feed, by the member's state; a guarded route
 * while logged out goes to /login with the originating address (back there after login), and one
 * whose registration is unfinished to its step.
 */
export function useRouteGuard(route: AppRoute): void {
  const userId = useStore($session)?.userId ?? null;
  useEffect(() => {
    if (route.kind === 'check') {
      if (userId === null) {
        navigate('/login', { replace: true });
        return;
      }
      checkSession({ redirect: false }).then(
        (state) => (state === 'ok' ? navigate('/feed', { replace: true }) : goToState(state)),
        // The profile could not be fetched: the feed says so and offers a retry.
        () => navigate('/feed', { replace: true }),
      );
      return;
    }
    if (!route.guarded) return;
    if (userId === null) {
      navigateToLogin({ replace: true });
      return;
    }
    void checkSession().catch(() => undefined); // a failed check leaves the view, which shows its own error
  }, [route.kind, route.guarded, route.key, userId]);
}
