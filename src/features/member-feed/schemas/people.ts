/** Member search answers (docs/api.md "Member search"): 25 a page, `next` the next offset. Loaded with the first search. */
import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

export const PersonSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  eagle_leader: opt(z.boolean()),
  military_status: opt(z.string()),
  preferred_chapter: opt(z.looseObject({ id: opt(z.number()), name: opt(z.string()) })),
});
export type Person = z.infer<typeof PersonSchema>;

export const PeoplePageSchema = z.looseObject({ data: z.array(PersonSchema), count: opt(z.number()), next: opt(z.number()) });
export type PeoplePage = z.infer<typeof PeoplePageSchema>;
