/**
 * The public rwb-* events every element may dispatch (bubbles + composed, via `emit()` in
 * src/lib/emit.ts). Types only. A feature that adds an event adds it to `RwbEventMap` here; the page's
 * DOM event maps are extended from it in src/elements/events.ts.
 */

export interface RwbSessionLoginDetail {
  userId: number;
}
export type RwbSessionLogoutDetail = Record<string, never>;
export interface RwbNavigateDetail {
  /** The route (spec path, e.g. '/events/12'), or the return address for `returnTo()`. */
  path: string;
  /** The URL the platform would go to if the host does not cancel the event. */
  url: string;
}
export interface RwbErrorDetail {
  message: string;
  status?: number;
  code?: string;
}

export interface RwbRegistrationCompleteDetail {
  userId: number;
}
export interface RwbRegistrationStepDetail {
  /** The step's key ('signup', 'confirm_email', 'personal_info', …). */
  step: string;
  /** 1-based position of the 6 steps. */
  number: number;
}

export interface RwbEventSelectDetail {
  /** The event's id (the card links to /events/{id}). */
  id: number;
}

export interface RwbEventMap {
  'rwb-session-login': RwbSessionLoginDetail;
  'rwb-session-logout': RwbSessionLogoutDetail;
  'rwb-navigate': RwbNavigateDetail;
  'rwb-error': RwbErrorDetail;
  'rwb-registration-complete': RwbRegistrationCompleteDetail;
  'rwb-registration-step': RwbRegistrationStepDetail;
  'rwb-event-select': RwbEventSelectDetail;
}

export type RwbEventName = keyof RwbEventMap;
export type RwbEvent<K extends RwbEventName> = CustomEvent<RwbEventMap[K]>;
