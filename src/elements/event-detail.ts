import { defineElement } from '@/lib/define';
import { EventDetail } from '@/features/event-detail';

export const tag = 'event-detail';

defineElement(tag, EventDetail, { eventId: 'number' });

declare global {
  interface HTMLElementTagNameMap {
    'event-detail': HTMLElement & { eventId?: number };
  }
}
