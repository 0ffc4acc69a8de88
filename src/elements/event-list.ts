import './platform';
import { createElement } from 'react';
import { defineElement } from '@/lib/define';
import { firstPaintOf } from '@/lib/first-paint';
import { numberProp } from '@/lib/prefetch';
import { $eventFilters, $storedLocation } from '@/store/filters';
import { $session } from '@/store/session';
import { EventList, type CreateEventSlotProps, type EventListProps } from '@/features/event-list';
import { prefetchEvents } from '@/features/event-list/api';
import { eventFormSlot } from './slots';
import { firstPageQuery } from '@/features/event-list/first-page';

export const tag = 'event-list';

function EventListElement(props: EventListProps) {
  return createElement(EventList, {
    ...props,
    // The Create Event dialog is another feature: composed here, loaded when first opened.
    renderEventForm: (slot: CreateEventSlotProps) => eventFormSlot(slot),
  });
}

/** Starts the first page the view will ask for (or takes it from the element's first paint). */
function prefetchFirstPage(el: HTMLElement): void {
  const query = firstPageQuery({
    chapterId: numberProp(el, 'chapterId', 'chapter-id'),
    groupId: numberProp(el, 'groupId', 'group-id'),
    challengeId: numberProp(el, 'challengeId', 'challenge-id'),
    tab: (el as { tab?: unknown }).tab ?? el.getAttribute('tab'),
    userId: $session.get()?.userId ?? null,
    saved: $eventFilters.get(),
    stored: $storedLocation.get(),
    search: location.search,
    now: new Date(),
  });
  if (query) void prefetchEvents(query, firstPaintOf(el));
}

defineElement(tag, EventListElement, { chapterId: 'number', groupId: 'number', challengeId: 'number', tab: 'string' }, { onConnect: prefetchFirstPage });

declare global {
  interface HTMLElementTagNameMap {
    'event-list': HTMLElement & { chapterId?: number; groupId?: number; challengeId?: number; tab?: string };
  }
}
