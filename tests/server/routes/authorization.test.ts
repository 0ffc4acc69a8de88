// Every mutating route, called by: nobody, a client-credentials token, another member, a group
// admin (admin@demo.test: admin of the Raleigh chapter, no power over members' accounts) and the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Member, type TestServer } from '../support/harness';

let s: TestServer;
let client: string;
let other: Member;
let admin: string;
beforeAll(async () => {
  s = await createTestServer();
  client = await s.clientToken();
  other = await s.createMember();
  admin = (await s.login('admin@demo.test')).token;
});
afterAll(() => s?.close());

interface OwnedRoute {
  name: string;
  method: string;
  path: (id: number) => string;
  body?: (m: Member) => unknown;
  ok: number;
}

const OWNED: OwnedRoute[] = [
  { name: 'update profile', method: 'POST', path: (id) => `/api/v1/user/${id}`, body: () => ({ first_name: 'Changed' }), ok: 200 },
  { name: 'set photo', method: 'POST', path: (id) => `/api/v1/user/${id}/photo`, body: () => ({ kind: 'profile', url: 'https://x.example/p.png' }), ok: 200 },
  { name: 'remove photo', method: 'DELETE', path: (id) => `/api/v1/user/${id}/photo?kind=cover`, ok: 200 },
  { name: 'put app version', method: 'PUT', path: (id) => `/api/v1/user/${id}/app_version`, body: () => ({ app_version: '5.1.4', client: 'web' }), ok: 200 },
  { name: 'read app version', method: 'GET', path: (id) => `/api/v1/user/${id}/app_version`, ok: 200 },
  { name: 'mark notifications seen', method: 'PUT', path: (id) => `/api/v1/user/${id}/notifications/seen`, ok: 204 },
  { name: 'join a group', method: 'POST', path: (id) => `/api/v1/group/41/user/${id}`, ok: 200 },
  { name: 'leave a group', method: 'DELETE', path: (id) => `/api/v1/group/41/user/${id}`, ok: 200 },
  { name: 'join a challenge', method: 'POST', path: (id) => `/api/v1/challenge/3/participants/${id}`, ok: 201 },
  { name: 'leave a challenge', method: 'DELETE', path: (id) => `/api/v1/challenge/3/participants/${id}`, ok: 200 },
  { name: 'delete account', method: 'DELETE', path: (id) => `/api/v1/user/${id}`, body: (m) => ({ password: m.password }), ok: 204 },
];

describe.each(OWNED)('$method $name', (route) => {
  it('nobody 401, client token 403, another member 403, a group admin 403, the owner succeeds', async () => {
    const owner = await s.createMember();
    if (route.name === 'read app version') {
      await s.call(`/api/v1/user/${owner.id}/app_version`, { method: 'PUT', token: owner.token, json: { app_version: '1', client: 'web' } });
    }
    if (route.name === 'leave a challenge') await s.call(`/api/v1/challenge/3/participants/${owner.id}`, { method: 'POST', token: owner.token });
    const call = (token: string | null) => s.call(route.path(owner.id), { method: route.method, token, json: route.body?.(owner) });
    expect((await call(null)).status).toBe(401);
    expect((await call(client)).status).toBe(403);
    const asOther = await call(other.token);
    expect(asOther.status).toBe(403);
    expect(asOther.body.error.code).toBe('forbidden');
    expect((await call(admin)).status).toBe(403);
    expect((await call(owner.token)).status).toBe(route.ok);
  });
});

interface MemberRoute {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** The status a fresh unverified member gets. */
  ok: number;
}

const MEMBER_ONLY: MemberRoute[] = [
  { name: 'verify', method: 'POST', path: '/api/v1/user/verify', body: { verification_code: '000000' }, ok: 400 },
  { name: 'resend code', method: 'POST', path: '/api/v1/user/verify/resend', ok: 202 },
  { name: 'sign a media upload', method: 'POST', path: '/api/v1/media', body: { media_filename: 'a.png', media_intent: 'post' }, ok: 200 },
  { name: 'sign media uploads (v2)', method: 'POST', path: '/api/v2/media', body: [{ media_filename: 'a.png', media_intent: 'post' }], ok: 200 },
];

describe.each(MEMBER_ONLY)('$method $name', (route) => {
  it("nobody 401, client token 403, a member acts on their own account", async () => {
    const m = await s.createMember({ verified: false, completed: false });
    const call = (token: string | null) => s.call(route.path, { method: route.method, token, json: route.body });
    expect((await call(null)).status).toBe(401);
    expect((await call(client)).status).toBe(403);
    expect((await call(m.token)).status).toBe(route.ok);
  });
});

describe('client-token routes', () => {
  it('POST /api/v1/user: nobody 401, a member 403, a client 201', async () => {
    const body = (n: number) => ({ first_name: 'A', last_name: 'B', email: `authz-${n}@example.com`, password: 'long-enough' });
    expect((await s.call('/api/v1/user', { json: body(1) })).status).toBe(401);
    expect((await s.call('/api/v1/user', { token: other.token, json: body(2) })).status).toBe(403);
    expect((await s.call('/api/v1/user', { token: client, json: body(3) })).status).toBe(201);
  });

  it('password reset: nobody 401, any token accepted', async () => {
    expect((await s.call('/api/v1/password_reset', { json: { email: 'a@example.com' } })).status).toBe(401);
    expect((await s.call('/api/v1/password_reset', { token: client, json: { email: 'a@example.com' } })).status).toBe(202);
    expect((await s.call('/api/v1/password_reset/confirm', { json: { email: 'a@example.com', code: '123456', password: 'long-enough' } })).status).toBe(401);
  });

  it('POST /oauth/revoke: nobody 401; a token revokes only itself', async () => {
    expect((await s.call('/oauth/revoke', { method: 'POST' })).status).toBe(401);
    const m = await s.createMember();
    const second = await s.login(m.email, m.password);
    expect((await s.call('/oauth/revoke', { method: 'POST', token: second.token })).status).toBe(204);
    expect((await s.call('/oauth/me', { token: m.token })).status).toBe(200);
  });

  it('an unknown bearer token is 401 on every route, even public ones', async () => {
    expect((await s.call('/api/v1/minimum_version', { token: 'forged' })).status).toBe(401);
  });
});
