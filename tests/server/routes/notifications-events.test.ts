// Event notifications (server/events/notify.ts through routes/events.ts): 'update' when the host edits
// the event's time, place or details and 'cancel' when it is canceled, to its going (checked in) and
// interested attendees — not the actor, not across a block either way, not anonymous or deleted
// members, nobody who left; nothing on a save that changes nothing or a refused change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { createEvent, eventBody, setAttendance, slot, syncedMember } from '../support/events';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

interface Notice {
  verb: string;
  object_type: string;
  object_id: string;
  data: Record<string, unknown>;
  actor: { id: number } | null;
}

const notices = async (m: Member): Promise<Notice[]> => (await s.call(`/api/v1/user/${m.id}/notifications`, { token: m.token })).body.data.results;
const verbs = async (m: Member) => (await notices(m)).map((n) => n.verb);
const edit = (m: Member, id: number, json: unknown) => s.call(`/api/v1/mobile_event/${id}`, { method: 'PUT', token: m.token, json });
const cancel = (m: Member | null, id: number) => s.call(`/api/v1/mobile_event/${id}`, { method: 'PATCH', token: m?.token, json: { status: 'Canceled' } });
const block = (m: Member, other: Member) => s.call(`/api/v1/user/${m.id}/block/${other.id}`, { method: 'POST', token: m.token });

async function attend(eventId: number, m: Member, status: string) {
  const r = await setAttendance(s, eventId, m.id, m.token, status);
  expect(r.status, r.text).toBeLessThan(300);
}

/** A host's event with a crowd: going, interested, checked in (straight in the database), and the others. */
async function crowd() {
  const host = await syncedMember(s);
  const [going, interested, checkedIn, left, outsider, blockedByHost, blocksHost, anonymous, deleted] = await Promise.all(
    Array.from({ length: 9 }, () => s.createMember()),
  );
  const event = await createEvent(s, host, { name: 'Dawn Ruck' });
  await attend(event.id, going, 'going');
  await attend(event.id, interested, 'interested');
  for (const m of [left, blockedByHost, blocksHost, anonymous, deleted]) await attend(event.id, m, 'going');
  await s.db.query(`INSERT INTO event_attendees (event_id, user_id, status) VALUES ($1, $2, 'checked_in')`, [event.id, checkedIn.id]);
  await attend(event.id, left, 'none');
  expect((await block(host, blockedByHost)).status).toBe(201);
  expect((await block(blocksHost, host)).status).toBe(201);
  await s.db.query('UPDATE users SET anonymous_profile = true WHERE id = $1', [anonymous.id]);
  await s.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [deleted.id]);
  return { host, event, told: [going, interested, checkedIn], untold: [host, left, outsider, blockedByHost, blocksHost, anonymous] };
}

describe("'update' notifications (PUT api/v1/mobile_event/{id})", () => {
  it('go to the going, checked-in and interested attendees with the event and the actor; not to the others', async () => {
    const { host, event, told, untold } = await crowd();
    const r = await edit(host, event.id, eventBody(host.id, { name: 'Dawn Ruck (new start)', ...slot(4) }));
    expect(r.status).toBe(200);
    for (const m of told) {
      expect(await notices(m)).toEqual([
        expect.objectContaining({ verb: 'update', object_type: 'event', object_id: String(event.id), data: { event_id: event.id, event_name: 'Dawn Ruck (new start)' }, actor: expect.objectContaining({ id: host.id }) }),
      ]);
    }
    for (const m of untold) expect(await verbs(m)).toEqual([]);
    // The deleted member's row is not written either.
    const { rows } = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE verb = 'update' AND object_id = $1`, [String(event.id)]);
    expect(rows[0].n).toBe(3);
  });

  it('each of time, place and details counts; a save that changes none of them tells nobody', async () => {
    const host = await syncedMember(s);
    const fan = await s.createMember();
    const body = eventBody(host.id, { links: [{ text: 'Route', url: 'https://example.com/route' }] });
    const event = await createEvent(s, host, body);
    await attend(event.id, fan, 'going');

    expect((await edit(host, event.id, body)).status).toBe(200);
    expect(await verbs(fan)).toEqual([]);

    const changes = [
      { ...slot(5) },
      { location: { latitude: 35.9132, longitude: -79.0558, address: '100 E Franklin St', city: 'Chapel Hill', state: 'NC', zip: '27514', country: 'United States' } },
      { description: 'Bring water, a 20 lb ruck and a headlamp.' },
    ];
    let current: Record<string, unknown> = body;
    for (const [i, change] of changes.entries()) {
      current = { ...current, ...change };
      expect((await edit(host, event.id, current)).status).toBe(200);
      expect(await verbs(fan)).toHaveLength(i + 1);
    }
    expect(await verbs(fan)).toEqual(['update', 'update', 'update']);
  });

  it('a refused or invalid edit tells nobody', async () => {
    const host = await syncedMember(s);
    const other = await s.createMember();
    const fan = await s.createMember();
    const event = await createEvent(s, host);
    await attend(event.id, fan, 'going');
    const refused = await edit(other, event.id, eventBody(host.id, { description: 'Hijacked.' }));
    expect(refused.status).toBe(403);
    const invalid = await edit(host, event.id, eventBody(host.id, { name: '' }));
    expect(invalid.status).toBe(422);
    expect(await verbs(fan)).toEqual([]);
  });
});

describe("'cancel' notifications (PATCH api/v1/mobile_event/{id} {status: 'Canceled'})", () => {
  it('go to the same attendees once; canceling again, or a refused cancel, writes nothing', async () => {
    const { host, event, told, untold } = await crowd();
    const stranger = await s.createMember();
    expect((await cancel(null, event.id)).status).toBe(401);
    expect((await cancel(stranger, event.id)).status).toBe(403);
    for (const m of told) expect(await verbs(m)).toEqual([]);

    expect((await cancel(host, event.id)).status).toBe(200);
    expect((await cancel(host, event.id)).status).toBe(200);
    for (const m of told) {
      const list = await notices(m);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ verb: 'cancel', object_type: 'event', object_id: String(event.id), data: { event_id: event.id, event_name: 'Dawn Ruck' }, actor: { id: host.id } });
    }
    for (const m of untold) expect(await verbs(m)).toEqual([]);
    // The unseen count the navigation dot polls includes it.
    expect((await s.call(`/api/v1/user/${told[0].id}/notifications/check`, { token: told[0].token })).body.data.unseen).toBe(1);
  });
});
