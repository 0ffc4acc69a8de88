import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  initialMilitary,
  initialPersonal,
  initialSocial,
  readDraft,
  resumeStep,
  saveDraft,
  type RegistrationDraft,
} from '@/features/registration-wizard/draft';
import { emptyPersonal } from '@/features/registration-wizard/schemas';
import { $profile, setProfile } from '@/store/member';
import { profileOf, resetPlatform } from '../../helpers';

beforeEach(() => resetPlatform());
afterEach(() => resetPlatform());

const draft = (step: RegistrationDraft['step'], reached = step): RegistrationDraft => ({ step, reached });

describe('resumeStep', () => {
  it('logged out → signup; unverified → confirm_email, whatever was asked', () => {
    expect(resumeStep('login', draft('military_info'), 'privacy_info')).toBe('signup');
    expect(resumeStep('confirm_email', null, 'social_info')).toBe('confirm_email');
  });
  it('complete → null (registration is over)', () => {
    expect(resumeStep('ok', draft('privacy_info'), 'privacy_info')).toBeNull();
  });
  it('verified and incomplete: personal_info without a draft, whatever was asked', () => {
    expect(resumeStep('personal_info', null, null)).toBe('personal_info');
    expect(resumeStep('personal_info', null, 'privacy_info')).toBe('personal_info');
    expect(resumeStep('personal_info', null, 'signup')).toBe('personal_info');
  });
  it("resumes at the draft's step; a requested step is allowed up to the furthest reached", () => {
    expect(resumeStep('personal_info', draft('military_info'), null)).toBe('military_info');
    expect(resumeStep('personal_info', draft('social_info', 'privacy_info'), 'privacy_info')).toBe('privacy_info');
    expect(resumeStep('personal_info', draft('military_info'), 'social_info')).toBe('social_info');
    expect(resumeStep('personal_info', draft('social_info'), 'privacy_info')).toBe('social_info');
    expect(resumeStep('personal_info', draft('military_info'), 'confirm_email')).toBe('military_info');
  });
});

describe('the draft in the local profile', () => {
  it('is kept under registration_draft of user_profile, survives a refetch, and is cleared at the end', () => {
    saveDraft({ step: 'social_info' }); // no profile: nothing stored
    expect(localStorage.getItem('user_profile')).toBeNull();

    setProfile(profileOf(12, { profile_completed: false }));
    saveDraft({ step: 'personal_info' });
    saveDraft({ personal: { ...emptyPersonal(), phone: '(919) 555-01' } });
    saveDraft({ step: 'social_info' });
    const stored = JSON.parse(localStorage.getItem('user_profile')!);
    expect(stored.registration_draft).toMatchObject({ step: 'social_info', reached: 'social_info', personal: { phone: '(919) 555-01' } });

    saveDraft({ step: 'personal_info' }); // going Back keeps the furthest step reached
    expect(readDraft($profile.get())).toMatchObject({ step: 'personal_info', reached: 'social_info' });

    setProfile(profileOf(12, { profile_completed: false, first_name: 'Bea' }));
    expect(readDraft($profile.get())?.personal?.phone).toBe('(919) 555-01');

    clearDraft();
    expect(readDraft($profile.get())).toBeNull();
    expect(JSON.parse(localStorage.getItem('user_profile')!).registration_draft).toBeUndefined();
  });

  it('ignores a malformed draft', () => {
    setProfile(profileOf(12, { registration_draft: { step: 'nowhere' } }));
    expect(readDraft($profile.get())).toBeNull();
    setProfile(profileOf(12, { registration_draft: 'x' }));
    expect(readDraft($profile.get())).toBeNull();
  });

  it('initial values come from the draft, else from what the profile already holds', () => {
    const profile = profileOf(12, {
      phone: '9195550100',
      gender: 'Male',
      location: { address_type: 'domestic', address: '1 Main St', city: 'Raleigh', address_state: 'NC', zip: '27601', country: 'United States' },
      preferred_chapter: { id: 3, name: 'Raleigh, NC Chapter' },
      military_status: 'Transitioning Service Member',
      military_branch: 'Army',
      military_rank: 'SGT',
      combat_zone: false,
      has_disability: true,
      military_ets: '2026-03-07',
    });
    expect(initialPersonal(profile as never, null)).toMatchObject({ phone: '9195550100', gender: 'Male', manual: true, street: '1 Main St', zipcode: '27601', chapter_id: 3 });
    expect(initialSocial(profile as never, null)).toMatchObject({ first_name: 'Ana', last_name: 'Lopez' });
    expect(initialMilitary(profile as never, null)).toMatchObject({ combat_zone: 'no', has_disability: 'yes', ets_year: '2026', ets_month: '3', ets_day: '7' });
    const d = { ...draft('personal_info'), personal: { ...emptyPersonal(), phone: '555' } };
    expect(initialPersonal(profile as never, d).phone).toBe('555');
  });
});
