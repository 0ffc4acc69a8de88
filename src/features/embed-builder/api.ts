import { api, schemaIn } from '@/lib/http';
import type { Manifest, Named } from './schemas';
import type { PickList } from './model';

const schemas = () => import('./schemas');
const ManifestSchema = schemaIn(schemas, 'ManifestSchema');
const NamedListSchema = schemaIn(schemas, 'NamedListSchema');
const ChallengeListsSchema = schemaIn(schemas, 'ChallengeListsSchema');

/** GET {loader dir}/custom-elements.json: the manifest written beside elements.js by the build. */
export function getManifest(url: string, signal?: AbortSignal): Promise<Manifest> {
  return api(url, { auth: 'none', signal, schema: ManifestSchema });
}

export interface PickOption {
  id: number;
  label: string;
}

const byName = (rows: Named[]): PickOption[] => rows.map((r) => ({ id: r.id, label: r.name ?? r.title ?? `#${r.id}` }));

/**
 * The rows a picker offers, from the real API: the chapters (GET api/v1/chapter, a member's call), the
 * activity groups and the chapters (GET api/v1/group?type=activity is public), the member's active
 * challenges joined or not (GET api/v1/user/{id}/challenge), the next 50 events (public list).
 */
export async function listFor(list: PickList, userId: number | null, signal?: AbortSignal): Promise<PickOption[]> {
  switch (list) {
    case 'chapter':
      return byName((await api('api/v1/chapter', { signal, schema: NamedListSchema })).data);
    case 'group': {
      const [chapters, activity] = await Promise.all([
        userId === null ? Promise.resolve({ data: [] }) : api('api/v1/chapter', { signal, schema: NamedListSchema }),
        api('api/v1/group', { query: { type: 'activity' }, auth: 'optional', signal, schema: NamedListSchema }),
      ]);
      return byName([...chapters.data, ...activity.data]);
    }
    case 'challenge': {
      const res = await api(`api/v1/user/${userId ?? 0}/challenge`, { query: { status: 'active' }, signal, schema: ChallengeListsSchema });
      return byName([...res.data.joined, ...res.data.unjoined]);
    }
    case 'event':
      return byName((await api('api/v1/mobile_event/', { query: { limit: 50 }, auth: 'optional', signal, schema: NamedListSchema })).data);
  }
}
