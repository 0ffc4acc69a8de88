import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const newEmail = () => `u-${randomUUID()}@example.com`;

describe('POST /api/v1/user (create account)', () => {
  it('201 {id}, and the verification code is mailed (outbox)', async () => {
    const email = newEmail();
    const r = await s.call('/api/v1/user', {
      token: await s.clientToken(),
      json: { grant_type: 'client_credentials', first_name: 'Ana', last_name: 'Lopez', email, password: 'long-enough' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number) });
    const mail = (await s.outbox())[0];
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Your Team RWB verification code');
    expect(mail.text).toMatch(/verification code is \d{6}\b/);

    // The new member can log in; the profile starts unverified and incomplete.
    const { token, userId } = await s.login(email, 'long-enough');
    expect(userId).toBe(r.body.id);
    const me = await s.call(`/api/v1/user/${userId}`, { token });
    expect(me.body).toMatchObject({
      first_name: 'Ana',
      last_name: 'Lopez',
      email,
      email_verified: false,
      profile_completed: false,
      legal_waiver_signed: false,
      salesforce_contact_id: null,
      roles: [],
    });
  });

  it('refuses the organisation domain (and its subdomains) with the field message', async () => {
    const token = await s.clientToken();
    for (const email of ['someone@teamrwb.org', 'Someone@Mail.TeamRWB.org']) {
      const r = await s.call('/api/v1/user', { token, json: { first_name: 'A', last_name: 'B', email, password: 'long-enough' } });
      expect(r.status).toBe(422);
      expect(r.body.error.code).toBe('validation');
      expect(r.body.error.fields).toEqual({ email: 'PLEASE USE A NON-Team RWB EMAIL' });
    }
  });

  it('a registered e-mail (any case) is a field error', async () => {
    const r = await s.call('/api/v1/user', {
      token: await s.clientToken(),
      json: { first_name: 'A', last_name: 'B', email: 'MEMBER@demo.test', password: 'long-enough' },
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ code: 'validation', message: 'Email is already registered.', fields: { email: 'Email is already registered.' } });
  });

  it('validates every field: password < 8, missing names, bad e-mail, unknown keys', async () => {
    const r = await s.call('/api/v1/user', {
      token: await s.clientToken(),
      json: { first_name: '  ', email: 'not-an-email', password: 'short', nickname: 'x' },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toEqual({
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      email: 'Please enter a valid email.',
      password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
      nickname: 'Unknown field.',
    });
  });

  it('needs a client token: none 401, a member token 403', async () => {
    const body = { json: { first_name: 'A', last_name: 'B', email: newEmail(), password: 'long-enough' } };
    expect((await s.call('/api/v1/user', body)).status).toBe(401);
    const { token } = await s.login('member@demo.test');
    const r = await s.call('/api/v1/user', { ...body, token });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('insufficient_scope');
  });

  it('invalid JSON is 400 invalid_json', async () => {
    const r = await s.call('/api/v1/user', { token: await s.clientToken(), body: '{"first_name":', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('invalid_json');
  });
});

describe('POST /api/v1/user/verify', () => {
  it('the right code verifies the e-mail; a wrong one is 400 invalid_code', async () => {
    const m = await s.createMember({ verified: false, completed: false });
    const code = await s.latestCode(m.email);
    const wrong = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: code === '123456' ? '654321' : '123456' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_code', message: 'Code is invalid. Please try again.' });

    const ok = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: code } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ email_verified: true });
    expect((await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body.email_verified).toBe(true);
  });

  it('a code is single-use and the newest code replaces older ones', async () => {
    const m = await s.createMember({ verified: false, completed: false });
    const first = await s.latestCode(m.email);
    await s.call('/api/v1/user/verify/resend', { method: 'POST', token: m.token });
    const second = await s.latestCode(m.email);
    if (first !== second) {
      expect((await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: first } })).status).toBe(400);
    }
    expect((await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: second } })).status).toBe(200);
  });

  it('new@demo.test verifies with the code of a resend', async () => {
    const { token } = await s.login('new@demo.test');
    expect((await s.call('/api/v1/user/verify/resend', { method: 'POST', token })).status).toBe(202);
    const r = await s.call('/api/v1/user/verify', { token, json: { verification_code: await s.latestCode('new@demo.test') } });
    expect(r.status).toBe(200);
  });

  it('the code must be 6 digits (422); a token is required (401)', async () => {
    const m = await s.createMember({ verified: false, completed: false });
    const r = await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: '12ab' } });
    expect(r.status).toBe(422);
    expect(r.body.error.fields.verification_code).toBe('Enter the 6-digit code.');
    expect((await s.call('/api/v1/user/verify', { json: { verification_code: '123456' } })).status).toBe(401);
  });

  it('resend for a verified member is 409; without a token 401', async () => {
    const { token } = await s.login('member@demo.test');
    const r = await s.call('/api/v1/user/verify/resend', { method: 'POST', token });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('already_verified');
    expect((await s.call('/api/v1/user/verify/resend', { method: 'POST' })).status).toBe(401);
  });
});

