import './platform';
// The HTTP client on this element's first load: its view asks for the group (or the hub's lists) as soon as it mounts.
import '@/lib/http-client';
import { defineElement } from '@/lib/define';
import { numberProp } from '@/lib/prefetch';
import { GroupPage, type GroupPageProps } from '@/features/group-page';
import { prefetchGroup } from '@/features/group-page/api';
import { groupIdFrom } from '@/features/group-page/model';

export const tag = 'group-page';

/** Starts the group's GET (the attribute's id, else the page's) before React mounts; the hub loads its lists itself. */
function prefetchTheGroup(el: HTMLElement): void {
  const id = numberProp(el, 'groupId', 'group-id') ?? groupIdFrom(location);
  if (id !== null) prefetchGroup(id).catch(() => undefined); // the view shows the failure
}

// The group feed (a later slice) is composed here through `renderFeed`; until then the slot is left empty.
defineElement<GroupPageProps>(tag, GroupPage, { groupId: 'number' }, { onConnect: prefetchTheGroup });

declare global {
  interface HTMLElementTagNameMap {
    'group-page': HTMLElement & { groupId?: number };
  }
}
