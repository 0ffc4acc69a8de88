import { defineElement } from '@/lib/define';
import { EventList } from '@/features/event-list';

export const tag = 'event-list';

defineElement(tag, EventList, { chapterId: 'number', groupId: 'number', challengeId: 'number', tab: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'event-list': HTMLElement & { chapterId?: number; groupId?: number; challengeId?: number; tab?: string };
  }
}
