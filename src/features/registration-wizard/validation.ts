/**
 * Validation of registration steps 3-6 (accounts spec §5): personal info, social profile, military
 * service, privacy and waiver. Each returns the message per field; an empty object means valid.
 */
import { ETS_STATUS, GENDERS, isMilitaryStatus, isRankOf, isValidEtsDate, needsService } from '@/lib/military';
import { isBlank, phoneProblem } from '@/lib/validate';
import { messages } from './messages';
import { BIO_MAX, ZIP, type Errors, type MilitaryField, type MilitaryValues, type PersonalField, type PersonalValues, type PrivacyValues, type SocialValues } from './schemas';

export function validatePersonal(v: PersonalValues, opts: { phoneRequired: boolean }): Errors<PersonalField> {
  const e: Errors<PersonalField> = {};
  const phone = phoneProblem(v.phone);
  if (phone === 'missing') {
    if (opts.phoneRequired) e.phone = messages.phoneMissing;
  } else if (phone === 'not_numbers') e.phone = messages.phoneNotNumbers;
  else if (phone === 'not_ten_digits') e.phone = messages.phoneNotTen;

  if (!v.manual && !v.selected) {
    e.query = messages.required;
  } else {
    if (isBlank(v.street)) e.street = messages.required;
    if (isBlank(v.city)) e.city = messages.required;
    if (isBlank(v.state)) e.state = messages.required;
    if (v.address_type === 'domestic') {
      if (isBlank(v.zipcode)) e.zipcode = messages.required;
      else if (!ZIP.test(v.zipcode.trim())) e.zipcode = messages.zipInvalid;
    }
  }
  if (v.address_type === 'international' && (isBlank(v.country) || v.country === 'United States')) e.country = messages.required;
  if (!(GENDERS as readonly string[]).includes(v.gender)) e.gender = messages.selectOption;
  return e;
}

export function validateSocial(v: SocialValues): Errors<'first_name' | 'last_name' | 'profile_bio'> {
  const e: Errors<'first_name' | 'last_name' | 'profile_bio'> = {};
  if (isBlank(v.first_name)) e.first_name = messages.required;
  if (isBlank(v.last_name)) e.last_name = messages.required;
  if (v.profile_bio.length > BIO_MAX) e.profile_bio = messages.bioTooLong;
  return e;
}

/**
 * Military registration (§5): status required; for non-civilians branch, rank (of that branch),
 * combat zone and disability; the deployment operation when combat zone is yes; for the ETS status a
 * valid ETS date ('INVALID DATE').
 */
export function validateMilitary(v: MilitaryValues, now: Date = new Date()): Errors<MilitaryField> {
  const e: Errors<MilitaryField> = {};
  if (!isMilitaryStatus(v.military_status)) {
    e.military_status = messages.selectOption;
    return e;
  }
  if (!needsService(v.military_status)) return e;
  if (isBlank(v.military_branch)) e.military_branch = messages.selectOption;
  if (!isRankOf(v.military_branch, v.military_rank)) e.military_rank = messages.selectOption;
  if (v.combat_zone === '') e.combat_zone = messages.selectOption;
  if (v.combat_zone === 'yes' && isBlank(v.combat_deployment_operations)) e.combat_deployment_operations = messages.selectOption;
  if (v.has_disability === '') e.has_disability = messages.selectOption;
  if (v.military_status === ETS_STATUS && !isValidEtsDate(Number(v.ets_year), Number(v.ets_month), Number(v.ets_day), now)) {
    e.military_ets = messages.invalidDate;
  }
  return e;
}

export function validatePrivacy(v: PrivacyValues): Errors<'waiver'> {
  return v.waiver ? {} : { waiver: messages.waiverRequired };
}
