/**
 * The page's view of the rwb-* events: `addEventListener('rwb-navigate', (e) => e.detail.path)` is typed
 * on every element, document and window. The event types themselves live in src/lib/events.ts.
 */
import type { RwbEventMap, RwbEventName } from '@/lib/events';

export type * from '@/lib/events';

type RwbCustomEvents = { [K in RwbEventName]: CustomEvent<RwbEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends RwbCustomEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends RwbCustomEvents {}
}
