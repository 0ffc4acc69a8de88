export { EventDetail } from './components/event-detail';
export type { EventDetailProps } from './components/event-detail';
