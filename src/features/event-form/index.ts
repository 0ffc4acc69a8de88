export { EventForm } from './components/event-form';
export { valuesFromEvent } from './model';
export type { EventFormProps } from './components/event-form';
