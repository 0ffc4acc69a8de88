import './platform';
// The HTTP client on this element's first load: its view asks for the group (or the hub's lists) as soon as it mounts.
import '@/lib/http-client';
import { createElement } from 'react';
import { defineElement } from '@/lib/define';
import { numberProp } from '@/lib/prefetch';
import { GroupPage, type GroupPageProps } from '@/features/group-page';
import { prefetchGroup } from '@/features/group-page/api';
import { groupIdFrom } from '@/features/group-page/model';
import type { Group } from '@/features/group-page/schemas';
import { eventListSlot, feedSlot } from './slots';

export const tag = 'group-page';

/** Starts the group's GET (the attribute's id, else the page's) before React mounts; the hub loads its lists itself. */
function prefetchTheGroup(el: HTMLElement): void {
  const id = numberProp(el, 'groupId', 'group-id') ?? groupIdFrom(location);
  if (id !== null) prefetchGroup(id).catch(() => undefined); // the view shows the failure
}

// The group's feed and its events are other features: composed here, each loaded when it shows.
function GroupPageElement(props: GroupPageProps) {
  return createElement(GroupPage, {
    ...props,
    renderFeed: (g: Group) => feedSlot({ context: { type: 'group', id: g.id }, container: props.container, groupRole: g.joined ? (g.role ?? 0) : null, groupActive: g.active }),
    // A chapter's events are its chapter events (the chapter's create rules); other groups' by group.
    renderEvents: (g: Group) => eventListSlot(g.type === 'chapter' ? { container: props.container, chapterId: g.id } : { container: props.container, groupId: g.id }, g.name),
  });
}

defineElement<GroupPageProps>(tag, GroupPageElement, { groupId: 'number' }, { onConnect: prefetchTheGroup });

declare global {
  interface HTMLElementTagNameMap {
    'group-page': HTMLElement & { groupId?: number };
  }
}
