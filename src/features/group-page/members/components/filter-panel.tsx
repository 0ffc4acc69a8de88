import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { Modal } from '@/ui/modal';
import { CHECK_IN_FREQUENCIES, LAST_CHECK_IN_DAYS, MEMBER_STATUS_CODES } from '@/lib/groups';
import { EMPTY_FILTER, FILTER_BRANCHES, FILTER_MILITARY_STATUSES, JOINED_KEYS, type MemberFilterValues } from '../model';
import { memberLabels as t } from '../texts';

/** A set of checkboxes named by its legend. */
function CheckboxSet<V extends string>({ legend, values, choices, label, onChange }: { legend: string; values: readonly V[]; choices: readonly V[]; label(v: V): string; onChange(next: V[]): void }) {
  const id = useId();
  return (
    <fieldset className="rwb-choices members__set">
      <legend className="rwb-field__label">{legend}</legend>
      <div className="rwb-choices__options">
        {choices.map((c, i) => (
          <div className="rwb-choice" key={c}>
            <input
              type="checkbox"
              id={`${id}-${i}`}
              checked={values.includes(c)}
              onChange={(e) => onChange(e.currentTarget.checked ? choices.filter((x) => x === c || values.includes(x)) : values.filter((x) => x !== c))}
            />
            <label htmlFor={`${id}-${i}`}>{label(c)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** A radio group over numbers or null ('all time', 'any'): radios carry strings. */
function NumberChoices<N extends number>({ legend, name, value, choices, label, onChange }: { legend: string; name: string; value: N | null; choices: readonly N[]; label(v: N | null): string; onChange(v: N | null): void }) {
  const options = [null, ...choices];
  return (
    <ChoiceGroup
      legend={legend}
      name={name}
      className="members__set"
      choices={options.map((v) => ({ value: v === null ? 'all' : String(v), label: label(v) }))}
      value={value === null ? 'all' : String(value)}
      onChange={(v) => onChange(v === 'all' ? null : (Number(v) as N))}
    />
  );
}

export interface FilterFieldsProps {
  draft: MemberFilterValues;
  onChange(next: MemberFilterValues): void;
  /** The group's admins and moderators see the extra filters (§6). */
  staff: boolean;
  productName: string;
}

/** The member filter's fields (events spec §3, §9); the extra ones only for `staff`. */
export function FilterFields({ draft: d, onChange, staff, productName }: FilterFieldsProps) {
  const set = (patch: Partial<MemberFilterValues>) => onChange({ ...d, ...patch });
  const prefix = useId();
  return (
    <div className="members__filters">
      <ChoiceGroup
        legend={t.joined(productName)}
        name={`${prefix}joined`}
        className="members__set"
        choices={JOINED_KEYS.map((k) => ({ value: k, label: t.joinedChoices[k] }))}
        value={d.joined}
        onChange={(joined) => set({ joined })}
      />
      {staff && (
        <>
          <NumberChoices legend={t.lastCheckIn} name={`${prefix}last-check-in`} value={d.lastCheckIn} choices={LAST_CHECK_IN_DAYS} label={t.lastCheckInChoice} onChange={(lastCheckIn) => set({ lastCheckIn })} />
          <NumberChoices legend={t.checkIns} name={`${prefix}check-ins`} value={d.eventCheckInsYTD} choices={CHECK_IN_FREQUENCIES} label={t.checkInsChoice} onChange={(eventCheckInsYTD) => set({ eventCheckInsYTD })} />
          <CheckboxSet legend={t.memberStatus} values={d.memberStatus} choices={MEMBER_STATUS_CODES} label={(s) => t.memberStatuses[s]} onChange={(memberStatus) => set({ memberStatus })} />
        </>
      )}
      <CheckboxSet legend={t.branch} values={d.militaryBranch} choices={FILTER_BRANCHES} label={(b) => b} onChange={(militaryBranch) => set({ militaryBranch })} />
      <CheckboxSet legend={t.militaryStatus} values={d.militaryStatus} choices={FILTER_MILITARY_STATUSES} label={(s) => s} onChange={(militaryStatus) => set({ militaryStatus })} />
      {staff && (
        <CheckboxSet
          legend={t.showOnly}
          values={[...(d.isAnchorMember ? ['anchor' as const] : []), ...(d.isEagleLeader ? ['eagle' as const] : [])]}
          choices={['anchor', 'eagle'] as const}
          label={(v) => (v === 'anchor' ? t.anchorMember : t.eagleLeader)}
          onChange={(on) => set({ isAnchorMember: on.includes('anchor'), isEagleLeader: on.includes('eagle') })}
        />
      )}
    </div>
  );
}

/** The panel's Reset (every filter back to its default, not yet applied) and Apply. */
export function FilterActions({ onReset, onApply }: { onReset(): void; onApply(): void }) {
  return (
    <>
      <Button variant="secondary" onClick={onReset}>
        {t.reset}
      </Button>
      <Button onClick={onApply}>{t.apply}</Button>
    </>
  );
}

/** The panel's draft: starts from the filter in use; Reset empties it; Apply hands it over. */
export function useFilterDraft(filter: MemberFilterValues) {
  const [draft, setDraft] = useState(filter);
  return { draft, setDraft, reset: () => setDraft(EMPTY_FILTER) };
}

export interface FilterPanelProps extends Omit<FilterFieldsProps, 'draft' | 'onChange'> {
  filter: MemberFilterValues;
  onApply(next: MemberFilterValues): void;
  onClose(): void;
}

/** The full-screen filter panel (a modal) of the members page. */
export function FilterPanel({ filter, onApply, onClose, staff, productName }: FilterPanelProps) {
  const { draft, setDraft, reset } = useFilterDraft(filter);
  return (
    <Modal title={t.filtersTitle} onClose={onClose} className="members__panel" footer={<FilterActions onReset={reset} onApply={() => onApply(draft)} />}>
      <FilterFields draft={draft} onChange={setDraft} staff={staff} productName={productName} />
    </Modal>
  );
}
