import { useRef, useState } from 'react';
import { AddressField, addressOf } from '@/ui/address-field';
import { ChoiceGroup } from '@/ui/choice-group';
import { Field } from '@/ui/field';
import { verifyAddress } from '@/lib/address';
import { GENDERS } from '@/lib/military';
import { labels, messages } from '../messages';
import type { AddressVerification } from '../payload';
import { hasErrors, trimZip, type PersonalValues } from '../schemas';
import { validatePersonal } from '../validation';
import { ChapterPicker } from './chapter-picker';
import { StepFrame } from './step-frame';

interface Props {
  initial: PersonalValues;
  phoneRequired: boolean;
  focusHeading: boolean;
  /** Every change is kept in the local profile (draft) so a reload resumes with it. */
  onDraft(values: PersonalValues): void;
  onDone(values: PersonalValues, verification: AddressVerification): void;
}

/**
 * Step 3: phone, address (autocomplete or manual, domestic or international), gender, preferred
 * chapter. An address chosen from the suggestions must verify; a manually entered one is sent with
 * the verification result as it is.
 */
export function PersonalInfoStep({ initial, phoneRequired, focusHeading, onDraft, onDone }: Props) {
  const [v, setV] = useState<PersonalValues>(initial);
  const [errors, setErrors] = useState<ReturnType<typeof validatePersonal>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const queryRef = useRef<HTMLInputElement>(null);
  const genderRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  function update(next: PersonalValues) {
    setV(next);
    onDraft(next);
  }

  function focusFirstError(e: ReturnType<typeof validatePersonal>) {
    if (e.phone) phoneRef.current?.focus();
    else if (e.country) rootRef.current?.querySelector<HTMLElement>('select[name="country"]')?.focus();
    else if (e.query) queryRef.current?.focus();
    else if (e.street || e.city || e.state || e.zipcode) {
      const name = e.street ? 'street' : e.city ? 'city' : e.state ? 'state' : 'zipcode';
      rootRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
    } else if (e.gender) genderRef.current?.focus();
  }

  async function submit() {
    const found = validatePersonal(v, { phoneRequired });
    setErrors(found);
    setNotice(null);
    if (hasErrors(found)) {
      focusFirstError(found);
      return;
    }
    const domestic = v.address_type === 'domestic';
    const address = { ...v, zipcode: domestic ? trimZip(v.zipcode) : v.zipcode.trim() };
    setBusy(true);
    let verified = false;
    try {
      const result = await verifyAddress(address, { loggedIn: true });
      verified = result.verified;
      if (result.verified && result.normalized && !v.manual) {
        // Keep the service's spelling (canonical city, 5-digit zip).
        address.street = result.normalized.street;
        address.city = result.normalized.city;
        address.state = result.normalized.state;
        address.zipcode = result.normalized.zipcode;
      }
    } catch {
      if (!v.manual) {
        setBusy(false);
        setNotice(messages.addressLookupFailed);
        queryRef.current?.focus();
        return;
      }
    }
    setBusy(false);
    if (!verified && !v.manual) {
      setNotice(messages.addressNotVerified);
      queryRef.current?.focus();
      return;
    }
    const done = { ...v, ...address };
    onDraft(done);
    onDone(done, { address_verified: domestic && verified, international_address_verified: !domestic && verified });
  }

  const zip = v.address_type === 'domestic' && /^\d{5}/.test(v.zipcode.trim()) ? v.zipcode.trim().slice(0, 5) : null;

  return (
    <StepFrame step="personal_info" title={labels.personalTitle} onSubmit={submit} busy={busy} focusHeading={focusHeading}>
      <div ref={rootRef}>
        <Field
          ref={phoneRef}
          label={labels.phone}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={20}
          required={phoneRequired}
          value={v.phone}
          error={errors.phone}
          onChange={(e) => update({ ...v, phone: e.currentTarget.value })}
        />
        <AddressField
          value={addressOf(v)}
          onChange={(a) => {
            setNotice(null);
            update({ ...v, ...a });
          }}
          errors={errors}
          loggedIn
          notice={notice}
          queryRef={queryRef}
        />
        <ChoiceGroup
          legend={labels.gender}
          name="gender"
          inline
          choices={GENDERS.map((g) => ({ value: g, label: g }))}
          value={v.gender}
          onChange={(g) => update({ ...v, gender: g })}
          error={errors.gender}
          firstRef={genderRef}
          required
        />
        <ChapterPicker
          zip={zip}
          value={v.chapter_id}
          valueName={v.chapter_name}
          onChange={(c) => update({ ...v, chapter_id: c?.id ?? null, chapter_name: c?.name ?? null })}
        />
      </div>
    </StepFrame>
  );
}
