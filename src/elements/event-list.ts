import './platform';
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from '@/lib/define';
import { numberProp } from '@/lib/prefetch';
import { $eventFilters, $storedLocation } from '@/store/filters';
import { $session } from '@/store/session';
import { EventList, type CreateEventSlotProps, type EventListProps } from '@/features/event-list';
import { prefetchEvents } from '@/features/event-list/api';
import { buildQuery, initialTab, localFilters, virtualFilters } from '@/features/event-list/model';

export const tag = 'event-list';

// The Create Event dialog is another feature: composed here, loaded when first opened.
const EventForm = lazy(() => import('@/features/event-form').then((m) => ({ default: m.EventForm })));

function EventListElement(props: EventListProps) {
  return createElement(EventList, {
    ...props,
    renderEventForm: (slot: CreateEventSlotProps) => createElement(Suspense, { fallback: null }, createElement(EventForm, { ...slot, groupName: null })),
  });
}

/** Starts the first page the view will ask for (its opening tab, saved filters and location, no search). */
function prefetchFirstPage(el: HTMLElement): void {
  const session = $session.get();
  const saved = $eventFilters.get();
  const stored = $storedLocation.get();
  const challengeId = numberProp(el, 'challengeId', 'challenge-id');
  const tab = initialTab((el as { tab?: unknown }).tab ?? el.getAttribute('tab'), saved.eventFilterNavTab);
  if (tab === 'my' && !session && !challengeId) return; // the view asks to log in instead
  const query = buildQuery(
    {
      tab,
      mySubTab: 'upcoming',
      pastVirtual: false,
      challengeTab: 'upcoming',
      search: '',
      chapterId: numberProp(el, 'chapterId', 'chapter-id'),
      groupId: numberProp(el, 'groupId', 'group-id'),
      challengeId,
      userId: session?.userId ?? null,
      location: tab === 'local' && stored ? { latitude: stored.latitude, longitude: stored.longitude } : null,
      local: localFilters(saved),
      virtual: virtualFilters(saved),
      lozenge: null,
      now: new Date(),
    },
    0,
  );
  void prefetchEvents(query);
}

defineElement(tag, EventListElement, { chapterId: 'number', groupId: 'number', challengeId: 'number', tab: 'string' }, { onConnect: prefetchFirstPage });

declare global {
  interface HTMLElementTagNameMap {
    'event-list': HTMLElement & { chapterId?: number; groupId?: number; challengeId?: number; tab?: string };
  }
}
