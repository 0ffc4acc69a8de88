// verifyFormAddress: a chosen suggestion must verify and takes the service's spelling; a manual
// address never blocks; the verification flags follow the address type.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as addressLib from '@/lib/address';
import { verifyAddress } from '@/lib/address';
import { emptyAddress, type AddressFormValue } from '@/ui/address/address-value';
import { verifyFormAddress } from '@/ui/address/verify-form-address';

vi.mock('@/lib/address', async (importOriginal) => ({ ...(await importOriginal<typeof addressLib>()), verifyAddress: vi.fn() }));
const verify = vi.mocked(verifyAddress);

afterEach(() => verify.mockReset());

const chosen = (extra: Partial<AddressFormValue> = {}) => ({
  ...emptyAddress('domestic'),
  selected: true,
  street: '100 main st',
  city: 'raleigh',
  state: 'NC',
  zipcode: ' 27601-1234 ',
  phone: '9195550100',
  ...extra,
});
const NORMALIZED = { street: '100 Main St', city: 'Raleigh', state: 'NC', zipcode: '27601', country: 'United States' };

describe('verifyFormAddress', () => {
  it('sends the address with a 5-digit zip and the member token; a verified suggestion takes the normalized lines', async () => {
    let sent: unknown;
    verify.mockImplementation(async (address, opts) => {
      sent = { ...address, ...opts };
      return { verified: true, normalized: NORMALIZED };
    });
    const result = await verifyFormAddress(chosen());
    expect(sent).toMatchObject({ zipcode: '27601', street: '100 main st', loggedIn: true });
    expect(result).toEqual({
      ok: true,
      values: { ...chosen(), street: '100 Main St', city: 'Raleigh', state: 'NC', zipcode: '27601' },
      verification: { address_verified: true, international_address_verified: false },
    });
  });

  it('a verified manual address keeps what the member typed (zip trimmed)', async () => {
    verify.mockResolvedValue({ verified: true, normalized: NORMALIZED });
    const result = await verifyFormAddress(chosen({ manual: true, selected: false }));
    expect(result).toMatchObject({ ok: true, values: { street: '100 main st', city: 'raleigh', zipcode: '27601' }, verification: { address_verified: true } });
  });

  it('an international address keeps its postal code as typed (trimmed) and reports international verification', async () => {
    verify.mockResolvedValue({ verified: true });
    const result = await verifyFormAddress({ ...emptyAddress('international'), manual: true, street: '1 Rue', city: 'Paris', state: 'IDF', zipcode: ' 75001 ', country: 'France' });
    expect(result).toMatchObject({ ok: true, values: { zipcode: '75001' }, verification: { address_verified: false, international_address_verified: true } });
  });

  it('a chosen suggestion that does not verify, or whose lookup fails, blocks with the reason', async () => {
    verify.mockResolvedValue({ verified: false });
    expect(await verifyFormAddress(chosen())).toEqual({ ok: false, problem: 'notVerified' });
    verify.mockRejectedValue(new Error('offline'));
    expect(await verifyFormAddress(chosen())).toEqual({ ok: false, problem: 'lookupFailed' });
  });

  it('a manual address never blocks: sent unverified when the service says no or fails', async () => {
    verify.mockResolvedValue({ verified: false });
    expect(await verifyFormAddress(chosen({ manual: true }))).toMatchObject({ ok: true, verification: { address_verified: false, international_address_verified: false } });
    verify.mockRejectedValue(new Error('offline'));
    expect(await verifyFormAddress(chosen({ manual: true }))).toMatchObject({ ok: true, values: { zipcode: '27601' }, verification: { address_verified: false } });
  });
});
