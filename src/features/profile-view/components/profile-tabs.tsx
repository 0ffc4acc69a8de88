import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Tabs, TabPanel } from '@/ui/tabs';
import { $config } from '@/store/config';
import type { HealthView } from '../health';
import { labels } from '../messages';
import { canSeeMemberInfo, initialTab, tabsFor, type ProfileTab } from '../model';
import { sectionFromPath } from '../routes';
import type { Badge, Profile } from '../schemas';
import { FitnessTab } from './fitness-tab';
import { HealthTab } from './health-tab';
import { MemberInfo } from './member-info';

interface Props {
  profile: Profile;
  /** The logged-in member. */
  viewer: Profile | null;
  own: boolean;
  badges: Badge[] | null;
  /** The tab the member chose (null: none yet). */
  tab: ProfileTab | null;
  onTab(tab: ProfileTab): void;
  /** The element's `initial-tab` (else the `initial_tab` query, else the path's section). */
  initialTab?: string;
  healthView: HealthView | null;
  onHealthView(view: HealthView | null): void;
  renderFeed?: (userId: number) => ReactNode;
}

const TAB_LABELS: Record<ProfileTab, string> = { bio: labels.bioFeed, fitness: labels.fitness, health: labels.health, member: labels.memberInfo };

/** BIO & FEED, FITNESS, HEALTH (own profile) and MEMBER INFO (active Eagle Leaders viewing a group member). */
export function ProfileTabs({ profile: p, viewer, own, badges, tab, onTab, initialTab: initial, healthView, onHealthView, renderFeed }: Props) {
  const { appBase } = useStore($config);
  const tabs = tabsFor(own, !own && canSeeMemberInfo(viewer, p));
  const current =
    tab && tabs.includes(tab)
      ? tab
      : healthView && own
        ? 'health'
        : initialTab(initial ?? new URLSearchParams(location.search).get('initial_tab') ?? sectionFromPath(location.pathname), tabs);
  return (
    <>
      <Tabs label={labels.tabs} idBase="profile" tabs={tabs.map((t) => ({ key: t, label: TAB_LABELS[t] }))} value={current} onChange={onTab} />
      <TabPanel idBase="profile" selected={current}>
        {current === 'bio' && (
          <>
            {p.profile_bio && <p className="profile__bio">{p.profile_bio}</p>}
            {renderFeed?.(p.id)}
          </>
        )}
        {current === 'health' && own && <HealthTab userId={p.id} viewerStatus={viewer?.military_status} view={healthView} onView={onHealthView} />}
        {current === 'fitness' && <FitnessTab userId={p.id} own={own} badges={badges} shareUrl={(id) => `${appBase.replace(/\/+$/, '')}/events/${id}`} />}
        {current === 'member' && <MemberInfo profile={p} />}
      </TabPanel>
    </>
  );
}
