import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

/**
 * The answer to creating or saving an event: the event's detail, with `id` (the first occurrence's)
 * and, on create, `occurrence_ids` (every occurrence of a repeating event).
 */
export const SavedEventSchema = z.looseObject({
  id: z.number(),
  name: opt(z.string()),
  occurrence_ids: opt(z.array(z.number())),
});
export type SavedEvent = z.infer<typeof SavedEventSchema>;
