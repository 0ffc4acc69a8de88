// The member and form values the App Settings tests start from.
import { personalInfoFromProfile, type PersonalInfoValues } from '@/features/profile-view/settings/model';
import type { Profile } from '@/features/profile-view/schemas';

export const org = { domain: 'teamrwb.org', product: 'Team RWB' };

export const profile = (extra: Partial<Profile> = {}): Profile =>
  ({
    id: 7,
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana@example.com',
    phone: '9195550100',
    gender: 'Female',
    shirt_size: 'M',
    location: { address_type: 'domestic', country: 'United States', address_state: 'NC', city: 'Raleigh', zip: '27601', address: '1 Main St', address_2: null },
    shipping_location: null,
    ...extra,
  }) as Profile;

/** Personal Information's values for `profile()`. */
export const valid = (): PersonalInfoValues => personalInfoFromProfile(profile());
