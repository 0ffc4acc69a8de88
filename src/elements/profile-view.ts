import './platform';
// The HTTP client on this element's first load: its view asks for the profile as soon as it mounts.
import '@/lib/http-client';
import { createElement } from 'react';
import { defineElement } from '@/lib/define';
import { numberProp } from '@/lib/prefetch';
import { $session } from '@/store/session';
import { ProfileView, type ProfileViewProps } from '@/features/profile-view';
import { prefetchProfile } from '@/features/profile-view/api';
import { pageFrom, profileIdFromAddress } from '@/features/profile-view/routes';
import { feedSlot } from './slots';

export const tag = 'profile-view';

/** The member the view shows first: its own pages are the member's, else the attribute, ?id=, /profile/{id}, the member. */
function prefetchTheProfile(el: HTMLElement): void {
  const me = $session.get()?.userId;
  if (me === undefined) return; // the profile needs a member token: the view asks to log in
  const pageId = profileIdFromAddress(location.search, location.pathname);
  const own = pageFrom(location.hash, location.pathname).kind !== 'profile';
  void prefetchProfile(own ? me : (numberProp(el, 'profileId', 'profile-id') ?? pageId ?? me));
}

function ProfileViewElement(props: ProfileViewProps) {
  return createElement(ProfileView, {
    ...props,
    // The member's feed (BIO & FEED) is the feed feature: composed here, loaded when the tab shows it.
    renderFeed: (userId: number) => feedSlot({ context: { type: 'user', userId }, container: props.container }),
  });
}

defineElement(tag, ProfileViewElement, { profileId: 'number', initialTab: 'string' }, { onConnect: prefetchTheProfile });

declare global {
  interface HTMLElementTagNameMap {
    'profile-view': HTMLElement & { profileId?: number; initialTab?: string };
  }
}
