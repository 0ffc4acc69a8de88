/** Event activity categories (events spec §9), in the spec's order; shared by the client and the server. */
export const EVENT_CATEGORIES = [
  'cycle-mtb',
  'functional-fitness',
  'hike-ruck',
  'meeting',
  'ocr',
  'other-physical',
  'rock-climbing',
  'run-walk',
  'service',
  'social',
  'swim',
  'team-sports',
  'training',
  'triathlon',
  'water-sports',
  'winter-sports',
  'yoga',
] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** What an event's `category` may hold: an activity, or 'virtual' (the virtual events' cover category). */
export const EVENT_CATEGORY_VALUES = [...EVENT_CATEGORIES, 'virtual'] as const;
