import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { infiniteListCss } from '@/ui/infinite-list';
import { RouteLink } from '@/ui/route-link';
import tokens from '@/ui/tokens.css?inline';
import ui from '@/ui/ui.css?inline';
import forms from '@/ui/forms.css?inline';
import social from '@/ui/social.css?inline';
import { useReservedHeight, useShadowStyles } from '@/lib/styles';
import css from '../styles.css?inline';
import { useGroupDetail } from '../hooks/use-group-detail';
import { labels, messages } from '../messages';
import { groupIdFrom } from '../model';
import type { Group } from '../schemas';
import { GroupDetailView } from './group-detail';
import { GroupHub } from './group-hub';

export interface GroupPageProps {
  container?: ShadowRoot | HTMLElement;
  /** The group; else `?id=` in the page URL, else the path /groups/{id}; none: the groups hub. */
  groupId?: number;
  /** The group's feed (the feed feature), composed by the element; nothing until it is built. */
  renderFeed?: (group: Group) => ReactNode;
}

/** <group-page>: the groups hub, or one group. */
export function GroupPage({ container, groupId, renderFeed }: GroupPageProps) {
  useShadowStyles(container, tokens, ui, forms, social, infiniteListCss, css);
  const id = groupId ?? groupIdFrom(location);
  if (id === null) return <HubView container={container} />;
  return <DetailView container={container} id={id} renderFeed={renderFeed} />;
}

function HubView({ container }: { container?: ShadowRoot | HTMLElement }) {
  useReservedHeight(container, 'group-page', false);
  return <GroupHub />;
}

function DetailView({ container, id, renderFeed }: { container?: ShadowRoot | HTMLElement; id: number; renderFeed?: GroupPageProps['renderFeed'] }) {
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
      <Alert variant="error">
        {state.status === 'missing' ? messages.notFound : messages.loadFailed}{' '}
        {state.status !== 'missing' && (
          <Button variant="link" onClick={state.reload}>
            {labels.retry}
          </Button>
        )}{' '}
        <RouteLink path="/groups">{labels.back}</RouteLink>
      </Alert>
    );
  return <GroupDetailView state={state} group={state.group} renderFeed={renderFeed} />;
}
