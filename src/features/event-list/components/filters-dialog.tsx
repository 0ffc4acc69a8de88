import { useState } from 'react';
import { Button } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { Field } from '@/ui/field';
import { Modal } from '@/ui/modal';
import { CATEGORY_LABELS, EVENT_CATEGORIES } from '@/lib/event-covers';
import { filterLabels as labels } from '../filters/messages';
import {
  DATE_FILTERS,
  DEFAULT_DISTANCE,
  DISTANCES,
  GROUP_OPTIONS,
  HOST_SCOPES,
  SORTS,
  VIRTUAL_SUBTYPES,
  VIRTUAL_TIMES,
  type LocalFilters,
  type VirtualFilters,
} from '../model';

type Props =
  | { kind: 'local'; value: LocalFilters; loggedIn: boolean; onApply(v: LocalFilters): void; onClose(): void }
  | { kind: 'virtual'; value: VirtualFilters; loggedIn: boolean; onApply(v: VirtualFilters): void; onClose(): void };

const LOCAL_DEFAULTS: LocalFilters = { distance: DEFAULT_DISTANCE, date: 'all', host: 'all', sort: 'date', categories: [], group: 'all' };
const VIRTUAL_DEFAULTS: VirtualFilters = { subtype: 'all', date: 'all', sort: 'date', categories: [], group: 'all', time: 'all' };

function Categories({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  return (
    <fieldset className="filters__categories">
      <legend className="rwb-field__label">{labels.category}</legend>
      <div className="filters__chips">
        {EVENT_CATEGORIES.map((c) => {
          const on = value.includes(c);
          return (
            <button key={c} type="button" className="chip" aria-pressed={on} onClick={() => onChange(on ? value.filter((x) => x !== c) : [...value, c])}>
              {CATEGORY_LABELS[c]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function Select<T extends string | number>(p: { label: string; value: T; options: readonly T[]; text(v: T): string; onChange(v: T): void; name: string }) {
  return (
    <Field
      label={p.label}
      control={(c) => (
        <select {...c} name={p.name} value={String(p.value)} onChange={(e) => p.onChange(p.options.find((o) => String(o) === e.currentTarget.value)!)}>
          {p.options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {p.text(o)}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** Event Filters (full screen, Reset and Apply): the local or the virtual tab's filters. */
export function FiltersDialog(props: Props) {
  const [local, setLocal] = useState<LocalFilters>(props.kind === 'local' ? props.value : LOCAL_DEFAULTS);
  const [virtual, setVirtual] = useState<VirtualFilters>(props.kind === 'virtual' ? props.value : VIRTUAL_DEFAULTS);
  const groups = props.loggedIn ? GROUP_OPTIONS : (['all'] as const);

  return (
    <Modal
      title={labels.filters}
      onClose={props.onClose}
      className="filters"
      footer={
        <>
          <Button variant="secondary" onClick={() => (props.kind === 'local' ? setLocal(LOCAL_DEFAULTS) : setVirtual(VIRTUAL_DEFAULTS))}>
            {labels.reset}
          </Button>
          <Button onClick={() => (props.kind === 'local' ? props.onApply(local) : props.onApply(virtual))}>{labels.apply}</Button>
        </>
      }
    >
      {props.kind === 'local' ? (
        <>
          <Field
            label={`${labels.distance}: ${labels.miles(local.distance)}`}
            type="range"
            name="distance"
            min={0}
            max={DISTANCES.length - 1}
            step={1}
            value={DISTANCES.indexOf(local.distance as (typeof DISTANCES)[number])}
            aria-valuetext={labels.miles(local.distance)}
            onChange={(e) => setLocal({ ...local, distance: DISTANCES[Number(e.currentTarget.value)] })}
          />
          <ChoiceGroup
            legend={labels.hostedBy}
            name="host"
            inline
            choices={HOST_SCOPES.map((h) => ({ value: h, label: h === 'all' ? labels.all : h === 'group' ? labels.group : labels.member }))}
            value={local.host}
            onChange={(host) => setLocal({ ...local, host })}
          />
          <Select name="group" label={labels.groupOption} value={local.group} options={groups} text={(g) => labels.groupOptions[g]} onChange={(group) => setLocal({ ...local, group })} />
          <Select name="date" label={labels.date} value={local.date} options={DATE_FILTERS} text={(d) => labels.dates[d]} onChange={(date) => setLocal({ ...local, date })} />
          <Select name="sort" label={labels.sortBy} value={local.sort} options={SORTS} text={(s) => labels.sorts[s]} onChange={(sort) => setLocal({ ...local, sort })} />
          <Categories value={local.categories} onChange={(categories) => setLocal({ ...local, categories })} />
        </>
      ) : (
        <>
          <Select name="group" label={labels.groupOption} value={virtual.group} options={groups} text={(g) => labels.groupOptions[g]} onChange={(group) => setVirtual({ ...virtual, group })} />
          <Select name="time" label={labels.duration} value={virtual.time} options={VIRTUAL_TIMES} text={(t) => labels.times[t]} onChange={(time) => setVirtual({ ...virtual, time })} />
          <ChoiceGroup
            legend={labels.virtualType}
            name="subtype"
            inline
            choices={VIRTUAL_SUBTYPES.map((s) => ({ value: s, label: labels.subtypes[s] }))}
            value={virtual.subtype}
            onChange={(subtype) => setVirtual({ ...virtual, subtype })}
          />
          <Select name="date" label={labels.date} value={virtual.date} options={DATE_FILTERS} text={(d) => labels.dates[d]} onChange={(date) => setVirtual({ ...virtual, date })} />
          <Select name="sort" label={labels.sortBy} value={virtual.sort} options={SORTS} text={(s) => labels.sorts[s]} onChange={(sort) => setVirtual({ ...virtual, sort })} />
          <Categories value={virtual.categories} onChange={(categories) => setVirtual({ ...virtual, categories })} />
        </>
      )}
    </Modal>
  );
}
