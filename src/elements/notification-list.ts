import './platform';
// The HTTP client on this element's first load: its view asks for the first page as soon as it mounts.
import '@/lib/http-client';
import { defineElement } from '@/lib/define';
import { NotificationList } from '@/features/notifications';

export const tag = 'notification-list';

defineElement(tag, NotificationList, {});

declare global {
  interface HTMLElementTagNameMap {
    'notification-list': HTMLElement;
  }
}
