/**
 * Unfinished registration steps live in the local profile (accounts spec §4: "Intermediate steps are
 * kept in the local profile; the server is written only at step 6"), under the local-only
 * `registration_draft` field, so a reload — or leaving and coming back — resumes at the same step with
 * what the member typed. Passwords are never kept.
 */
import { $profile, dropLocalField, patchProfile } from '@/store/member';
import type { GuardState } from '@/store/guard';
import type { UserProfile } from '@/lib/schemas';
import { parseYmd } from '@/lib/dates';
import type { AddressVerification } from './payload';
import { stepIndex, STEPS, type StepKey } from './steps';
import {
  emptyMilitary,
  emptyPersonal,
  type MilitaryValues,
  type PersonalValues,
  type PrivacyValues,
  type SocialValues,
} from './schemas';

export interface RegistrationDraft {
  /** The step the member is on. */
  step: StepKey;
  /** The furthest step reached (steps after it cannot be opened yet). */
  reached: StepKey;
  personal?: PersonalValues;
  social?: SocialValues;
  military?: MilitaryValues;
  privacy?: PrivacyValues;
  /** The address check of step 3 (sent as address_verified / international_address_verified). */
  verification?: AddressVerification;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStep = (v: unknown): v is StepKey => STEPS.some((s) => s.key === v);

/** The draft in a cached profile, or null (a malformed one is ignored). */
export function readDraft(profile: UserProfile | null | undefined): RegistrationDraft | null {
  const raw = profile?.registration_draft;
  if (!isRecord(raw) || !isStep(raw.step)) return null;
  const reached = isStep(raw.reached) && stepIndex(raw.reached) >= stepIndex(raw.step) ? raw.reached : raw.step;
  return {
    step: raw.step,
    reached,
    personal: isRecord(raw.personal) ? ({ ...emptyPersonal(), ...raw.personal } as PersonalValues) : undefined,
    social: isRecord(raw.social) ? (raw.social as unknown as SocialValues) : undefined,
    military: isRecord(raw.military) ? ({ ...emptyMilitary(), ...raw.military } as MilitaryValues) : undefined,
    privacy: isRecord(raw.privacy) ? (raw.privacy as unknown as PrivacyValues) : undefined,
    verification: isRecord(raw.verification)
      ? {
          address_verified: raw.verification.address_verified === true,
          international_address_verified: raw.verification.international_address_verified === true,
        }
      : undefined,
  };
}

/** Merges into the draft of the cached profile (no-op without a profile). */
export function saveDraft(patch: Partial<RegistrationDraft>): void {
  const profile = $profile.get();
  if (!profile) return;
  const current = readDraft(profile) ?? { step: patch.step ?? 'personal_info', reached: patch.step ?? 'personal_info' };
  const next: RegistrationDraft = { ...current, ...patch };
  if (stepIndex(next.reached) < stepIndex(next.step)) next.reached = next.step;
  patchProfile({ registration_draft: next } as Partial<UserProfile>);
}

export function clearDraft(): void {
  dropLocalField('registration_draft');
}

/**
 * Which step to show (pure). Logged out: signup. Unverified: confirm_email. Verified and incomplete:
 * the requested step when it is between personal_info and the furthest step reached, else the draft's
 * step (personal_info without a draft). Complete: null (registration is over; go to the feed).
 */
export function resumeStep(state: GuardState, draft: RegistrationDraft | null, requested: StepKey | null): StepKey | null {
  if (state === 'login') return 'signup';
  if (state === 'confirm_email') return 'confirm_email';
  if (state === 'ok') return null;
  const first = stepIndex('personal_info');
  const reached = draft ? Math.max(first, stepIndex(draft.reached)) : first;
  if (requested) {
    const i = stepIndex(requested);
    if (i >= first && i <= reached) return requested;
  }
  const own = draft ? stepIndex(draft.step) : first;
  return STEPS[Math.min(Math.max(own, first), reached)].key;
}

// ---- initial form values: the draft, else what the profile already holds ---------------------------

export function initialPersonal(profile: UserProfile | null, draft: RegistrationDraft | null): PersonalValues {
  if (draft?.personal) return draft.personal;
  const v = emptyPersonal();
  const loc = profile?.location;
  if (profile?.phone) v.phone = profile.phone;
  if (profile?.gender) v.gender = profile.gender;
  if (loc?.address) {
    v.manual = true;
    v.address_type = loc.address_type === 'international' ? 'international' : 'domestic';
    v.street = loc.address ?? '';
    v.street_2 = loc.address_2 ?? '';
    v.city = loc.city ?? '';
    v.state = loc.address_state ?? '';
    v.zipcode = loc.zip ?? '';
    v.country = loc.country ?? v.country;
  }
  if (profile?.preferred_chapter) {
    v.chapter_id = profile.preferred_chapter.id;
    v.chapter_name = profile.preferred_chapter.name ?? null;
  }
  return v;
}

export function initialSocial(profile: UserProfile | null, draft: RegistrationDraft | null): SocialValues {
  if (draft?.social) return draft.social;
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    profile_bio: profile?.profile_bio ?? '',
    profile_photo_url: profile?.profile_photo_url ?? null,
    cover_photo_url: profile?.cover_photo_url ?? null,
  };
}

const yesNo = (b: boolean | null | undefined) => (b === true ? 'yes' : b === false ? 'no' : '');

export function initialMilitary(profile: UserProfile | null, draft: RegistrationDraft | null): MilitaryValues {
  if (draft?.military) return draft.military;
  const v = emptyMilitary();
  if (!profile?.military_status) return v;
  const ets = parseYmd(profile.military_ets);
  return {
    ...v,
    military_status: profile.military_status,
    military_family_member: !!profile.military_family_member,
    military_branch: profile.military_branch ?? '',
    military_rank: profile.military_rank ?? '',
    military_specialty: profile.military_specialty ?? '',
    combat_zone: yesNo(profile.combat_zone),
    combat_deployment_operations: profile.combat_deployment_operations ?? '',
    has_disability: yesNo(profile.has_disability),
    ets_year: ets ? String(ets.year) : '',
    ets_month: ets ? String(ets.month) : '',
    ets_day: ets ? String(ets.day) : '',
  };
}

export function initialPrivacy(profile: UserProfile | null, draft: RegistrationDraft | null): PrivacyValues {
  if (draft?.privacy) return draft.privacy;
  return { anonymous_profile: !!profile?.anonymous_profile, waiver: false };
}
