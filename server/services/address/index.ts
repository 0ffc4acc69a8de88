/**
 * `createAddressAdapter(config)`: the street-level vendor when `ADDRESS_VENDOR_KEY` (with
 * `ADDRESS_VENDOR_URL`) is configured, else the offline zip/city gazetteer. The product never
 * serves made-up addresses: fixture adapters live in tests/fixtures/ only.
 */
import type { Config } from '../../config';
import { createOfflineAddressAdapter } from './offline';
import type { AddressAdapter } from './types';
import { createVendorAddressAdapter } from './vendor';

export { ADDRESS_ERROR_MESSAGES, UNVERIFIED_MESSAGE, addressErrorMessage, type AddressErrorCode } from './codes';
export { createOfflineAddressAdapter } from './offline';
export * from './types';
export { createVendorAddressAdapter, type VendorOptions } from './vendor';

/** At most this many suggestions per lookup (spec §9). */
export const ADDRESS_SUGGESTION_LIMIT = 10;

export function createAddressAdapter(config: Pick<Config, 'addressVendor'>, opts: { fetch?: typeof fetch } = {}): AddressAdapter {
  const { url, key } = config.addressVendor;
  if (url && key) return createVendorAddressAdapter({ url, key, fetch: opts.fetch });
  return createOfflineAddressAdapter();
}
