/**
 * The registration completion payload (accounts spec §4 Forms, §7 `POST api/v1/user/{id}`): the full
 * set of the four forms plus `legal_waiver_signed`. Civilians send the family-member flag; everyone
 * else branch, specialty, rank, disability, combat zone and deployment operations; the ETS status also
 * the end-of-service date. Address fields use the save-payload names; the shipping address only when
 * present.
 */
import { digitsOnly } from '@/lib/validate';
import { ETS_STATUS, etsDateString, needsService } from '@/lib/military';
import { trimZip, type MilitaryValues, type PersonalValues, type PrivacyValues, type SocialValues } from './schemas';

export interface AddressVerification {
  /** The service verified the domestic address. */
  address_verified: boolean;
  /** The service verified the international address. */
  international_address_verified: boolean;
}

export interface ShippingAddress {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country?: string;
}

export interface CompletionInput {
  personal: PersonalValues;
  verification: AddressVerification;
  social: SocialValues;
  military: MilitaryValues;
  privacy: PrivacyValues;
  shipping?: ShippingAddress | null;
}

const text = (s: string | null | undefined) => {
  const t = (s ?? '').trim();
  return t === '' ? null : t;
};

export function militaryPayload(m: MilitaryValues): Record<string, unknown> {
  if (!needsService(m.military_status)) {
    return { military_status: m.military_status, military_family_member: m.military_family_member };
  }
  const combat = m.combat_zone === 'yes';
  const out: Record<string, unknown> = {
    military_status: m.military_status,
    military_branch: m.military_branch,
    military_specialty: text(m.military_specialty),
    military_rank: m.military_rank,
    has_disability: m.has_disability === 'yes',
    combat_zone: combat,
    combat_deployment_operations: combat ? m.combat_deployment_operations : null,
  };
  if (m.military_status === ETS_STATUS) {
    out.military_ets = etsDateString(Number(m.ets_year), Number(m.ets_month), Number(m.ets_day));
  }
  return out;
}

export function addressPayload(p: PersonalValues, v: AddressVerification): Record<string, unknown> {
  const domestic = p.address_type === 'domestic';
  return {
    street: p.street.trim(),
    street_2: text(p.street_2),
    city: p.city.trim(),
    state: p.state.trim(),
    zipcode: domestic ? trimZip(p.zipcode) : text(p.zipcode),
    country: domestic ? 'United States' : p.country.trim(),
    address_type: p.address_type,
    address_verified: domestic && v.address_verified,
    international_address_verified: !domestic && v.international_address_verified,
  };
}

export function buildCompletionPayload(input: CompletionInput): Record<string, unknown> {
  const { personal, social, military, privacy } = input;
  const payload: Record<string, unknown> = {
    first_name: social.first_name.trim(),
    last_name: social.last_name.trim(),
    phone: digitsOnly(personal.phone) || null,
    gender: personal.gender,
    ...addressPayload(personal, input.verification),
    preferred_chapter: personal.chapter_id,
    profile_bio: social.profile_bio.trim(),
    profile_photo_url: social.profile_photo_url,
    cover_photo_url: social.cover_photo_url,
    ...militaryPayload(military),
    anonymous_profile: privacy.anonymous_profile,
    legal_waiver_signed: true,
    profile_completed: true,
  };
  if (input.shipping && text(input.shipping.street)) {
    payload.shipping_address = {
      street: input.shipping.street.trim(),
      city: input.shipping.city.trim(),
      state: input.shipping.state.trim(),
      zipcode: trimZip(input.shipping.zipcode),
      country: input.shipping.country?.trim() || 'United States',
    };
  }
  return payload;
}
