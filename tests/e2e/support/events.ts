// Test-side helpers for events: create them through the real API as a fresh member.
import type { Api, Member } from './api';

export interface NewEvent {
  name?: string;
  start?: Date;
  hours?: number;
  isVirtual?: boolean;
  category?: string;
  challengeId?: number | null;
  zip?: string;
  description?: string;
  /** A chapter event of this group (the caller must be its admin or moderator). */
  chapterId?: number | null;
}

/** Raleigh, NC 27601 (the first demo chapter's city). */
export const RALEIGH = { latitude: 35.7727, longitude: -78.6324, address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601', country: 'United States' };

export async function createEvent(api: Api, host: Pick<Member, 'id'>, token: string, e: NewEvent = {}): Promise<{ id: number; body: any }> {
  const start = e.start ?? new Date(Date.now() + 3 * 86_400_000);
  const end = new Date(start.getTime() + (e.hours ?? 2) * 3_600_000);
  const r = await api.json('/api/v1/mobile_event/', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: e.name ?? `E2E event ${Math.floor(Math.random() * 1e6)}`,
      host: host.id,
      category: e.category ?? 'run-walk',
      description: e.description ?? 'A test event created by the browser tests.',
      start: start.toISOString(),
      end: end.toISOString(),
      chapter_hosted: !!e.chapterId,
      chapter_id: e.chapterId ?? null,
      links: [],
      is_virtual: !!e.isVirtual,
      is_all_day: false,
      virtual_event_category: e.isVirtual ? 'workout' : null,
      location: e.isVirtual ? null : RALEIGH,
      time_zone_id: 'America/New_York',
      challenge_id: e.challengeId ?? null,
    }),
  });
  if (r.status !== 201) throw new Error(`create event → ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, body: r.body };
}

/** The demo admin of the Raleigh chapter (group 1): id and token. */
export async function chapterAdmin(api: Api): Promise<{ id: number; token: string }> {
  const r = await api.token({ grant_type: 'password', username: 'admin@demo.test', password: 'demo-pass-2026' });
  if (r.status !== 200 || typeof r.body.user_id !== 'number') throw new Error(`admin login → ${r.status}`);
  return { id: r.body.user_id, token: r.body.access_token };
}
