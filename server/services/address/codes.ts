/**
 * Address service result codes (the AE "address error" family of street-level verification
 * services) and the member-facing message for each. One map: the vendor adapter and the offline
 * adapter both answer with these.
 */
export const ADDRESS_ERROR_MESSAGES = {
  AE01: 'Zip code error: the zip code does not exist or does not match the city and state.',
  AE02: 'Unknown street: we could not find this street in the city and zip code given.',
  AE03: 'The parts of the street address (direction, street type or name) do not match a real address.',
  AE04: 'This address exists but does not receive mail. Please enter an address where you get mail.',
  AE05: 'This address matches more than one location. Please add more detail (for example the direction or street type).',
  AE06: 'This address cannot be verified yet (it may be on a new street). Please check it or enter it manually.',
  AE07: 'The address is incomplete: please enter at least a street with a zip code, or a street with a city and state.',
  AE08: 'The apartment or suite number is not valid for this address.',
  AE09: 'This address needs an apartment or suite number.',
  AE10: 'The house or building number is not valid for this street.',
  AE11: 'The house or building number is missing.',
  AE12: 'The PO Box or rural route box number is not valid.',
  AE13: 'The PO Box or rural route box number is missing.',
  AE14: 'This address needs a suite, box or private mailbox (PMB) number.',
} as const;

export type AddressErrorCode = keyof typeof ADDRESS_ERROR_MESSAGES;

/** Shown when an address cannot be verified and no more specific reason is known (spec §5). */
export const UNVERIFIED_MESSAGE = 'Could not verify address. Please submit your address via manual entry.';

export function isAddressErrorCode(code: string): code is AddressErrorCode {
  return Object.hasOwn(ADDRESS_ERROR_MESSAGES, code);
}

export function addressErrorMessage(code: string): string {
  return isAddressErrorCode(code) ? ADDRESS_ERROR_MESSAGES[code] : UNVERIFIED_MESSAGE;
}
