// The metrics in the profile views (GET /api/v1/user/{id}, routes/users.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';
import { checkedInEvent } from '../support/events';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());
afterEach(() => s.clock.set(null));

const checkedIn = (m: Member, start: Date) => checkedInEvent(s, m, start);

describe('profile metrics', () => {
  it('the owner and public views carry challenges (all time) and checked-in events this year and month', async () => {
    const m = await s.createMember();
    const viewer = await s.createMember();
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
    const earlierThisYear = new Date(Date.UTC(now.getUTCFullYear(), 0, 1, 12));
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 1, 12));
    await checkedIn(m, thisMonth);
    await checkedIn(m, lastYear);
    if (now.getUTCMonth() > 0) await checkedIn(m, earlierThisYear);
    await s.db.query('INSERT INTO challenge_participants (challenge_id, user_id) VALUES (1, $1), (2, $1)', [m.id]);
    const expected = { all_time_challenges_participated: 2, ytd_events_participated: now.getUTCMonth() > 0 ? 2 : 1, mtd_events_participated: 1 };
    expect((await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body.metrics).toEqual(expected);
    expect((await s.call(`/api/v1/user/${m.id}`, { token: viewer.token })).body.metrics).toEqual(expected);
  });
});
