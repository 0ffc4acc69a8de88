export { EventList } from './components/event-list';
export type { EventListProps } from './components/event-list';
