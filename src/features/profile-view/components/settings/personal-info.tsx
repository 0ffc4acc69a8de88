import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { verifyFormAddress } from '@/ui/address/verify-form-address';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { PersonalInfoFields } from '@/ui/personal-info-fields';
import { NameFields } from '@/ui/social-profile-fields';
import { isApiError } from '@/lib/http';
import { ShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import type { Profile } from '../../schemas';
import { updateProfile } from '../../settings/api';
import { settingsLabels as l, settingsMessages as m } from '../../settings/messages';
import {
  emailChanged,
  FIELD_CONTROL_NAME,
  firstInvalid,
  hasErrors,
  personalInfoFromProfile,
  SHIRT_SIZES,
  validatePersonalInfo,
  type PersonalInfoErrors,
  type PersonalInfoField,
  type PersonalInfoValues,
  type ShippingValues,
} from '../../settings/model';
import { addressChanged, personalInfoPayload, serverFieldErrors, type AddressVerification } from '../../settings/payload';
import { CurrentPasswordField } from '../account/current-password-field';
import css from './settings.css?inline';
import { ShippingFields } from './shipping-fields';

interface Props {
  profile: Profile;
  onSaved(profile: Profile): void;
}

/**
 * Personal Information (accounts spec §5 'Personal info (settings)'): names, e-mail, phone, address
 * (autocomplete or manual, domestic or international), gender, an optional shipping address and the
 * shirt size. A changed e-mail asks for the current password (sent as `current_password`; a wrong one
 * is 'INVALID PASSWORD.' under it). Saves a partial update; a failure keeps what the member typed.
 */
export function PersonalInfo({ profile, onSaved }: Props) {
  const config = useStore($config);
  const [initial] = useState(() => personalInfoFromProfile(profile));
  const [v, setV] = useState<PersonalInfoValues>(initial);
  const [errors, setErrors] = useState<PersonalInfoErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const queryRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof PersonalInfoValues>(key: K, value: PersonalInfoValues[K]) => setV((cur) => ({ ...cur, [key]: value }));
  const setShip = (patch: Partial<ShippingValues>) => setV((cur) => ({ ...cur, shipping: { ...cur.shipping, ...patch } }));

  function focusField(field: PersonalInfoField | null) {
    if (!field) return;
    if (field === 'query' && queryRef.current) return queryRef.current.focus();
    formRef.current?.querySelector<HTMLElement>(`[name="${FIELD_CONTROL_NAME[field]}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validatePersonalInfo(v, { domain: config.orgEmailDomain, product: config.productName }, initial);
    setErrors(found);
    setNotice(null);
    setFailure(null);
    if (hasErrors(found)) {
      focusField(firstInvalid(found));
      return;
    }
    setBusy(true);
    try {
      let values = v;
      let verification: AddressVerification | null = null;
      if (addressChanged(v, initial)) {
        // A chosen suggestion must verify; a manual address never blocks (as in registration).
        const checked = await verifyFormAddress(v);
        if (!checked.ok) {
          setNotice(checked.problem === 'lookupFailed' ? m.addressLookupFailed : m.addressNotVerified);
          queryRef.current?.focus();
          return;
        }
        values = checked.values;
        verification = checked.verification;
      }
      const saved = await updateProfile(profile.id, personalInfoPayload(values, initial, verification));
      onSaved(saved);
    } catch (error) {
      // The member's input stays as typed; a 422 shows the server's message on its field.
      const fromServer = isApiError(error) && (error.status === 422 || error.status === 429) ? serverFieldErrors(error.fields, error) : null;
      if (fromServer && hasErrors(fromServer.errors)) {
        setErrors(fromServer.errors);
        if (fromServer.rest.length) setFailure(m.personalInfoFailed);
        focusField(firstInvalid(fromServer.errors));
      } else {
        console.error('[rwb] personal info save failed', error);
        setFailure(m.personalInfoFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  const sizes: string[] = [...SHIRT_SIZES];
  if (v.shirt_size && !sizes.includes(v.shirt_size)) sizes.push(v.shirt_size);

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
      <ShadowStyles css={css} />
      <NameFields value={v} errors={errors} labels={l} onChange={set} />
      <Field
        label={l.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        hint={m.emailChangeHint}
        value={v.email}
        error={errors.email}
        onChange={(e) => set('email', e.currentTarget.value)}
      />
      {emailChanged(v, initial) && (
        <CurrentPasswordField
          hint={m.currentPasswordForEmail}
          value={v.current_password}
          error={errors.current_password}
          onChange={(value) => set('current_password', value)}
        />
      )}
      <PersonalInfoFields
        value={v}
        errors={errors}
        labels={l}
        phoneRequired
        onChange={(patch) => setV((cur) => ({ ...cur, ...patch }))}
        onAddressChange={() => setNotice(null)}
        notice={notice}
        queryRef={queryRef}
      />
      <Field
        label={l.shirtSize}
        error={errors.shirt_size}
        control={(p) => (
          <select {...p} name="shirt_size" value={v.shirt_size} onChange={(e) => set('shirt_size', e.currentTarget.value)}>
            <option value="">{l.chooseSize}</option>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      />
      <ShippingFields value={v.shipping} errors={errors} onChange={setShip} />
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="settings-actions">
        <Button type="submit" busy={busy}>
          {l.save}
        </Button>
      </div>
    </form>
  );
}
