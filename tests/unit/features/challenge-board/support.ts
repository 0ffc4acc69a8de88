// Fakes for the challenge-board tests: challenges dated around today, leaderboard entries, a fake API.
import { errorBody, installFetch, json, type Call } from '../../helpers';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A member with a photo (an avatar without text, so a row's or a link's text is the name alone). */
export const person = (id: number, first = `First${id}`) => ({ id, first_name: first, last_name: `Last${id}`, profile_photo_url: `http://api.test/media/${id}.jpg` });

/** A challenge running from `startIn` to `endIn` days from today. */
export const challenge = (id: number, extra: Record<string, unknown> = {}, startIn = -5, endIn = 3) => ({
  id,
  name: `Challenge ${id}`,
  description: 'Ruck 50 miles this month.',
  start_date: day(startIn),
  end_date: day(endIn),
  badge_name: 'Rucker',
  badge_image_url: 'http://api.test/media/badge.png',
  cover_image_url: null,
  goal: 50,
  required_unit: 'miles',
  group_id: null,
  group: null,
  event_count: 2,
  links: [{ text: 'Rules', url: 'https://example.org/rules' }],
  participant_count: 2,
  participants_preview: [person(1), person(2)],
  joined: false,
  is_admin: false,
  progress: null,
  badge_earned: false,
  place: null,
  ...extra,
});

export const entries = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ rank: from + i, score: 100 - from - i, user: person(1000 + from + i) }));

/** The API for one challenge (id 4) and its board; `extra` answers first. */
export function challengeServer(c: Record<string, unknown>, extra: (call: Call) => Response | undefined = () => undefined) {
  return installFetch((call) => {
    const e = extra(call);
    if (e) return e;
    if (call.path === '/api/v1/challenge/4') return json(c);
    if (call.path === '/api/v1/leaderboard/challenge/4/top25') return json({ data: entries(1, 25), count: 40, unit: 'miles' });
    return errorBody(404, 'not_found');
  });
}
