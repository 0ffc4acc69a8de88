import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

describe('/dev/outbox', () => {
  it('lists mails newest first with to, subject, text, created_at; DELETE clears', async () => {
    await s.app.deps.mailer.send({ to: 'first@example.com', subject: 'One', text: 'first' });
    await s.app.deps.mailer.send({ to: 'second@example.com', subject: 'Two', text: 'second' });
    const r = await s.call('/dev/outbox');
    expect(r.status).toBe(200);
    expect(r.body[0]).toEqual({ to: 'second@example.com', subject: 'Two', text: 'second', created_at: expect.stringMatching(/^\d{4}-/) });
    expect(r.body[1].to).toBe('first@example.com');
    expect((await s.call('/dev/outbox', { method: 'DELETE' })).status).toBe(204);
    expect((await s.call('/dev/outbox')).body).toEqual([]);
  });
});

describe('/dev/faults', () => {
  it('the next N matching requests fail with the status, then it stops', async () => {
    const add = await s.call('/dev/faults', { json: { path: '/api/v1/minimum_version', status: 503, count: 2, message: 'Down for a moment' } });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ path: '/api/v1/minimum_version', status: 503, count: 2, remaining: 2 });
    for (let i = 0; i < 2; i++) {
      const r = await s.call('/api/v1/minimum_version');
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ error: { code: 'fault', message: 'Down for a moment' } });
      expect(r.headers.get('retry-after')).toBe('1');
    }
    expect((await s.call('/api/v1/minimum_version')).status).toBe(200);
    expect((await s.call('/dev/faults')).body).toEqual([]);
  });

  it('matches the method when given, a path prefix, or a ^regexp', async () => {
    await s.call('/dev/faults', { json: { method: 'post', path: '/oauth/token', status: 500 } });
    expect((await s.call('/oauth/token', { method: 'GET' })).status).toBe(404); // GET is not faulted
    const faulted = await s.token({ grant_type: 'client_credentials' });
    expect(faulted.status).toBe(500);
    expect(faulted.body.error).toEqual({ code: 'fault', message: 'Injected fault (500).' });
    expect((await s.token({ grant_type: 'client_credentials' })).status).toBe(200);

    await s.call('/dev/faults', { json: { path: '^/api/v1/user/\\d+$', status: 502 } });
    const { token, userId } = await s.login('member@demo.test');
    expect((await s.call(`/api/v1/user/${userId}/app_version`, { token })).status).toBe(404); // not matched
    expect((await s.call(`/api/v1/user/${userId}`, { token })).status).toBe(502);
    expect((await s.call(`/api/v1/user/${userId}`, { token })).status).toBe(200);
  });

  it('GET lists, DELETE clears; /dev itself is never faulted', async () => {
    await s.call('/dev/faults', { json: { path: '/', status: 500, count: 5 } });
    await s.call('/dev/faults', { json: { path: '/api', status: 418 } });
    const list = await s.call('/dev/faults');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect((await s.call('/dev/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await s.call('/dev/faults')).body).toEqual([]);
    expect((await s.call('/api/v1/minimum_version')).status).toBe(200);
  });

  it('validates the fault', async () => {
    const r = await s.call('/dev/faults', { json: { path: 'no-slash', status: 200, count: 0 } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.error.fields).sort()).toEqual(['count', 'path', 'status']);
    const badRegexp = await s.call('/dev/faults', { json: { path: '^(', status: 500 } });
    expect(badRegexp.status).toBe(422);
    expect(badRegexp.body.error.fields.path).toBe('Not a valid regular expression.');
  });
});

describe('/dev/clock', () => {
  it('sets the business clock (which keeps ticking) and resets it', async () => {
    const real = await s.call('/dev/clock');
    expect(real.body.overridden).toBe(false);
    expect(Math.abs(Date.parse(real.body.now) - Date.now())).toBeLessThan(5000);

    const set = await s.call('/dev/clock', { json: { now: '2030-05-01T12:00:00Z' } });
    expect(set.status).toBe(200);
    expect(set.body.overridden).toBe(true);
    expect(Date.parse(set.body.now) - Date.parse('2030-05-01T12:00:00Z')).toBeLessThan(5000);
    expect(s.clock.now().getUTCFullYear()).toBe(2030);
    await new Promise((r) => setTimeout(r, 20));
    expect(s.clock.now().getTime()).toBeGreaterThan(Date.parse('2030-05-01T12:00:00Z'));

    // Business records use the clock; tokens keep using the real time.
    const created = await s.call('/api/v1/user', {
      token: await s.clientToken(),
      json: { first_name: 'Future', last_name: 'Member', email: 'future@example.com', password: 'long-enough' },
    });
    const { token } = await s.login('future@example.com', 'long-enough');
    expect((await s.call(`/api/v1/user/${created.body.id}`, { token })).body.date_joined.startsWith('2030-05-01')).toBe(true);

    const reset = await s.call('/dev/clock', { json: { now: null } });
    expect(reset.body.overridden).toBe(false);
    expect(Math.abs(Date.parse(reset.body.now) - Date.now())).toBeLessThan(5000);
  });

  it('rejects a date that does not parse', async () => {
    expect((await s.call('/dev/clock', { json: { now: 'tomorrow-ish' } })).status).toBe(422);
    expect((await s.call('/dev/clock', { json: {} })).status).toBe(422);
  });
});

describe('loopback only', () => {
  it('answers 404 to a caller on another machine, and to a request a proxy forwarded', async () => {
    for (const ip of ['203.0.113.10', '10.0.0.5', '::ffff:192.168.1.2']) {
      expect((await s.call('/dev/outbox', { ip })).status).toBe(404);
      expect((await s.call('/dev/reset-limits', { method: 'POST', ip })).status).toBe(404);
      expect((await s.call('/dev/faults', { json: { path: '/', status: 500 }, ip })).status).toBe(404);
      expect((await s.call('/dev/clock', { json: { now: null }, ip })).status).toBe(404);
    }
    // A local reverse proxy makes every outside caller look like loopback: forwarded requests are refused.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await s.call('/dev/outbox', { ip: '127.0.0.1', headers: { [header]: '203.0.113.9' } })).status).toBe(404);
    }
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await s.call('/dev/outbox', { ip })).status).toBe(200);
  });
});

describe('production', () => {
  it('has no /dev routes and no fault injection', async () => {
    const prod = await createTestServer({ APP_ENV: 'production', PUBLIC_URL: 'https://members.example.org' });
    try {
      for (const path of ['/dev/outbox', '/dev/faults', '/dev/clock']) {
        expect((await prod.call(path)).status).toBe(404);
        expect((await prod.call(path, { ip: '127.0.0.1' })).status).toBe(404);
      }
      expect((await prod.call('/dev/faults', { json: { path: '/', status: 500 } })).status).toBe(404);
      expect((await prod.call('/dev/reset-limits', { method: 'POST' })).status).toBe(404);
      expect((await prod.call('/api/v1/minimum_version')).status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
