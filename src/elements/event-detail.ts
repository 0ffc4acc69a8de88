import './platform';
// The HTTP client on this element's first load: its view asks for the attendees and the member's workout as soon as it mounts.
import '@/lib/http-client';
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from '@/lib/define';
import { coverFor } from '@/lib/event-covers';
import { firstPaintOf } from '@/lib/first-paint';
import { numberProp, preloadImage } from '@/lib/prefetch';
import { EventDetail, type EditEventSlotProps, type EventDetailProps, type MemberPickerSlotProps } from '@/features/event-detail';
import { prefetchEvent } from '@/features/event-detail/api';
import { idFromPage } from '@/features/event-detail/hooks/use-event-detail';
import { feedSlot, memberPickerSlot } from './slots';

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
    // 'Add Member to Checked In' picks from the group's members (the group-page feature's picker).
    renderMemberPicker: (slot: MemberPickerSlotProps) => memberPickerSlot(slot),
    // The event's feed is the feed feature, loaded after the event has shown.
    renderFeed: (eventId: number, viewer: { eventHost: boolean }) => feedSlot({ context: { type: 'event', id: eventId }, container: props.container, eventHost: viewer.eventHost }),
  });
}

/** Starts the event's GET (the attribute's id, else the page's) and, with its data, the cover image. */
function prefetchTheEvent(el: HTMLElement): void {
  const id = numberProp(el, 'eventId', 'event-id') ?? idFromPage();
  if (id === null) return;
  prefetchEvent(id, firstPaintOf(el)).then(
    (event) => preloadImage(event.photo_url || coverFor(event.category, !!event.is_virtual)),
    () => undefined, // the view shows the failure
  );
}

defineElement(tag, EventDetailElement, { eventId: 'number' }, { onConnect: prefetchTheEvent });

declare global {
  interface HTMLElementTagNameMap {
    'event-detail': HTMLElement & { eventId?: number };
  }
}
