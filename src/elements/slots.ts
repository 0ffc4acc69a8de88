/**
 * Features an element composes into another feature's slot, each loaded when first shown: the feed
 * (event, profile, group feeds), the event list (a group's events), the Create Event dialog and the
 * group's member picker (an event's 'Add Member to Checked In').
 * One place for the lazy imports, so every element asks for the same chunks.
 */
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ContextFeedProps } from '@/features/member-feed';
import type { CreateEventSlotProps, EventListProps } from '@/features/event-list';
import type { MemberPickerSlotProps } from '@/features/event-detail';

const ContextFeed = lazy(() => import('@/features/member-feed').then((m) => ({ default: m.ContextFeed })));
const EventForm = lazy(() => import('@/features/event-form').then((m) => ({ default: m.EventForm })));
const EventList = lazy(() => import('@/features/event-list').then((m) => ({ default: m.EventList })));
const MemberPicker = lazy(() => import('@/features/group-page/members/group-member-picker').then((m) => ({ default: m.GroupMemberPicker })));

const suspended = <P extends object>(component: ComponentType<P>, props: P): ReactNode =>
  createElement(Suspense, { fallback: null }, createElement(component as ComponentType<object>, props));

/** A feed in its context (loaded after the element's own view has shown). */
export function feedSlot(props: ContextFeedProps): ReactNode {
  return suspended(ContextFeed, props);
}

/** The Create Event dialog of an event list (`groupName`: the group it is created in, when known). */
export function eventFormSlot(slot: CreateEventSlotProps, groupName: string | null = null): ReactNode {
  return suspended(EventForm, { ...slot, groupName });
}

/** An event list with its Create Event dialog (a group's events). */
export function eventListSlot(props: EventListProps, groupName: string | null = null): ReactNode {
  return suspended(EventList, { ...props, renderEventForm: (slot: CreateEventSlotProps) => eventFormSlot(slot, groupName) });
}

/** The group's members as a modal picker (the group-page feature's). */
export function memberPickerSlot(props: MemberPickerSlotProps): ReactNode {
  return suspended(MemberPicker, props);
}
