import { Checkbox, ChoiceGroup } from '@/ui/choice-group';
import { Field } from '@/ui/field';
import { formLabels as l } from '../messages';
import { toggleWeekday, weekdayOf, WEEKDAYS, type EventFormValues, type FormField, type MonthlyRule } from '../model';

const MONTHLY_RULES = Object.keys(l.monthly) as MonthlyRule[];
const FREQUENCIES = Object.keys(l.frequencies) as EventFormValues['frequency'][];

interface Props {
  values: EventFormValues;
  errors: Partial<Record<FormField, string>>;
  set(patch: Partial<EventFormValues>): void;
  change(update: (current: EventFormValues) => EventFormValues): void;
}

const within = (value: string, max: number) => Math.min(max, Math.max(1, Number(value) || 1));

/** Repeat a chapter event: daily, weekly (on chosen weekdays, always the start's) or monthly, 1-15 times. */
export function RepeatFields({ values: v, errors, set, change }: Props) {
  const startWeekday = weekdayOf(v.date);
  return (
    <fieldset className="event-form__repeat">
      <legend className="rwb-field__label">{l.repeat}</legend>
      <Checkbox label={l.repeatThis} name="repeat" checked={v.repeat} onChange={(repeat) => set({ repeat })} error={errors.repeat} />
      {v.repeat && (
        <>
          <div className="event-form__row">
            <Field
              label={l.frequency}
              control={(p) => (
                <select {...p} name="frequency" value={v.frequency} onChange={(e) => set({ frequency: e.currentTarget.value as EventFormValues['frequency'] })}>
                  {FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {l.frequencies[f]}
                    </option>
                  ))}
                </select>
              )}
            />
            <Field label={l.interval} type="number" name="interval" min={1} max={10} value={v.interval} onChange={(e) => set({ interval: within(e.currentTarget.value, 10) })} />
            <Field label={l.count} type="number" name="count" min={1} max={15} value={v.count} onChange={(e) => set({ count: within(e.currentTarget.value, 15) })} />
          </div>
          {v.frequency === 'week' && (
            <div className="event-form__days" role="group" aria-label={l.weekdays} aria-describedby={errors.weekdays ? 'weekdays-error' : undefined}>
              {WEEKDAYS.map((d) => (
                <button
                  key={d}
                  type="button"
                  className="chip"
                  aria-pressed={d === startWeekday || v.weekdays.includes(d)}
                  disabled={d === startWeekday}
                  onClick={() => change((cur) => toggleWeekday(cur, d))}
                >
                  {l.weekdayNames[d]}
                </button>
              ))}
              <p className="rwb-field__error" id="weekdays-error" aria-live="polite">
                {errors.weekdays ?? null}
              </p>
            </div>
          )}
          {v.frequency === 'month' && (
            <ChoiceGroup
              legend={l.monthlyOn}
              name="monthly"
              choices={MONTHLY_RULES.map((value) => ({ value, label: l.monthly[value] }))}
              value={v.monthly}
              onChange={(monthly: MonthlyRule) => set({ monthly })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
