import { describe, expect, it } from 'vitest';
import { buildCompletionPayload, type CompletionInput } from '@/features/registration-wizard/payload';
import { emptyMilitary, emptyPersonal } from '@/features/registration-wizard/schemas';

const input = (over: Partial<CompletionInput> = {}): CompletionInput => ({
  personal: {
    ...emptyPersonal(),
    phone: '(919) 555-0100',
    manual: false,
    selected: true,
    street: ' 100 Main St ',
    street_2: 'Apt 2',
    city: 'Raleigh',
    state: 'NC',
    zipcode: '27601-1234',
    gender: 'Female',
    chapter_id: 3,
    chapter_name: 'Raleigh, NC Chapter',
  },
  verification: { address_verified: true, international_address_verified: false },
  social: { first_name: ' Ana ', last_name: 'Lopez', profile_bio: ' Runner. ', profile_photo_url: 'http://x/media/profile/a.png', cover_photo_url: null },
  military: { ...emptyMilitary(), military_status: 'Civilian', military_family_member: true },
  privacy: { anonymous_profile: false, waiver: true },
  ...over,
});

describe('buildCompletionPayload (accounts spec §4 Forms)', () => {
  it('civilian: the full set with the family-member flag, address fields by their save-payload names, waiver signed', () => {
    expect(buildCompletionPayload(input())).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      phone: '9195550100',
      gender: 'Female',
      street: '100 Main St',
      street_2: 'Apt 2',
      city: 'Raleigh',
      state: 'NC',
      zipcode: '27601',
      country: 'United States',
      address_type: 'domestic',
      address_verified: true,
      international_address_verified: false,
      preferred_chapter: 3,
      profile_bio: 'Runner.',
      profile_photo_url: 'http://x/media/profile/a.png',
      cover_photo_url: null,
      military_status: 'Civilian',
      military_family_member: true,
      anonymous_profile: false,
      legal_waiver_signed: true,
      profile_completed: true,
    });
  });

  it('a service member sends branch, specialty, rank, disability, combat zone and operation; no family flag, no ETS', () => {
    const p = buildCompletionPayload(
      input({
        military: {
          ...emptyMilitary(),
          military_status: 'Veteran',
          military_branch: 'Navy',
          military_rank: 'PO1',
          military_specialty: ' Hospital Corpsman ',
          combat_zone: 'yes',
          combat_deployment_operations: 'Operation Iraqi Freedom',
          has_disability: 'no',
        },
      }),
    );
    expect(p).toMatchObject({
      military_status: 'Veteran',
      military_branch: 'Navy',
      military_rank: 'PO1',
      military_specialty: 'Hospital Corpsman',
      combat_zone: true,
      combat_deployment_operations: 'Operation Iraqi Freedom',
      has_disability: false,
    });
    expect(p).not.toHaveProperty('military_family_member');
    expect(p).not.toHaveProperty('military_ets');
  });

  it('combat zone no sends no operation; the ETS status adds military_ets YYYY-MM-DD', () => {
    const p = buildCompletionPayload(
      input({
        military: {
          ...emptyMilitary(),
          military_status: 'Transitioning Service Member',
          military_branch: 'Army',
          military_rank: 'SGT',
          combat_zone: 'no',
          combat_deployment_operations: 'Korean War',
          has_disability: 'yes',
          ets_year: '2026',
          ets_month: '3',
          ets_day: '7',
        },
      }),
    );
    expect(p).toMatchObject({ combat_zone: false, combat_deployment_operations: null, has_disability: true, military_ets: '2026-03-07', military_specialty: null });
  });

  it('international: country as chosen, postal code kept, only international_address_verified can be true', () => {
    const p = buildCompletionPayload(
      input({
        personal: { ...input().personal, address_type: 'international', country: 'United Kingdom', state: 'Greater London', city: 'London', zipcode: 'SW1A 2AA' },
        verification: { address_verified: true, international_address_verified: true },
      }),
    );
    expect(p).toMatchObject({ address_type: 'international', country: 'United Kingdom', zipcode: 'SW1A 2AA', address_verified: false, international_address_verified: true });
  });

  it('the shipping address is sent only when present; an empty phone is null', () => {
    expect(buildCompletionPayload(input())).not.toHaveProperty('shipping_address');
    expect(buildCompletionPayload(input({ shipping: { street: ' ', city: '', state: '', zipcode: '' } }))).not.toHaveProperty('shipping_address');
    const p = buildCompletionPayload(input({ shipping: { street: '5 Oak St', city: 'Cary', state: 'NC', zipcode: '27511-0001' }, personal: { ...input().personal, phone: '' } }));
    expect(p.shipping_address).toEqual({ street: '5 Oak St', city: 'Cary', state: 'NC', zipcode: '27511', country: 'United States' });
    expect(p.phone).toBeNull();
  });
});
