import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { AddressField, type AddressFormValue } from '@/ui/address-field';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { Field } from '@/ui/field';
import { verifyAddress } from '@/lib/address';
import { isApiError } from '@/lib/http';
import { GENDERS } from '@/lib/military';
import { ShadowStyles } from '@/lib/styles';
import { trimZip } from '@/lib/validate';
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

const ADDRESS_KEYS: (keyof AddressFormValue)[] = ['address_type', 'manual', 'query', 'selected', 'street', 'street_2', 'city', 'state', 'zipcode', 'country'];

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

  /** Verifies a changed address like registration: a chosen suggestion must verify; a manual one never blocks. */
  async function verify(values: PersonalInfoValues): Promise<{ values: PersonalInfoValues; verification: AddressVerification } | null> {
    const domestic = values.address_type === 'domestic';
    const address = { ...values, zipcode: domestic ? trimZip(values.zipcode) : values.zipcode.trim() };
    let verified = false;
    try {
      const result = await verifyAddress(address, { loggedIn: true });
      verified = result.verified;
      if (result.verified && result.normalized && !values.manual) {
        address.street = result.normalized.street;
        address.city = result.normalized.city;
        address.state = result.normalized.state;
        address.zipcode = result.normalized.zipcode;
      }
    } catch {
      if (!values.manual) {
        setNotice(m.addressLookupFailed);
        return null;
      }
    }
    if (!verified && !values.manual) {
      setNotice(m.addressNotVerified);
      return null;
    }
    return { values: address, verification: { address_verified: domestic && verified, international_address_verified: !domestic && verified } };
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
        const checked = await verify(v);
        if (!checked) {
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

  const addressValue = Object.fromEntries(ADDRESS_KEYS.map((k) => [k, v[k]])) as unknown as AddressFormValue;
  const sizes: string[] = [...SHIRT_SIZES];
  if (v.shirt_size && !sizes.includes(v.shirt_size)) sizes.push(v.shirt_size);

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
      <ShadowStyles css={css} />
      <Field
        label={l.firstName}
        name="first_name"
        autoComplete="given-name"
        required
        maxLength={100}
        value={v.first_name}
        error={errors.first_name}
        onChange={(e) => set('first_name', e.currentTarget.value)}
      />
      <Field
        label={l.lastName}
        name="last_name"
        autoComplete="family-name"
        required
        maxLength={100}
        value={v.last_name}
        error={errors.last_name}
        onChange={(e) => set('last_name', e.currentTarget.value)}
      />
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
      <Field
        label={l.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        maxLength={20}
        value={v.phone}
        error={errors.phone}
        onChange={(e) => set('phone', e.currentTarget.value)}
      />
      <AddressField
        value={addressValue}
        onChange={(a) => {
          setNotice(null);
          setV((cur) => ({ ...cur, ...a }));
        }}
        errors={errors}
        loggedIn
        notice={notice}
        queryRef={queryRef}
      />
      <ChoiceGroup
        legend={l.gender}
        name="gender"
        inline
        required
        choices={GENDERS.map((g) => ({ value: g, label: g }))}
        value={v.gender}
        onChange={(g) => set('gender', g)}
        error={errors.gender}
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
