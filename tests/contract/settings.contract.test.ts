// src/features/profile-view/settings/api.ts against the real app: the App Settings pages' partial
// updates, privacy, the blocked list and the data export.
import { describe, expect, it } from 'vitest';
import { blockedUsers, exportData, savePrivacy, unblock, updateProfile } from '@/features/profile-view/settings/api';
import { failure, logIn, useContractServer } from './support';

const server = useContractServer();

describe('profile-view settings api', () => {
  it('updateProfile answers the updated profile; a read-only field is 422', async () => {
    const m = await server().createMember();
    await logIn(m);
    const profile = await updateProfile(m.id, { do_not_send_any_email: true, shirt_size: 'M' });
    expect(profile).toMatchObject({ id: m.id, do_not_send_any_email: true, shirt_size: 'M' });
    const readOnly = await failure(updateProfile(m.id, { salesforce_contact_id: '003X' }));
    expect(readOnly).toMatchObject({ status: 422, fields: { salesforce_contact_id: 'This field cannot be changed.' } });
  });

  it('savePrivacy sends the anonymous choice alone and reads it back', async () => {
    const m = await server().createMember();
    await logIn(m);
    await expect(savePrivacy(m.id, true)).resolves.toMatchObject({ id: m.id, anonymous_profile: true });
    await expect(savePrivacy(m.id, false)).resolves.toMatchObject({ id: m.id, anonymous_profile: false });
  });

  it('lists the blocked members, newest first, and unblocks one', async () => {
    const m = await server().createMember();
    const a = await server().createMember();
    const b = await server().createMember();
    for (const other of [a, b]) {
      const r = await server().call(`/api/v1/user/${m.id}/block/${other.id}`, { method: 'POST', token: m.token });
      if (r.status !== 201) throw new Error(`block → ${r.status}`);
    }
    await logIn(m);
    const list = await blockedUsers(m.id);
    expect(list.map((u) => u.id)).toEqual([b.id, a.id]);
    expect(list[0]).toMatchObject({ first_name: 'Test', last_name: 'Member' });
    await unblock(m.id, b.id);
    expect((await blockedUsers(m.id)).map((u) => u.id)).toEqual([a.id]);
    // Only the owner reads their block list.
    expect(await failure(blockedUsers(a.id))).toMatchObject({ status: 403 });
  });

  it('exports the member’s own data, not another member’s', async () => {
    const m = await server().createMember();
    const other = await server().createMember();
    await logIn(m);
    const data = (await exportData(m.id)) as { profile: { id: number; email: string }; follows: unknown; blocks: unknown };
    expect(data.profile).toMatchObject({ id: m.id, email: m.email });
    expect(data).toMatchObject({ follows: { followers: [], following: [] }, blocks: [] });
    expect(await failure(exportData(other.id))).toMatchObject({ status: 403 });
  });
});
