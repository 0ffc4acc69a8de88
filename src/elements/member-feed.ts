import './platform';
// The HTTP client on this element's first load: its view asks for the timeline as soon as it mounts.
import '@/lib/http-client';
import { defineElement } from '@/lib/define';
import { $session } from '@/store/session';
import { MemberFeed } from '@/features/member-feed';
import { prefetchFeed } from '@/features/member-feed/api/posts';

export const tag = 'member-feed';

/** Starts the member's timeline (first page, national scope) and its pinned post before React mounts. */
function prefetchTimeline(): void {
  const me = $session.get()?.userId;
  if (me !== undefined) prefetchFeed({ type: 'timeline' }, me, { scope: 'national' });
}

defineElement(tag, MemberFeed, {}, { onConnect: prefetchTimeline });

declare global {
  interface HTMLElementTagNameMap {
    'member-feed': HTMLElement;
  }
}
