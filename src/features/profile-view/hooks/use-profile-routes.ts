import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useHashView } from '@/ui/use-hash-view';
import { HEALTH_PREFIX, HEALTH_SLUGS, healthViewFromPath, VIEW_SLUGS, viewFromSlug, type HealthView } from '../health';
import {
  FOLLOW_RELATIONS,
  PAGE_PREFIX,
  PAGE_VIEWS,
  pageFrom,
  pageOfView,
  pageView,
  profileIdFromAddress,
  relationFromPath,
  type FollowRelation,
  type ProfilePage,
} from '../routes';

/**
 * Where the profile element is (accounts spec §2 routes), as three hash sub-views so reload and Back
 * work on a CMS page (in the shell: the paths):
 * - the pages: `#/profile/edit`, `#/profile/settings`, `#/profile/settings/{page}`;
 * - the follow lists: `#followers`, `#following` (/profile/{id?}/followers);
 * - the health detail: `#/profile/health/{category}` (/profile/health/{category}).
 */
export interface ProfileRoutes {
  page: ProfilePage;
  openPage(page: ProfilePage): void;
  /** The follow list shown instead of the profile, or null. */
  relation: FollowRelation | null;
  openRelation(relation: FollowRelation | null): void;
  healthView: HealthView | null;
  openHealth(view: HealthView | null): void;
  /** The member the page's address names (?id=, else /profile/{id}); read again on Back and Forward. */
  pageId: number | null;
}

const pageFromPath = (pathname: string) => pageView(pageFrom('', pathname));
const healthFromPath = (pathname: string) => {
  const view = healthViewFromPath(pathname);
  return view ? VIEW_SLUGS[view] : null;
};

const idFromPage = (): number | null => profileIdFromAddress(location.search, location.pathname);

function onAddressChange(changed: () => void): () => void {
  window.addEventListener('popstate', changed);
  window.addEventListener('hashchange', changed);
  return () => {
    window.removeEventListener('popstate', changed);
    window.removeEventListener('hashchange', changed);
  };
}

export function useProfileRoutes(): ProfileRoutes {
  const pages = useHashView(PAGE_PREFIX, { views: PAGE_VIEWS, fromPath: pageFromPath });
  const follows = useHashView<FollowRelation>('', { views: FOLLOW_RELATIONS, fromPath: relationFromPath });
  const health = useHashView(HEALTH_PREFIX, { views: HEALTH_SLUGS, fromPath: healthFromPath });
  const pageId = useSyncExternalStore(onAddressChange, idFromPage);
  const { open: openPageView } = pages;
  const { open: openHealthView } = health;
  return {
    page: useMemo(() => pageOfView(pages.view), [pages.view]),
    openPage: useCallback((page: ProfilePage) => openPageView(pageView(page)), [openPageView]),
    relation: follows.view,
    openRelation: follows.open,
    healthView: viewFromSlug(health.view),
    openHealth: useCallback((view: HealthView | null) => openHealthView(view ? VIEW_SLUGS[view] : null), [openHealthView]),
    pageId,
  };
}
