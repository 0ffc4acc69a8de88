import type { Ref } from 'react';
import { GENDERS } from '@/lib/military';
import { AddressField, addressOf, type AddressFormField, type AddressFormValue } from './address-field';
import { ChoiceGroup } from './choice-group';
import { Field } from './field';

export interface PersonalInfoFieldsValue extends AddressFormValue {
  phone: string;
  gender: string;
}

export interface PersonalInfoFieldsProps {
  value: PersonalInfoFieldsValue;
  errors: Partial<Record<AddressFormField | 'phone' | 'gender', string>>;
  /** The feature's labels ('Phone Number', 'Gender'). */
  labels: { phone: string; gender: string };
  phoneRequired: boolean;
  /** The phone, the gender or the address changed. */
  onChange(patch: Partial<PersonalInfoFieldsValue>): void;
  /** The address changed (a verification notice under it is out of date). */
  onAddressChange?(): void;
  /** A verification problem shown under the address (spec's 'Could not verify address…'). */
  notice?: string | null;
  /** Focus targets for errors: the phone input, the address search, the gender group's first radio. */
  phoneRef?: Ref<HTMLInputElement>;
  queryRef?: Ref<HTMLInputElement>;
  genderRef?: Ref<HTMLInputElement>;
}

/**
 * The personal information registration step 3 and profile settings share (accounts spec §5): the
 * phone number, the address (autocomplete or manual, domestic or international, with the member's
 * token) and the gender.
 */
export function PersonalInfoFields({ value: v, errors, labels, phoneRequired, onChange, onAddressChange, notice, phoneRef, queryRef, genderRef }: PersonalInfoFieldsProps) {
  return (
    <>
      <Field
        ref={phoneRef}
        label={labels.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required={phoneRequired}
        maxLength={20}
        value={v.phone}
        error={errors.phone}
        onChange={(e) => onChange({ phone: e.currentTarget.value })}
      />
      <AddressField
        value={addressOf(v)}
        onChange={(a) => {
          onAddressChange?.();
          onChange(a);
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
        required
        choices={GENDERS.map((g) => ({ value: g, label: g }))}
        value={v.gender}
        onChange={(gender) => onChange({ gender })}
        error={errors.gender}
        firstRef={genderRef}
      />
    </>
  );
}
