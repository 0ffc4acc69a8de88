import { useId, type Ref } from 'react';
import {
  BRANCHES,
  CIVILIAN,
  DAYS,
  DEPLOYMENT_OPERATIONS,
  ETS_STATUS,
  MILITARY_STATUSES,
  MONTHS,
  etsYearChoices,
  needsService,
  ranksFor,
} from '@/lib/military';
import { ChoiceGroup } from './choice-group';
import { Checkbox } from './choice-group';
import { Field } from './field';
import { emptyMilitaryValues, type MilitaryFormField, type MilitaryFormValues } from './military-values';

export { emptyMilitaryValues, type MilitaryFormField, type MilitaryFormValues, type YesNo } from './military-values';

export const militaryLabels = {
  status: 'Military Status',
  familyMember: 'I am a military family member',
  branch: 'Branch of Service',
  chooseBranch: 'Choose a branch',
  rank: 'Rank',
  chooseRank: 'Choose a rank',
  specialty: 'Military Specialty',
  specialtyHint: 'Your MOS, rating or AFSC, for example 11B or Hospital Corpsman.',
  combatZone: 'Have you served in a combat zone?',
  operation: 'Deployment Operation',
  chooseOperation: 'Choose an operation',
  disability: 'Do you have a service-connected disability?',
  ets: 'Expiration Term of Service (ETS) Date',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  yes: 'Yes',
  no: 'No',
} as const;

const YES_NO = [
  { value: 'yes', label: militaryLabels.yes },
  { value: 'no', label: militaryLabels.no },
] as const;

/**
 * Applies one change with the form rules of accounts spec §4: changing branch clears rank; leaving
 * the ETS status clears the date; combat zone 'no' clears the operation; Civilian clears service
 * fields, other statuses clear the family-member flag.
 */
export function changeMilitary<K extends keyof MilitaryFormValues>(
  v: MilitaryFormValues,
  key: K,
  value: MilitaryFormValues[K],
): MilitaryFormValues {
  const next = { ...v, [key]: value };
  if (key === 'military_branch' && value !== v.military_branch) next.military_rank = '';
  if (key === 'combat_zone' && value !== 'yes') next.combat_deployment_operations = '';
  if (key === 'military_status') {
    if (value === CIVILIAN) {
      return { ...emptyMilitaryValues(), military_status: CIVILIAN, military_family_member: v.military_family_member };
    }
    next.military_family_member = false;
    if (value !== ETS_STATUS) {
      next.ets_year = '';
      next.ets_month = '';
      next.ets_day = '';
    }
  }
  return next;
}

export interface MilitaryFieldsProps {
  value: MilitaryFormValues;
  onChange(next: MilitaryFormValues): void;
  errors: Partial<Record<MilitaryFormField, string>>;
  /** Ref to the status group's first radio (focus target for errors). */
  statusRef?: Ref<HTMLInputElement>;
  now?: Date;
}

