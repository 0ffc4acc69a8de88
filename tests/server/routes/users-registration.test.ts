// The registration journey through the API (accounts spec §4 Registration flow): create with a
// client token, log in, verify, and the one write at step 6 — with the session-guard state the
// profile gives at each point (src/store/guard.ts reads exactly these two flags).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardState } from '../../../src/store/guard';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const state = (userId: number, body: { id: number; email_verified?: boolean | null; profile_completed?: boolean | null }) => guardState({ userId }, body);

describe('registration journey', () => {
  it('create → login (confirm_email) → verify (personal_info) → completion payload (ok), read back', async () => {
    const email = `reg-${randomUUID()}@example.com`;
    const created = await s.call('/api/v1/user', {
      token: await s.clientToken(),
      json: { grant_type: 'client_credentials', first_name: 'Ana', last_name: 'Lopez', email, password: 'long-enough' },
    });
    expect(created.status).toBe(201);
    const { token, userId } = await s.login(email, 'long-enough');
    expect(userId).toBe(created.body.id);

    // Step 1 flags the account as started in the app.
    const flagged = await s.call(`/api/v1/user/${userId}`, { token, json: { registration_started_via_app: true } });
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({ registration_started_via_app: true, email_verified: false, profile_completed: false });
    expect(state(userId, flagged.body)).toBe('confirm_email');

    // Step 2: the mailed code.
    const wrong = await s.call('/api/v1/user/verify', { token, json: { verification_code: '000000' } });
    expect(wrong.status).toBe(400);
    const code = await s.latestCode(email);
    expect((await s.call('/api/v1/user/verify', { token, json: { verification_code: code } })).status).toBe(200);
    const verified = await s.call(`/api/v1/user/${userId}`, { token });
    expect(verified.body).toMatchObject({ email_verified: true, profile_completed: false, legal_waiver_signed: false, salesforce_contact_id: null });
    expect(state(userId, verified.body)).toBe('personal_info');

    // Step 6: the full §4 payload plus legal_waiver_signed, in one write.
    const chapters = await s.call('/api/v1/chapter?zip=27601', { token });
    const raleigh = chapters.body.data[0];
    const done = await s.call(`/api/v1/user/${userId}`, {
      token,
      json: {
        first_name: 'Ana',
        last_name: 'Lopez-Reyes',
        phone: '(919) 555-0100',
        gender: 'Female',
        street: '100 Main St',
        street_2: 'Apt 2',
        city: 'Raleigh',
        state: 'NC',
        zipcode: '27601-1234',
        country: 'United States',
        address_type: 'domestic',
        address_verified: true,
        international_address_verified: false,
        preferred_chapter: raleigh.id,
        profile_bio: 'Runner and rucker.',
        profile_photo_url: null,
        cover_photo_url: null,
        military_status: 'Veteran',
        military_branch: 'Army',
        military_specialty: '11B',
        military_rank: 'SSG',
        has_disability: false,
        combat_zone: true,
        combat_deployment_operations: 'Operation Enduring Freedom (Afghanistan)',
        anonymous_profile: false,
        legal_waiver_signed: true,
        profile_completed: true,
      },
    });
    expect(done.status).toBe(200);
    expect(state(userId, done.body)).toBe('ok');

    const back = await s.call(`/api/v1/user/${userId}`, { token });
    expect(back.body).toMatchObject({
      last_name: 'Lopez-Reyes',
      phone: '9195550100',
      gender: 'Female',
      profile_completed: true,
      legal_waiver_signed: true,
      registration_started_via_app: true,
      preferred_chapter: { id: raleigh.id },
      military_status: 'Veteran',
      military_rank: 'SSG',
      combat_zone: true,
      location: { address_type: 'domestic', country: 'United States', address_state: 'NC', city: 'Raleigh', zip: '27601', address: '100 Main St', address_2: 'Apt 2' },
      shipping_location: null,
    });
    expect(back.body.salesforce_contact_id).toMatch(/^003[A-Za-z0-9]{15}$/);

    // A password login now ends on the page (guard 'ok').
    const again = await s.login(email, 'long-enough');
    const fresh = await s.call(`/api/v1/user/${again.userId}`, { token: again.token });
    expect(state(again.userId, fresh.body)).toBe('ok');
  });

  it('the completion write is the owner’s only: another member 403, no token 401', async () => {
    const a = await s.createMember({ completed: false });
    const b = await s.createMember();
    expect((await s.call(`/api/v1/user/${a.id}`, { token: b.token, json: { legal_waiver_signed: true } })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${a.id}`, { json: { legal_waiver_signed: true } })).status).toBe(401);
    const still = await s.call(`/api/v1/user/${a.id}`, { token: a.token });
    expect(still.body.legal_waiver_signed).toBe(false);
  });

  it('a bad field in the completion payload is 422 and nothing is written', async () => {
    const m = await s.createMember({ completed: false });
    const r = await s.call(`/api/v1/user/${m.id}`, { token: m.token, json: { phone: '12345', profile_bio: 'ok', legal_waiver_signed: true, profile_completed: true } });
    expect(r.status).toBe(422);
    expect(r.body.error.fields.phone).toBe('PLEASE ENTER A 10-DIGIT PHONE NUMBER');
    const back = await s.call(`/api/v1/user/${m.id}`, { token: m.token });
    expect(back.body).toMatchObject({ profile_completed: false, legal_waiver_signed: false, profile_bio: '' });
  });
});
