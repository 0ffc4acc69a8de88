/** GET api/v1/search/user?name&offset: members by name (the feed's people search; @mention suggestions). */
import { api, schemaIn } from '@/lib/http';
import type { PeoplePage } from '../schemas/people';

const PeoplePageSchema = schemaIn(() => import('../schemas/people'), 'PeoplePageSchema');

export function searchPeople(name: string, opts: { offset?: number; signal?: AbortSignal } = {}): Promise<PeoplePage> {
  return api('api/v1/search/user', { query: { name, offset: opts.offset || undefined }, signal: opts.signal, schema: PeoplePageSchema });
}
