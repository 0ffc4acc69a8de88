// <registration-wizard> as a page uses it: the step comes from the URL hash and the session, is
// mirrored back into the hash, and rwb-* events go out. The API is a fake fetch; the browser tests
// cover the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { installFetch, json, loginAs, profileOf, resetPlatform } from '../helpers';
import { setProfile } from '@/store/member';
import '@/elements/registration-wizard';

type Fired = { type: string; detail: unknown };
let fired: Fired[];
const record = (e: Event) => {
  fired.push({ type: e.type, detail: (e as CustomEvent).detail });
  if (e.type === 'rwb-navigate') e.preventDefault();
};
const TYPES = ['rwb-navigate', 'rwb-registration-step', 'rwb-registration-complete'];

beforeEach(() => {
  resetPlatform();
  fired = [];
  for (const t of TYPES) document.addEventListener(t, record);
  history.replaceState(null, '', '/join');
});
afterEach(() => {
  for (const t of TYPES) document.removeEventListener(t, record);
  document.body.innerHTML = '';
});

async function mount(): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = '<registration-wizard></registration-wizard>';
  });
  const el = document.body.querySelector('registration-wizard')!;
  await vi.waitFor(() => expect(el.shadowRoot?.querySelector('h2, [role="status"], [role="alert"]')).toBeTruthy());
  return el.shadowRoot!;
}

const title = (root: ShadowRoot) => root.querySelector('h2')?.textContent;

describe('<registration-wizard>', () => {
  it('logged out: the signup step, mirrored in the hash, with Step 1 of 6 and a step event', async () => {
    installFetch(() => json({}));
    const root = await mount();
    await vi.waitFor(() => expect(title(root)).toBe('Create Your Account'));
    expect(location.hash).toBe('#/registration');
    expect(root.textContent).toContain('Step 1 of 6');
    expect(fired).toContainEqual({ type: 'rwb-registration-step', detail: { step: 'signup', number: 1 } });
  });

  it('an unverified member asking for a later step gets the code step; the hash is corrected', async () => {
    loginAs(12);
    installFetch(() => json(profileOf(12, { email_verified: false, profile_completed: false })));
    history.replaceState(null, '', '/join#/registration/military_info');
    const root = await mount();
    await vi.waitFor(() => expect(title(root)).toBe('Confirmation Code'));
    expect(location.hash).toBe('#/registration/confirm_email');
    expect(root.querySelectorAll('input[aria-label^="Digit"]')).toHaveLength(6);
  });

  it('resumes at the draft step with what was typed; Back goes to the previous step and pushes the hash', async () => {
    loginAs(12);
    setProfile(
      profileOf(12, {
        profile_completed: false,
        registration_draft: {
          step: 'military_info',
          reached: 'military_info',
          social: { first_name: 'Robin', last_name: 'Lee', profile_bio: 'Hi', profile_photo_url: null, cover_photo_url: null },
          military: { military_status: 'Veteran', military_branch: 'Navy', military_rank: 'PO1' },
        },
      }),
    );
    installFetch(() => json({ data: [] }));
    const root = await mount();
    await vi.waitFor(() => expect(title(root)).toBe('Military Service'));
    expect(location.hash).toBe('#/registration/military_info');
    expect(root.querySelector<HTMLInputElement>('input[value="Veteran"]')?.checked).toBe(true);
    expect(root.querySelector<HTMLSelectElement>('select[name="military_rank"]')?.value).toBe('PO1');
    const length = history.length;
    const back = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Back')!;
    await act(async () => back.click());
    await vi.waitFor(() => expect(title(root)).toBe('Social Profile'));
    expect(location.hash).toBe('#/registration/social_info');
    expect(history.length).toBe(length + 1);
    expect(root.querySelector<HTMLInputElement>('input[name="first_name"]')?.value).toBe('Robin');
    expect(fired.filter((e) => e.type === 'rwb-registration-step').map((e) => (e.detail as { number: number }).number)).toEqual([5, 4]);
  });

  it("the browser's Back and Forward move between the steps; a hash typed past the furthest step is put back", async () => {
    loginAs(12);
    setProfile(profileOf(12, { profile_completed: false, registration_draft: { step: 'military_info', reached: 'military_info' } }));
    installFetch(() => json({ data: [] }));
    const root = await mount();
    await vi.waitFor(() => expect(title(root)).toBe('Military Service'));
    const back = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Back')!;
    await act(async () => back.click());
    await vi.waitFor(() => expect(title(root)).toBe('Social Profile'));
    await act(async () => history.back());
    await vi.waitFor(() => expect(title(root)).toBe('Military Service'));
    expect(location.hash).toBe('#/registration/military_info');
    await act(async () => history.forward());
    await vi.waitFor(() => expect(title(root)).toBe('Social Profile'));
    await act(async () => {
      location.hash = '#/registration/privacy_info';
    });
    // Back on the step the member is on (the draft's), not further.
    await vi.waitFor(() => expect(location.hash).toBe('#/registration/social_info'));
    expect(title(root)).toBe('Social Profile');
  });

  it('a step beyond the furthest reached cannot be opened from the hash', async () => {
    loginAs(12);
    setProfile(profileOf(12, { profile_completed: false, registration_draft: { step: 'social_info', reached: 'social_info' } }));
    installFetch(() => json({ data: [] }));
    history.replaceState(null, '', '/join#/registration/privacy_info');
    const root = await mount();
    await vi.waitFor(() => expect(title(root)).toBe('Social Profile'));
    expect(location.hash).toBe('#/registration/social_info');
  });

  it('a member with a complete profile is sent to the feed', async () => {
    loginAs(12);
    setProfile(profileOf(12));
    installFetch(() => json({}));
    await mount();
    await vi.waitFor(() => expect(fired.find((e) => e.type === 'rwb-navigate')?.detail).toMatchObject({ path: '/feed' }));
  });
});
