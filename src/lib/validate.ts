/**
 * The spec's general validation rules (accounts §5 'General', §9). Messages are the features' business
 * (their messages.ts); these return booleans or reason codes.
 */

/** Empty when missing or only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The basic pattern: something@domain.tld, no spaces. */
export function isValidEmail(value: string | null | undefined): boolean {
  return !!value && EMAIL.test(value.trim());
}

/** True when the e-mail's domain is the organisation's domain or one of its subdomains. */
export function isOrgEmail(email: string, orgDomain: string): boolean {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at < 0 || !orgDomain) return false;
  const domain = email.trim().toLowerCase().slice(at + 1);
  const org = orgDomain.toLowerCase();
  return domain === org || domain.endsWith(`.${org}`);
}

const URL_PATTERN = /^https?:\/\/(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,4}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** http or https, a domain, a 2-4 letter ending; path, query and hash allowed. */
export function isValidUrl(value: string | null | undefined): boolean {
  return !!value && URL_PATTERN.test(value.trim());
}

export function digitsOnly(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Exactly 10 digits once formatting is stripped. */
export function isTenDigitPhone(value: string | null | undefined): boolean {
  return digitsOnly(value).length === 10;
}

/** Formatting characters a phone may contain besides digits: spaces ( ) - . + */
export function hasOnlyPhoneCharacters(value: string): boolean {
  return /^[\d\s().+-]*$/.test(value);
}

/** Why a phone is not acceptable, or null: 'missing' | 'not_numbers' | 'not_ten_digits'. */
export function phoneProblem(value: string | null | undefined): 'missing' | 'not_numbers' | 'not_ten_digits' | null {
  if (isBlank(value)) return 'missing';
  if (!hasOnlyPhoneCharacters(value!.trim())) return 'not_numbers';
  if (!isTenDigitPhone(value)) return 'not_ten_digits';
  return null;
}

/** (xxx) xxx-xxxx for 10 digits (a leading US 1 is dropped); anything else comes back unchanged. */
export function formatPhone(value: string | null | undefined): string {
  let d = digitsOnly(value);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length !== 10) return value ?? '';
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Zip codes are trimmed to their first 5 digits. */
export function trimZip(value: string | null | undefined): string {
  return digitsOnly(value).slice(0, 5);
}
