export { EventDetail } from './components/event-detail';
export type { EventDetailProps, EditEventSlotProps } from './components/event-detail';
export type { MemberPickerSlotProps } from './components/attendees-view';
