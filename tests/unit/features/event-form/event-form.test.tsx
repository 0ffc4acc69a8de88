// <EventForm> through the real HTTP client against a fake API: the not-synced rule, validation before
// any call, saving an edit, and the failure texts (a refused field, the spec's upload failure).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { EventForm, valuesFromEvent } from '@/features/event-form';
import { setProfile } from '@/store/member';
import type { UserProfile } from '@/lib/schemas';
import { errorBody, installFetch, json, loginAs, profileOf, resetPlatform, type Call } from '../../helpers';
import { cleanup, click, descriptionOf, getByLabelText, getByRole, render } from '../../ui/render';

const DAY = 86_400_000;
const start = new Date(Date.now() + 5 * DAY);
start.setUTCHours(14, 0, 0, 0);

const saved = {
  id: 12,
  name: 'Dix Park ruck',
  host: { id: 7, first_name: 'Ana', last_name: 'Lopez' },
  chapter_hosted: false,
  is_virtual: false,
  is_all_day: false,
  start: start.toISOString(),
  end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  time_zone_id: 'America/New_York',
  location: { address: '1 E Edenton St', city: 'Raleigh', state: 'NC', zip: '27601', latitude: 35.77, longitude: -78.63 },
  category: 'hike-ruck',
  links: [],
  description: 'Bring a pack.',
};

beforeEach(() => {
  resetPlatform();
  loginAs(7);
});
afterEach(async () => {
  await cleanup();
  resetPlatform();
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function show(handler: (call: Call) => Response | Promise<Response>, props: { edit?: boolean; synced?: boolean } = {}) {
  setProfile(profileOf(7, { salesforce_contact_id: props.synced === false ? null : '003TEST' }) as unknown as UserProfile);
  const api = installFetch(handler);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const out = await render(
    <EventForm groupId={null} canCreateChapterEvent={false} edit={props.edit ? { id: 12, values: valuesFromEvent(saved) } : null} onSaved={onSaved} onClose={onClose} />,
  );
  return { ...api, ...out, onSaved, onClose };
}

describe('EventForm: create', () => {
  it("an account not synced with the CRM gets the spec's text and no call", async () => {
    const { root, calls } = await show(() => json({}), { synced: false });
    expect(getByRole(root, 'dialog')).toBeTruthy();
    await click(getByRole(root, 'button', 'Create Event'));
    expect(getByRole(root, 'alert').textContent).toBe('Unable to create an event until your account has fully synced. Try again in 15 minutes.');
    expect(calls).toHaveLength(0);
  });

  it('an empty form shows the field messages and sends nothing', async () => {
    const { root, calls } = await show(() => json({}));
    await click(getByRole(root, 'button', 'Create Event'));
    expect(descriptionOf(getByLabelText(root, 'Event Title'))).toBe('THIS FIELD IS REQUIRED');
    expect(descriptionOf(getByLabelText(root, 'Activity Category'))).toBe('THIS FIELD IS REQUIRED');
    expect(calls).toHaveLength(0);
  });
});

describe('EventForm: edit', () => {
  it('Edit Event starts from the event and saves it with PUT, then reports the id', async () => {
    const { root, calls, onSaved } = await show(() => json({ ...saved, name: 'Dix Park ruck (moved)' }), { edit: true });
    expect(getByRole(root, 'heading', 'Edit Event')).toBeTruthy();
    const title = getByLabelText(root, 'Event Title') as HTMLInputElement;
    expect(title.value).toBe('Dix Park ruck');
    await act(async () => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(title, 'Dix Park ruck (moved)');
      title.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(getByRole(root, 'button', 'Save Changes'));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/v1/mobile_event/12', json: { name: 'Dix Park ruck (moved)', category: 'hike-ruck', time_zone_id: 'America/New_York' } });
    expect(calls[0].json).not.toHaveProperty('recurrence');
    expect(onSaved).toHaveBeenCalledWith(12);
  });

  it("a refused field shows the server's text; another failure the spec's upload text", async () => {
    let refuse = true;
    const { root, onSaved } = await show(() => (refuse ? errorBody(422, 'invalid', 'Invalid input', { start: 'PAST DATES ARE NOT ALLOWED' }) : errorBody(500, 'boom')), { edit: true });
    await click(getByRole(root, 'button', 'Save Changes'));
    await settle();
    expect(getByRole(root, 'alert').textContent).toBe('PAST DATES ARE NOT ALLOWED');
    refuse = false;
    await click(getByRole(root, 'button', 'Save Changes'));
    await settle();
    expect(getByRole(root, 'alert').textContent).toBe('Team RWB: Error uploading updated event to Team RWB Servers.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