describe('GET /api/v1/user/{id}', () => {
  it('the owner gets the whole profile (UserProfile)', async () => {
    const { token, userId } = await s.login('member@demo.test');
    const r = await s.call(`/api/v1/user/${userId}`, { token });
    expect(r.status).toBe(200);
    const raleigh = r.body.preferred_chapter;
    expect(raleigh).toEqual({ id: expect.any(Number), name: 'Raleigh, NC Chapter' });
    expect(r.body).toMatchObject({
      id: userId,
      email: 'member@demo.test',
      email_verified: true,
      phone: '9195550100',
      anonymous_profile: false,
      public_profile: true,
      eagle_leader: false,
      eagle_leader_info: null,
      profile_completed: true,
      legal_waiver_signed: true,
      military_status: 'Veteran',
      military_branch: 'Army',
      salesforce_contact_id: expect.stringMatching(/^003[A-Za-z0-9]{15}$/),
      location: { address_type: 'domestic', country: 'United States', address_state: 'NC', city: 'Raleigh', zip: '27601', address: expect.any(String) },
      shipping_location: null,
      date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(r.body.roles).toContainEqual({ group_id: raleigh.id, role: 0 });
    for (const key of ['newsletter_subscription', 'do_not_send_any_email', 'do_not_contact', 'do_not_call', 'registration_started_via_app', 'military_family_member', 'military_specialty', 'military_rank', 'military_ets', 'has_disability', 'combat_zone', 'combat_deployment_operations', 'shirt_size', 'anchor_chapter', 'home_chapter', 'last_check_in_date', 'shirt_transaction_datetime', 'gender', 'profile_bio', 'profile_photo_url', 'cover_photo_url', 'eagle_leader_title']) {
      expect(r.body).toHaveProperty(key);
    }
  });

  it('the admin has role 2 on the Raleigh chapter; the leader has active Eagle Leader info', async () => {
    const admin = await s.login('admin@demo.test');
    const adminProfile = (await s.call(`/api/v1/user/${admin.userId}`, { token: admin.token })).body;
    expect(adminProfile.roles).toContainEqual({ group_id: adminProfile.preferred_chapter.id, role: 2 });

    const leader = await s.login('leader@demo.test');
    const p = (await s.call(`/api/v1/user/${leader.userId}`, { token: leader.token })).body;
    expect(p.eagle_leader).toBe(true);
    expect(p.eagle_leader_title).toBe('Chapter Captain');
    expect(p.eagle_leader_info).toEqual({
      role: 'Chapter Captain',
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: null,
      active: true,
      offboarding_notification: null,
      training_completion_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('another member gets the public part only', async () => {
    const viewer = await s.login('admin@demo.test');
    const memberId = await s.userId('member@demo.test');
    const r = await s.call(`/api/v1/user/${memberId}`, { token: viewer.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: memberId, first_name: 'Jordan', email: 'member@demo.test', phone: '9195550100', public_profile: true });
    expect(r.body.location).toEqual({ address_type: 'domestic', country: 'United States', address_state: 'NC', city: 'Raleigh', zip: '27601' });
    for (const secret of ['salesforce_contact_id', 'shipping_location', 'newsletter_subscription', 'legal_waiver_signed', 'profile_completed', 'military_ets', 'has_disability', 'shirt_size', 'email_verified', 'gender']) {
      expect(r.body).not.toHaveProperty(secret);
    }
  });

  it('hides e-mail when do_not_contact and phone when do_not_call', async () => {
    const m = await s.createMember();
    await s.call(`/api/v1/user/${m.id}`, { token: m.token, json: { phone: '(919) 555-0199', do_not_contact: true, do_not_call: true } });
    const { token } = await s.login('member@demo.test');
    const r = await s.call(`/api/v1/user/${m.id}`, { token });
    expect(r.body).not.toHaveProperty('email');
    expect(r.body).not.toHaveProperty('phone');
    expect(r.body).toMatchObject({ do_not_contact: true, do_not_call: true });
  });

  it('an anonymous profile is 403 private_profile for others, readable by its owner', async () => {
    const anonId = await s.userId('anon@demo.test');
    const { token } = await s.login('member@demo.test');
    const r = await s.call(`/api/v1/user/${anonId}`, { token });
    expect(r.status).toBe(403);
    expect(r.body.error).toEqual({ code: 'private_profile', message: 'This user has set their profile to private.' });
    const own = await s.login('anon@demo.test');
    expect((await s.call(`/api/v1/user/${anonId}`, { token: own.token })).body.anonymous_profile).toBe(true);
  });

  it('a member who blocked the viewer is 403 blocked', async () => {
    const blocker = await s.createMember();
    const viewer = await s.createMember();
    await s.db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [blocker.id, viewer.id]);
    const r = await s.call(`/api/v1/user/${blocker.id}`, { token: viewer.token });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('blocked');
    // The other way round stays readable.
    expect((await s.call(`/api/v1/user/${viewer.id}`, { token: blocker.token })).status).toBe(200);
  });

  it('missing is 404; a non-numeric id is 404; no token 401; a client token 403', async () => {
    const { token } = await s.login('member@demo.test');
    expect((await s.call('/api/v1/user/999999', { token })).status).toBe(404);
    expect((await s.call('/api/v1/user/abc', { token })).status).toBe(404);
    expect((await s.call('/api/v1/user/1')).status).toBe(401);
    expect((await s.call('/api/v1/user/1', { token: await s.clientToken() })).status).toBe(403);
  });
});

describe('DELETE /api/v1/user/{id}', () => {
  it('wrong password 400, then right 204; login fails, tokens revoked, e-mail freed, profile 404', async () => {
    const m = await s.createMember();
    const wrong = await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: m.token, json: { password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'invalid_password', message: 'Invalid password.' });

    const ok = await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: m.token, json: { password: m.password } });
    expect(ok.status).toBe(204);
    expect((await s.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(400);
    expect((await s.call('/oauth/me', { token: m.token })).status).toBe(401);
    expect((await s.token({ grant_type: 'refresh_token', refresh_token: m.refreshToken })).status).toBe(400);

    const { token } = await s.login('member@demo.test');
    expect((await s.call(`/api/v1/user/${m.id}`, { token })).status).toBe(404);
    const { rows } = await s.db.query<{ email: string; first_name: string; deleted_at: Date | null }>('SELECT email, first_name, deleted_at FROM users WHERE id = $1', [m.id]);
    expect(rows[0]).toMatchObject({ email: `deleted-${m.id}@deleted.invalid`, first_name: 'Deleted', deleted_at: expect.any(Date) });

    const again = await s.call('/api/v1/user', { token: await s.clientToken(), json: { first_name: 'Back', last_name: 'Again', email: m.email, password: 'long-enough' } });
    expect(again.status).toBe(201);
  });

  it('missing password is 422; someone else is 403; no token 401', async () => {
    const m = await s.createMember();
    expect((await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: m.token, json: {} })).status).toBe(422);
    const other = await s.login('member@demo.test');
    expect((await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', token: other.token, json: { password: DEMO_PASSWORD } })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}`, { method: 'DELETE', json: { password: m.password } })).status).toBe(401);
  });
});
