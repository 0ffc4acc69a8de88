import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s?.close());

const update = (id: number, token: string | null, json: unknown) => s.call(`/api/v1/user/${id}`, { token, json });

describe('POST /api/v1/user/{id} (partial update)', () => {
  it('the owner updates some fields and gets the whole profile back; other fields stay', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { first_name: ' Sam ', profile_bio: 'Hello there', gender: 'Female', military_status: 'Veteran', military_branch: 'Navy', military_rank: 'PO2' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: m.id, first_name: 'Sam', last_name: 'Member', profile_bio: 'Hello there', gender: 'Female', military_branch: 'Navy', military_rank: 'PO2', email: m.email });
    const again = await update(m.id, m.token, { military_rank: 'PO1' });
    expect(again.body).toMatchObject({ first_name: 'Sam', military_branch: 'Navy', military_rank: 'PO1' });
  });

  it('someone else is 403, no token 401, a client token 403', async () => {
    const m = await s.createMember();
    const other = await s.login('member@demo.test');
    const r = await update(m.id, other.token, { first_name: 'Hacked' });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('forbidden');
    expect((await update(m.id, null, { first_name: 'Hacked' })).status).toBe(401);
    expect((await update(m.id, await s.clientToken(), { first_name: 'Hacked' })).status).toBe(403);
    expect((await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body.first_name).toBe('Test');
  });

  it('unknown fields are 422; server-owned fields are 422 read-only', async () => {
    const m = await s.createMember();
    const unknown = await update(m.id, m.token, { first_name: 'X', favourite_colour: 'blue' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ favourite_colour: 'Unknown field.' });
    const readOnly = await update(m.id, m.token, { eagle_leader: true, salesforce_contact_id: '003AAAAAAAAAAAAAAA', email_verified: true });
    expect(readOnly.status).toBe(422);
    expect(readOnly.body.error.fields).toEqual({
      eagle_leader: 'This field cannot be changed.',
      salesforce_contact_id: 'This field cannot be changed.',
      email_verified: 'This field cannot be changed.',
    });
    const body = (await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body;
    expect(body.first_name).toBe('Test');
    expect(body.eagle_leader).toBe(false);
  });

  it('validates with the spec messages', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, {
      first_name: '',
      phone: '555-01',
      profile_bio: 'x'.repeat(251),
      military_ets: '2025-02-30',
      military_branch: 'Army Air Corps',
      gender: 'Other',
      profile_photo_url: 'javascript:alert(1)',
      email: 'me@teamrwb.org',
      password: 'short',
    });
    expect(r.status).toBe(422);
    expect(r.body.error.fields).toMatchObject({
      first_name: 'This field is required.',
      phone: 'PLEASE ENTER A 10-DIGIT PHONE NUMBER',
      profile_bio: 'EXCEEDED THE PROFILE BIO LIMIT',
      military_ets: 'INVALID DATE',
      military_branch: expect.any(String),
      gender: expect.any(String),
      profile_photo_url: 'Please enter a valid http or https URL.',
      email: 'PLEASE USE A NON-Team RWB EMAIL',
      password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
    });
  });

  it("military choices must be the form's: status, deployment operation, a rank of the branch", async () => {
    const m = await s.createMember();
    const bad = await update(m.id, m.token, { military_status: 'Pirate', combat_deployment_operations: 'Operation Made Up', military_branch: 'Navy', military_rank: 'CSM' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      military_status: 'PLEASE SELECT AN OPTION',
      combat_deployment_operations: 'PLEASE SELECT AN OPTION',
    });
    const rank = await update(m.id, m.token, { military_branch: 'Navy', military_rank: 'CSM' });
    expect(rank.status).toBe(422);
    expect(rank.body.error.fields).toEqual({ military_rank: 'PLEASE SELECT AN OPTION' });
    const ok = await update(m.id, m.token, { military_status: 'Transitioning Service Member', military_branch: 'Army', military_rank: 'CSM', combat_deployment_operations: 'Korean War' });
    expect(ok.status).toBe(200);
    // Changing only the branch checks the stored rank against it.
    expect((await update(m.id, m.token, { military_branch: 'Air Force' })).body.error.fields).toEqual({ military_rank: 'PLEASE SELECT AN OPTION' });
    expect((await update(m.id, m.token, { military_branch: 'Air Force', military_rank: 'CCMSgt' })).status).toBe(200);
    expect((await update(m.id, m.token, { military_branch: null, military_rank: null })).status).toBe(200);
  });

  it('phone formatting is stripped; empty text fields become null', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { phone: '(919) 555-0123', military_specialty: '   ', combat_deployment_operations: '' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ phone: '9195550123', military_specialty: null, combat_deployment_operations: null });
    expect((await update(m.id, m.token, { phone: '' })).body.phone).toBeNull();
  });

  it('saves the address payload into location; a domestic zip is trimmed to 5 digits and geocoded', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, {
      address_type: 'domestic',
      street: '1 Main St',
      street_2: 'Apt 2',
      city: 'Raleigh',
      state: 'NC',
      zipcode: '27601-1234',
      address_verified: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.location).toEqual({ address_type: 'domestic', country: 'United States', address_state: 'NC', city: 'Raleigh', zip: '27601', address: '1 Main St', address_2: 'Apt 2' });
    const { rows } = await s.db.query<{ latitude: number; longitude: number; address_verified: boolean }>('SELECT latitude, longitude, address_verified FROM users WHERE id = $1', [m.id]);
    expect(rows[0].latitude).toBeCloseTo(35.77, 1);
    expect(rows[0].longitude).toBeCloseTo(-78.63, 1);
    expect(rows[0].address_verified).toBe(true);

    const bad = await update(m.id, m.token, { zipcode: '2760' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.zipcode).toBe('Please enter a valid 5-digit zip code.');
  });

  it('international addresses keep their postal code as given', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { address_type: 'international', street: '10 Downing St', city: 'London', country: 'United Kingdom', zipcode: 'SW1A 2AA', international_address_verified: true });
    expect(r.body.location).toMatchObject({ address_type: 'international', country: 'United Kingdom', zip: 'SW1A 2AA', city: 'London' });
  });

  it('shipping_address sets shipping_location; null clears it', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { shipping_address: { street: '5 Ship Rd', city: 'Durham', state: 'NC', zipcode: '27701' } });
    expect(r.body.shipping_location).toEqual({ shipping_address: true, country: 'United States', address_state: 'NC', city: 'Durham', zip: '27701', address: '5 Ship Rd' });
    expect((await update(m.id, m.token, { shipping_address: null })).body.shipping_location).toBeNull();
  });

  it('chapters by id or {id}; an unknown chapter or a non-chapter group is 422', async () => {
    const m = await s.createMember();
    const { rows } = await s.db.query<{ id: number; type: string }>("SELECT min(id) AS id, type FROM groups WHERE type IN ('chapter', 'activity') GROUP BY type");
    const [chapter, activity] = [rows.find((g) => g.type === 'chapter')!, rows.find((g) => g.type === 'activity')!];
    const r = await update(m.id, m.token, { preferred_chapter: { id: chapter.id, name: 'whatever' }, home_chapter: chapter.id });
    expect(r.status).toBe(200);
    expect(r.body.preferred_chapter.id).toBe(chapter.id);
    expect(r.body.home_chapter.id).toBe(chapter.id);
    const bad = await update(m.id, m.token, { preferred_chapter: activity.id, home_chapter: 999999 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({ preferred_chapter: 'Unknown chapter.', home_chapter: 'Unknown chapter.' });
    expect((await update(m.id, m.token, { preferred_chapter: null })).body.preferred_chapter).toBeNull();
  });

  it('anonymous_profile and public_profile are two views of one flag', async () => {
    const m = await s.createMember();
    expect((await update(m.id, m.token, { anonymous_profile: true })).body).toMatchObject({ anonymous_profile: true, public_profile: false });
    expect((await update(m.id, m.token, { public_profile: true })).body).toMatchObject({ anonymous_profile: false, public_profile: true });
    expect((await update(m.id, m.token, { public_profile: true, anonymous_profile: true })).status).toBe(422);
  });

  it('newsletter_subscription keeps the ids', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, { newsletter_subscription: [{ id: 'general', name: 'General' }, { id: 7 }] });
    expect(r.body.newsletter_subscription).toEqual([{ id: 'general' }, { id: 7 }]);
  });

  it('completing the profile assigns a CRM contact id when missing', async () => {
    const m = await s.createMember({ completed: false });
    expect((await s.call(`/api/v1/user/${m.id}`, { token: m.token })).body.salesforce_contact_id).toBeNull();
    const r = await update(m.id, m.token, { registration_started_via_app: true, profile_completed: true, legal_waiver_signed: true });
    expect(r.body.salesforce_contact_id).toMatch(/^003[A-Za-z0-9]{15}$/);
    const again = await update(m.id, m.token, { profile_completed: true });
    expect(again.body.salesforce_contact_id).toBe(r.body.salesforce_contact_id);
  });

  it('unsynced@demo.test gets its CRM id when it completes again; member@ keeps its own', async () => {
    const u = await s.login('unsynced@demo.test');
    expect((await s.call(`/api/v1/user/${u.userId}`, { token: u.token })).body.salesforce_contact_id).toBeNull();
    expect((await update(u.userId, u.token, { legal_waiver_signed: true })).body.salesforce_contact_id).toMatch(/^003/);
    const m = await s.login('member@demo.test');
    const before = (await s.call(`/api/v1/user/${m.userId}`, { token: m.token })).body.salesforce_contact_id;
    expect((await update(m.userId, m.token, { profile_completed: true })).body.salesforce_contact_id).toBe(before);
  });

  it('a new e-mail must be free, makes the address unverified again and mails a code', async () => {
    const m = await s.createMember();
    const taken = await update(m.id, m.token, { email: 'Admin@demo.test', current_password: m.password });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields.email).toBe('Email is already registered.');

    const same = await update(m.id, m.token, { email: m.email.toUpperCase() });
    expect(same.body.email_verified).toBe(true);

    const fresh = `changed-${m.id}@example.com`;
    const r = await update(m.id, m.token, { email: fresh, current_password: m.password });
    expect(r.body).toMatchObject({ email: fresh, email_verified: false });
    const code = await s.latestCode(fresh);
    expect((await s.call('/api/v1/user/verify', { token: m.token, json: { verification_code: code } })).status).toBe(200);
  });

  it('a new password works at once; the old one stops; every session is signed out, this one too', async () => {
    const m = await s.createMember();
    const otherDevice = await s.login(m.email, m.password);
    const r = await update(m.id, m.token, { password: 'brand-new-password', current_password: m.password });
    expect(r.status).toBe(200);
    expect((await s.token({ grant_type: 'password', username: m.email, password: m.password })).status).toBe(400);
    expect((await s.token({ grant_type: 'password', username: m.email, password: 'brand-new-password' })).status).toBe(200);
    expect((await s.call('/oauth/me', { token: m.token })).status).toBe(401);
    expect((await s.call('/oauth/me', { token: otherDevice.token })).status).toBe(401);
  });

  it('a body that is not an object is 422', async () => {
    const m = await s.createMember();
    const r = await update(m.id, m.token, ['first_name']);
    expect(r.status).toBe(422);
  });
});
