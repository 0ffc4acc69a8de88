import './platform';
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from '@/lib/define';
import { EventDetail, type EditEventSlotProps, type EventDetailProps } from '@/features/event-detail';

export const tag = 'event-detail';

// The Edit Event dialog is another feature: composed here, loaded when first opened.
const EditEvent = lazy(() =>
  import('@/features/event-form').then((m) => ({
    default: ({ event, onClose, onSaved }: EditEventSlotProps) =>
      createElement(m.EventForm, {
        groupId: event.chapter_id ?? null,
        canCreateChapterEvent: !!event.chapter_hosted,
        challengeId: event.challenge_id ?? null,
        edit: { id: event.id, values: m.valuesFromEvent(event) },
        onClose,
        onSaved,
      }),
  })),
);

function EventDetailElement(props: EventDetailProps) {
  return createElement(EventDetail, {
    ...props,
    renderEventForm: (slot: EditEventSlotProps) => createElement(Suspense, { fallback: null }, createElement(EditEvent, slot)),
  });
}

defineElement(tag, EventDetailElement, { eventId: 'number' });

declare global {
  interface HTMLElementTagNameMap {
    'event-detail': HTMLElement & { eventId?: number };
  }
}
