import './platform';
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from '@/lib/define';
import { EventList, type CreateEventSlotProps, type EventListProps } from '@/features/event-list';

export const tag = 'event-list';

// The Create Event dialog is another feature: composed here, loaded when first opened.
const EventForm = lazy(() => import('@/features/event-form').then((m) => ({ default: m.EventForm })));

function EventListElement(props: EventListProps) {
  return createElement(EventList, {
    ...props,
    renderEventForm: (slot: CreateEventSlotProps) => createElement(Suspense, { fallback: null }, createElement(EventForm, { ...slot, groupName: null })),
  });
}

defineElement(tag, EventListElement, { chapterId: 'number', groupId: 'number', challengeId: 'number', tab: 'string' });

declare global {
  interface HTMLElementTagNameMap {
    'event-list': HTMLElement & { chapterId?: number; groupId?: number; challengeId?: number; tab?: string };
  }
}
