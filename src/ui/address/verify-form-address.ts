/**
 * Verifying the address of a form before it is sent (registration step 3, profile settings' personal
 * information; accounts spec §5): a chosen suggestion must verify, and then takes the service's
 * spelling (canonical street and city, 5-digit zip); a manually entered address never blocks and is
 * sent with the result as it is.
 */
import { verifyAddress } from '@/lib/address';
import { trimZip } from '@/lib/validate';
import type { AddressFormValue } from './address-value';

/** What the address service said, as the save payload sends it. */
export interface AddressVerification {
  /** The service verified the domestic address. */
  address_verified: boolean;
  /** The service verified the international address. */
  international_address_verified: boolean;
}

/**
 * The outcome: the values to send (zip trimmed, normalized lines for a chosen suggestion) with the
 * verification, or why a chosen suggestion blocks: the lookup failed ('Could not get the address.')
 * or the service could not verify it ('Could not verify address. …').
 */
export type FormAddressCheck<T> = { ok: true; values: T; verification: AddressVerification } | { ok: false; problem: 'lookupFailed' | 'notVerified' };

/** Verifies a validated address (a domestic zip is 5 digits or 5+4) with the member's token. */
export async function verifyFormAddress<T extends AddressFormValue>(values: T): Promise<FormAddressCheck<T>> {
  const domestic = values.address_type === 'domestic';
  const address: T = { ...values, zipcode: domestic ? trimZip(values.zipcode) : values.zipcode.trim() };
  let verified = false;
  try {
    const result = await verifyAddress(address, { loggedIn: true });
    verified = result.verified;
    if (result.verified && result.normalized && !values.manual) {
      // Keep the service's spelling (canonical city, 5-digit zip).
      address.street = result.normalized.street;
      address.city = result.normalized.city;
      address.state = result.normalized.state;
      address.zipcode = result.normalized.zipcode;
    }
  } catch {
    if (!values.manual) return { ok: false, problem: 'lookupFailed' };
  }
  if (!verified && !values.manual) return { ok: false, problem: 'notVerified' };
  return { ok: true, values: address, verification: { address_verified: domestic && verified, international_address_verified: !domestic && verified } };
}
