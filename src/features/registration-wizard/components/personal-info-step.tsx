import { useRef, useState } from 'react';
import { verifyFormAddress } from '@/ui/address/verify-form-address';
import { PersonalInfoFields } from '@/ui/personal-info-fields';
import { labels, messages } from '../messages';
import type { AddressVerification } from '../payload';
import { hasErrors, type PersonalValues } from '../schemas';
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
    setBusy(true);
    const checked = await verifyFormAddress(v);
    setBusy(false);
    if (!checked.ok) {
      setNotice(checked.problem === 'lookupFailed' ? messages.addressLookupFailed : messages.addressNotVerified);
      queryRef.current?.focus();
      return;
    }
    onDraft(checked.values);
    onDone(checked.values, checked.verification);
  }

  const zip = v.address_type === 'domestic' && /^\d{5}/.test(v.zipcode.trim()) ? v.zipcode.trim().slice(0, 5) : null;

  return (
    <StepFrame step="personal_info" title={labels.personalTitle} onSubmit={submit} busy={busy} focusHeading={focusHeading}>
      <div ref={rootRef}>
        <PersonalInfoFields
          value={v}
          errors={errors}
          labels={labels}
          phoneRequired={phoneRequired}
          onChange={(patch) => update({ ...v, ...patch })}
          onAddressChange={() => setNotice(null)}
          notice={notice}
          phoneRef={phoneRef}
          queryRef={queryRef}
          genderRef={genderRef}
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
