// src/features/event-form/api.ts against the real app, with the bodies the form itself builds
// (model.eventBody from form values): create (a member event; a repeating chapter event), edit, and
// the refusals the form turns into its alert (not synced, a field, not the host).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent, updateEvent } from '@/features/event-form/api';
import { formMessages } from '@/features/event-form/messages';
import { emptyForm, eventBody, valuesFromEvent, weekdayOf, type EventFormValues } from '@/features/event-form/model';
import { RALEIGH, syncedMember } from '../server/support/events';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

const ZONE = 'America/New_York';
const place = { description: '1 E Edenton St, Raleigh, NC', ...RALEIGH, time_zone_id: ZONE };

/** YYYY-MM-DD `days` from today. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete form for `host`, as the member fills it in. */
function filled(host: Member, over: Partial<EventFormValues> = {}): EventFormValues {
  return {
    ...emptyForm('member', host.id, 'Test Member'),
    name: `Contract form ruck ${randomUUID().slice(0, 6)}`,
    date: dayAhead(5),
    startTime: '09:00',
    endTime: '11:00',
    place,
    category: 'hike-ruck',
    description: 'Five miles with a 20 lb pack.',
    links: [
      { text: 'Route', url: 'https://example.org/route' },
      { text: '', url: '' },
    ],
    ...over,
  };
}

const body = (v: EventFormValues, opts: { groupId?: number | null; editing?: boolean } = {}) =>
  eventBody(v, { groupId: opts.groupId ?? null, browserZone: ZONE, editing: opts.editing ?? false });

let host: Member;
let raleigh: number;
beforeAll(async () => {
  host = await syncedMember(server());
  raleigh = (await server().db.query<{ id: number }>("SELECT id FROM groups WHERE name = 'Raleigh, NC Chapter'")).rows[0].id;
});

describe('event-form api', () => {
  it("creates a member event from the form's body; the saved event reads back as the same form values", async () => {
    await logIn(host);
    const values = filled(host);
    const saved = await createEvent(body(values));
    expect(saved).toMatchObject({ id: expect.any(Number), name: values.name, occurrence_ids: [saved.id] });
    const back = await server().call(`/api/v1/mobile_event/${saved.id}`);
    expect(back.body).toMatchObject({
      name: values.name,
      category: 'hike-ruck',
      chapter_hosted: false,
      is_virtual: false,
      time_zone_id: ZONE,
      host: { id: host.id },
      links: [{ text: 'Route', url: 'https://example.org/route' }],
      location: { city: 'Raleigh', state: 'NC', zip: '27601' },
    });
    // The edit form starts from what was saved.
    expect(valuesFromEvent(back.body)).toMatchObject({ name: values.name, date: values.date, startTime: '09:00', endTime: '11:00', category: 'hike-ruck', description: values.description });
  });

  it('saves an edit (the host); another member is refused with 403', async () => {
    await logIn(host);
    const values = filled(host);
    const { id } = await createEvent(body(values));
    const moved = { ...values, name: `${values.name} (moved)`, endTime: '12:00' };
    await expect(updateEvent(id, body(moved, { editing: true }))).resolves.toMatchObject({ id, name: moved.name });
    expect((await server().call(`/api/v1/mobile_event/${id}`)).body.name).toBe(moved.name);

    await logIn(await server().createMember());
    expect(await failure(updateEvent(id, body(moved, { editing: true })))).toMatchObject({ status: 403 });
  });

  it("a member whose account is not synced is refused with the spec's text (code account_not_synced)", async () => {
    const unsynced = await server().createMember();
    await server().db.query('UPDATE users SET salesforce_contact_id = NULL WHERE id = $1', [unsynced.id]);
    await logIn(unsynced);
    expect(await failure(createEvent(body(filled(unsynced))))).toMatchObject({ status: 403, code: 'account_not_synced', message: formMessages.notSynced });
  });

  it('a field the server refuses comes back as a 422 with that field (the form shows its text)', async () => {
    await logIn(host);
    const refused = await failure(createEvent({ ...body(filled(host)), name: '' }));
    expect(refused.status).toBe(422);
    expect(refused.fields.name).toEqual(expect.any(String));
  });

  it('a chapter admin creates a weekly repeating chapter event: every occurrence comes back', async () => {
    const admin = await syncedMember(server());
    await server().db.query('INSERT INTO group_memberships (group_id, user_id, role) VALUES ($1, $2, 2)', [raleigh, admin.id]);
    await logIn(admin);
    const date = dayAhead(3);
    const values = filled(admin, { kind: 'chapter', repeat: true, frequency: 'week', interval: 1, count: 3, date, startTime: '18:00', endTime: '19:30' });
    const saved = await createEvent(body(values, { groupId: raleigh }));
    expect(saved.occurrence_ids).toHaveLength(3);
    const { rows } = await server().db.query<{ start_at: Date; chapter_id: number }>('SELECT start_at, chapter_id FROM events WHERE id = ANY($1::int[]) ORDER BY start_at', [saved.occurrence_ids]);
    expect(rows.every((r) => r.chapter_id === raleigh)).toBe(true);
    const weekday = (d: Date) => weekdayOf(d.toLocaleDateString('en-CA', { timeZone: ZONE }));
    expect(rows.map((r) => weekday(r.start_at))).toEqual(Array(3).fill(weekdayOf(date)));
  });
});
