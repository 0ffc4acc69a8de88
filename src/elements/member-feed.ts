import './platform';
// The HTTP client on this element's first load: its view asks for the timeline as soon as it mounts.
import '@/lib/http-client';
import { defineElement } from '@/lib/define';
import { firstPaintOf } from '@/lib/first-paint';
import { $session } from '@/store/session';
import { provideVirtualItems } from '@/ui/infinite-list';
// The timeline is a virtual list: its virtualizer comes with the element, so the first render shows the
// posts it already has (the first paint's) instead of waiting a round trip for that chunk.
import { VirtualItems } from '@/ui/virtual-items';
import { MemberFeed } from '@/features/member-feed';
import { prefetchFeed } from '@/features/member-feed/api/posts';

export const tag = 'member-feed';

provideVirtualItems(VirtualItems);

/**
 * Starts the member's timeline (first page, national scope) and its pinned post before React mounts,
 * or takes them from the element's first paint.
 */
function prefetchTimeline(el: HTMLElement): void {
  const me = $session.get()?.userId;
  if (me !== undefined) prefetchFeed({ type: 'timeline' }, me, { scope: 'national' }, firstPaintOf(el));
}

defineElement(tag, MemberFeed, {}, { onConnect: prefetchTimeline });

declare global {
  interface HTMLElementTagNameMap {
    'member-feed': HTMLElement;
  }
}
