// Contact details are not for harvesting: a viewer with an unverified e-mail gets none, and reading
// other members' profiles is rate limited per reader (own profile reads are not).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
let target: Member;
beforeAll(async () => {
  s = await createTestServer();
  target = await s.createMember();
  await s.db.query("UPDATE users SET phone = '9195551234', do_not_contact = false, do_not_call = false, anonymous_profile = false WHERE id = $1", [target.id]);
});
afterAll(() => s?.close());
beforeEach(() => s.app.deps.limiter.reset());

describe('contact details', () => {
  it('a member with a verified e-mail sees the e-mail and phone the owner allows', async () => {
    const viewer = await s.createMember();
    const r = await s.call(`/api/v1/user/${target.id}`, { token: viewer.token });
    expect(r.status).toBe(200);
    expect(r.body.email).toBe(target.email);
    expect(r.body.phone).toBe('9195551234');
  });

  it('a fresh account with an unverified e-mail gets the profile without e-mail or phone', async () => {
    const viewer = await s.createMember({ verified: false, completed: false });
    const r = await s.call(`/api/v1/user/${target.id}`, { token: viewer.token });
    expect(r.status).toBe(200);
    expect(r.body.first_name).toBe('Test');
    expect(r.body).not.toHaveProperty('email');
    expect(r.body).not.toHaveProperty('phone');
    expect(r.text).not.toContain(target.email);
    expect(r.text).not.toContain('9195551234');
  });
});

describe('profile read limit', () => {
  it('30 reads of other profiles a minute, then 429 with Retry-After; own profile reads are not limited', async () => {
    const viewer = await s.createMember();
    const { rows } = await s.db.query<{ id: number }>('SELECT id FROM users WHERE anonymous_profile = false AND id <> $1 ORDER BY id LIMIT 31', [viewer.id]);
    const results = await Promise.all(rows.map((r) => s.call(`/api/v1/user/${r.id}`, { token: viewer.token })));
    expect(results.filter((r) => r.status === 429)).toHaveLength(1);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.body.error).toEqual({ code: 'rate_limited', message: 'You are viewing profiles too quickly. Please try again later.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await s.call(`/api/v1/user/${viewer.id}`, { token: viewer.token })).status).toBe(200);
    // Another reader is unaffected.
    const other = await s.createMember();
    expect((await s.call(`/api/v1/user/${target.id}`, { token: other.token })).status).toBe(200);
  });
});
