// Posts and feed pages as the API answers them (docs/api.md "Feeds and posts"), for the feed list and post card tests.
export const ME = 7;

export function post(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    user: { id: 20, first_name: 'Bo', last_name: 'Diaz', profile_photo_url: null, is_sponsor_admin: false, anonymous_profile: false, eagle_leader: false },
    actor: 'user:20',
    verb: 'post',
    origin: 'user:20',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
    text: `Post ${id}`,
    media: [],
    media_url: null,
    tagged: [],
    event: null,
    group: null,
    challenge: null,
    open_graph: null,
    workout: null,
    is_pinned: false,
    edited: false,
    own_reactions: { like: [] },
    reaction_counts: { like: 0, comment: 0 },
    ...over,
  };
}

/** A page of `count` posts with ids from `from` down. */
export function page(from: number, count = 10, over: Record<string, unknown> = {}) {
  const results = Array.from({ length: count }, (_, i) => post(from - i, over));
  return { data: { results, next: count === 10 ? from - count + 1 : null } };
}

export const mine = (id: number, over: Record<string, unknown> = {}) =>
  post(id, { user: { id: ME, first_name: 'Ana', last_name: 'Lopez', profile_photo_url: null }, actor: `user:${ME}`, ...over });
