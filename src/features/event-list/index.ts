export { EventList } from './components/event-list';
export type { EventListProps, CreateEventSlotProps } from './components/event-list';
