// src/features/notifications/api.ts (and the store's unseen count and mark-seen calls) against the real
// app: notices written by real follows, likes and an event cancel, parsed by the feature's schemas,
// paged 25 at a time by offset, with the sentence and route model.ts makes of each.
import { beforeAll, describe, expect, it } from 'vitest';
import { listNotifications, NOTIFICATION_PAGE } from '@/features/notifications/api';
import { noticeRoute, noticeText } from '@/features/notifications/model';
import { $unseenNotifications, markNotificationsSeen, refreshUnseen } from '@/store/notifications';
import { createEvent, setAttendance, syncedMember } from '../server/support/events';
import { failure, logIn, useContractServer, type Member } from './support';

const server = useContractServer();

let me: Member;
let ana: Member;
let host: Member;
beforeAll(async () => {
  const s = server();
  me = await s.createMember();
  ana = await s.createMember();
  host = await syncedMember(s);
  await s.db.query(`UPDATE users SET first_name = 'Ana', last_name = 'Lopez' WHERE id = $1`, [ana.id]);
});

describe('listNotifications', () => {
  it('parses real notices, newest first, into sentences and routes', async () => {
    const s = server();
    const mine = await s.call(`/api/v1/user/${me.id}/user_feed`, { method: 'POST', token: me.token, json: { text: 'Sunrise ruck' } });
    expect((await s.call(`/api/v1/user/${ana.id}/follow/${me.id}`, { method: 'POST', token: ana.token })).status).toBe(201);
    expect((await s.call(`/api/v1/user/${ana.id}/reactions/${mine.body.data.id}`, { method: 'POST', token: ana.token, json: { kind: 'like' } })).status).toBe(201);
    const event = await createEvent(s, host, { name: 'Dawn Ruck' });
    await setAttendance(s, event.id, me.id, me.token, 'going');
    expect((await s.call(`/api/v1/mobile_event/${event.id}`, { method: 'PATCH', token: host.token, json: { status: 'Canceled' } })).status).toBe(200);

    await logIn(me);
    const page = await listNotifications(me.id, 0);
    expect(page.next).toBeNull();
    expect(page.items.map((n) => [n.verb, noticeText(n), noticeRoute(n, me.id)])).toEqual([
      ['cancel', 'Test Member canceled Dawn Ruck', `/events/${event.id}`],
      ['like', 'Ana Lopez liked your post', `/feed/${mine.body.data.id}/user/${me.id}`],
      ['follow', 'Ana Lopez started following you', `/profile/${ana.id}`],
    ]);
    expect(page.items[1]).toMatchObject({ seen: false, actor: { id: ana.id, first_name: 'Ana', last_name: 'Lopez' }, data: { excerpt: 'Sunrise ruck' } });
  });

  it('pages 25 at a time by offset', async () => {
    const s = server();
    await s.db.query(
      `INSERT INTO notifications (user_id, actor_id, verb, object_type, object_id, created_at)
       SELECT $1, $2, 'follow', 'user', $3, now() - make_interval(mins => g) FROM generate_series(1, 30) g`,
      [me.id, ana.id, String(ana.id)],
    );
    await logIn(me);
    const first = await listNotifications(me.id, 0);
    expect(first.items).toHaveLength(NOTIFICATION_PAGE);
    expect(first.next).toBe(25);
    const second = await listNotifications(me.id, first.next!);
    expect(second.items).toHaveLength(33 - 25);
    expect(second.next).toBeNull();
    expect(new Set([...first.items, ...second.items].map((n) => n.id)).size).toBe(33);
  });

  it("another member's list is refused (403)", async () => {
    await logIn(me);
    expect((await failure(listNotifications(ana.id, 0))).status).toBe(403);
  });
});

describe('the unseen count (src/store/notifications.ts)', () => {
  it('refreshUnseen reads the count; markNotificationsSeen clears it on the server', async () => {
    await logIn(me);
    expect(await refreshUnseen()).toBeGreaterThan(0);
    expect(await markNotificationsSeen()).toBe(true);
    expect($unseenNotifications.get()).toBe(0);
    expect(await refreshUnseen()).toBe(0);
    expect((await listNotifications(me.id, 0)).items.every((n) => n.seen)).toBe(true);
  });
});