/** Military status, branch, rank, specialty, combat zone, deployment, disability and ETS date. */
export function MilitaryFields({ value: v, onChange, errors, statusRef, now }: MilitaryFieldsProps) {
  const etsId = useId();
  const set = <K extends keyof MilitaryFormValues>(key: K, value: MilitaryFormValues[K]) => onChange(changeMilitary(v, key, value));
  const service = needsService(v.military_status);
  const ranks = ranksFor(v.military_branch);
  const years = etsYearChoices(now);
  return (
    <div className="rwb-military" part="military">
      <ChoiceGroup
        legend={militaryLabels.status}
        name="military_status"
        choices={MILITARY_STATUSES.map((s) => ({ value: s, label: s }))}
        value={v.military_status}
        onChange={(s) => set('military_status', s)}
        error={errors.military_status}
        firstRef={statusRef}
        required
      />
      {v.military_status === CIVILIAN && (
        <Checkbox
          label={militaryLabels.familyMember}
          name="military_family_member"
          checked={v.military_family_member}
          onChange={(c) => set('military_family_member', c)}
        />
      )}
      {service && (
        <>
          <Field
            label={militaryLabels.branch}
            error={errors.military_branch}
            required
            control={(p) => (
              <select {...p} name="military_branch" value={v.military_branch} onChange={(e) => set('military_branch', e.currentTarget.value)}>
                <option value="">{militaryLabels.chooseBranch}</option>
                {BRANCHES.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            )}
          />
          <Field
            label={militaryLabels.rank}
            error={errors.military_rank}
            required
            control={(p) => (
              <select
                {...p}
                name="military_rank"
                value={v.military_rank}
                disabled={ranks.length === 0}
                onChange={(e) => set('military_rank', e.currentTarget.value)}
              >
                <option value="">{militaryLabels.chooseRank}</option>
                {(['enlisted', 'warrant', 'officer'] as const).map((kind) => {
                  const group = ranks.filter((r) => r.kind === kind);
                  if (group.length === 0) return null;
                  return (
                    <optgroup key={kind} label={kind === 'enlisted' ? 'Enlisted' : kind === 'warrant' ? 'Warrant Officer' : 'Officer'}>
                      {group.map((r) => (
                        <option key={r.code} value={r.code}>
                          {`${r.code} – ${r.title} (${r.grade})`}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </select>
            )}
          />
          <Field
            label={militaryLabels.specialty}
            hint={militaryLabels.specialtyHint}
            name="military_specialty"
            maxLength={100}
            value={v.military_specialty}
            onChange={(e) => set('military_specialty', e.currentTarget.value)}
          />
          <ChoiceGroup
            legend={militaryLabels.combatZone}
            name="combat_zone"
            inline
            choices={YES_NO}
            value={v.combat_zone}
            onChange={(c) => set('combat_zone', c)}
            error={errors.combat_zone}
            required
          />
          {v.combat_zone === 'yes' && (
            <Field
              label={militaryLabels.operation}
              error={errors.combat_deployment_operations}
              required
              control={(p) => (
                <select
                  {...p}
                  name="combat_deployment_operations"
                  value={v.combat_deployment_operations}
                  onChange={(e) => set('combat_deployment_operations', e.currentTarget.value)}
                >
                  <option value="">{militaryLabels.chooseOperation}</option>
                  {DEPLOYMENT_OPERATIONS.map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
          <ChoiceGroup
            legend={militaryLabels.disability}
            name="has_disability"
            inline
            choices={YES_NO}
            value={v.has_disability}
            onChange={(c) => set('has_disability', c)}
            error={errors.has_disability}
            required
          />
        </>
      )}
      {v.military_status === ETS_STATUS && (
        <fieldset className="rwb-date" aria-describedby={errors.military_ets ? `${etsId}-error` : undefined}>
          <legend className="rwb-field__label">{militaryLabels.ets}</legend>
          <div className="rwb-date__parts">
            <label>
              <span>{militaryLabels.month}</span>
              <select
                className="rwb-field__control"
                name="ets_month"
                value={v.ets_month}
                aria-invalid={errors.military_ets ? true : undefined}
                onChange={(e) => set('ets_month', e.currentTarget.value)}
              >
                <option value="">--</option>
                {MONTHS.map((m) => (
                  <option key={m.value} value={String(m.value)}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{militaryLabels.day}</span>
              <select
                className="rwb-field__control"
                name="ets_day"
                value={v.ets_day}
                aria-invalid={errors.military_ets ? true : undefined}
                onChange={(e) => set('ets_day', e.currentTarget.value)}
              >
                <option value="">--</option>
                {DAYS.map((d) => (
                  <option key={d} value={String(d)}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{militaryLabels.year}</span>
              <select
                className="rwb-field__control"
                name="ets_year"
                value={v.ets_year}
                aria-invalid={errors.military_ets ? true : undefined}
                onChange={(e) => set('ets_year', e.currentTarget.value)}
              >
                <option value="">----</option>
                {years.map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="rwb-field__error" id={`${etsId}-error`} aria-live="polite">
            {errors.military_ets || null}
          </p>
        </fieldset>
      )}
    </div>
  );
}
