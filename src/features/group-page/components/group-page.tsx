import { lazy, type ReactNode } from 'react';
import { infiniteListCss } from '@/ui/infinite-list';
import { LoadFailed } from '@/ui/load-failed';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import social from '@/ui/social.css?inline';
import { InPlaceSubPages } from '@/ui/sub-pages';
import { useReservedHeight, useShadowStyles } from '@/lib/styles';
import hub from '@/ui/hub.css?inline';
import css from '../styles.css?inline';
import membersCss from '../members/members.css?inline';
import leadersCss from '../leaders/leaders.css?inline';
import { useGroupDetail, type GroupDetailState } from '../hooks/use-group-detail';
import { labels, messages } from '../messages';
import { GROUP_VIEWS, groupIdFrom, groupViewFromPath, groupViewPrefix, type GroupView } from '../model';
import type { Group } from '../schemas';
import { GroupDetailView } from './group-detail';
import { GroupHub } from './group-hub';
import { GroupEventsView } from './group-events';

// The members page and the moderation history load when first opened.
const GroupMembers = lazy(() => import('../members/group-members').then((m) => ({ default: m.GroupMembers })));
const GroupAudit = lazy(() => import('../leaders/audit-view').then((m) => ({ default: m.GroupAudit })));

export interface GroupPageProps {
  container?: ShadowRoot | HTMLElement;
  /** The group; else `?id=` in the page URL, else the path /groups/{id}; none: the groups hub. */
  groupId?: number;
  /** The group's feed (the feed feature), composed by the element. */
  renderFeed?: (group: Group) => ReactNode;
  /** The group's events (the event-list feature in the group's context), composed by the element. */
  renderEvents?: (group: Group) => ReactNode;
}

/** <group-page>: the groups hub, or one group with its sub-pages (events, members, moderation history). */
export function GroupPage({ container, groupId, renderFeed, renderEvents }: GroupPageProps) {
  useShadowStyles(container, tokens, ui, forms, social, infiniteListCss, hub, css, membersCss, leadersCss);
  const id = groupId ?? groupIdFrom(location);
  if (id === null) return <HubView container={container} />;
  return <DetailView key={id} container={container} id={id} renderFeed={renderFeed} renderEvents={renderEvents} />;
}

function HubView({ container }: { container?: ShadowRoot | HTMLElement }) {
  useReservedHeight(container, 'group-page', false);
  return <GroupHub />;
}

interface DetailViewProps extends Pick<GroupPageProps, 'renderFeed' | 'renderEvents'> {
  container?: ShadowRoot | HTMLElement;
  id: number;
}

function DetailView({ container, id, renderFeed, renderEvents }: DetailViewProps) {
  const source = container && 'host' in container ? container.host : (container ?? null);
  const state = useGroupDetail(id, source);
  useReservedHeight(container, 'group-page', state.status === 'loading');
  if (state.status === 'loading')
    return (
      <p className="group__loading" role="status">
        {labels.loadingGroup}
      </p>
    );
  if (state.status !== 'ready' || !state.group)
    return (
      <LoadFailed
        missing={state.status === 'missing'}
        texts={{ notFound: messages.notFound, loadFailed: messages.loadFailed, retry: labels.retry, back: labels.back }}
        onRetry={state.reload}
        backPath="/groups"
      />
    );
  return <GroupWithViews state={state} group={state.group} renderFeed={renderFeed} renderEvents={renderEvents} />;
}

interface GroupWithViewsProps extends Pick<GroupPageProps, 'renderFeed' | 'renderEvents'> {
  state: GroupDetailState;
  group: Group;
}

/** The loaded group, and over it the sub-page its address names (`#/groups/{id}/members`; the group stays mounted underneath: Back finds it as it was). */
function GroupWithViews({ state, group: g, renderFeed, renderEvents }: GroupWithViewsProps) {
  return (
    <InPlaceSubPages<GroupView>
      prefix={groupViewPrefix(g.id)}
      views={GROUP_VIEWS}
      fromPath={(path) => groupViewFromPath(path, g.id)}
      loading={<p role="status">{labels.loadingPage}</p>}
      renderSubPage={(sub, back) => (
        <>
          {sub === 'members' && <GroupMembers group={g} onBack={back} />}
          {sub === 'events' && <GroupEventsView group={g} onBack={back} renderEvents={renderEvents} />}
          {sub === 'audit' && <GroupAudit group={g} onBack={back} />}
        </>
      )}
    >
      {(views) => <GroupDetailView state={state} group={g} views={views} renderFeed={renderFeed} />}
    </InPlaceSubPages>
  );
}
