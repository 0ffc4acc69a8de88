import './platform';
import { defineElement } from '@/lib/define';
import { ProfileView } from '@/features/profile-view';

export const tag = 'profile-view';

defineElement(tag, ProfileView, { profileId: 'number', initialTab: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'profile-view': HTMLElement & { profileId?: number; initialTab?: string };
  }
}
