import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

export const EventCardSchema = z.looseObject({
  id: z.number(),
  name: opt(z.string()),
  category: opt(z.string()),
  start: z.string(),
  end: z.string(),
  photo_url: opt(z.string()),
  time_zone_id: opt(z.string()),
  group_name: opt(z.string()),
  chapter_id: opt(z.number()),
  chapter_name: opt(z.string()),
  is_all_day: opt(z.boolean()),
  is_virtual: opt(z.boolean()),
  virtual_event_category: opt(z.string()),
  status: opt(z.string()),
  attendees_count: opt(z.number()),
  challenge_id: opt(z.number()),
  distance: opt(z.number()),
  location: opt(z.looseObject({ city: opt(z.string()), state: opt(z.string()) })),
});
export type EventCard = z.infer<typeof EventCardSchema>;

export const EventPageSchema = z.looseObject({
  data: z.array(EventCardSchema),
  count: opt(z.number()),
  total_number_pages: opt(z.number()),
});
export type EventPage = z.infer<typeof EventPageSchema>;
