import { useId } from 'react';
import { DAYS, MONTHS } from '@/lib/military';
import type { DatePart, DateParts } from '../rules';
import { leaderTexts } from '../texts';

export interface DatePartsFieldProps {
  /** The fieldset's legend ('Start date', 'End date'). */
  legend: string;
  name: string;
  value: DateParts;
  onChange(next: DateParts): void;
  error?: string;
  /** The part the error is about (null/undefined: the whole date). */
  errorPart?: DatePart | null;
}

/** A required date as three labelled parts: Month and Day selects, a 4-digit Year, with one error line. */
export function DatePartsField({ legend, name, value, onChange, error, errorPart }: DatePartsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = (part: DatePart) => (error && (errorPart == null || errorPart === part) ? true : undefined);
  const set = (part: DatePart, v: string) => onChange({ ...value, [part]: v });
  const described = error ? errorId : undefined;
  return (
    <fieldset className="rwb-date leaders__date" aria-describedby={described}>
      <legend className="rwb-field__label">{legend}</legend>
      <div className="rwb-date__parts">
        <div className="leaders__part">
          <label htmlFor={`${id}-month`}>{leaderTexts.month}</label>
          <select id={`${id}-month`} className="rwb-field__control" name={`${name}_month`} value={value.month} required aria-invalid={invalid('month')} onChange={(e) => set('month', e.currentTarget.value)}>
            <option value="">--</option>
            {MONTHS.map((m) => (
              <option key={m.value} value={String(m.value)}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className="leaders__part">
          <label htmlFor={`${id}-day`}>{leaderTexts.day}</label>
          <select id={`${id}-day`} className="rwb-field__control" name={`${name}_day`} value={value.day} required aria-invalid={invalid('day')} onChange={(e) => set('day', e.currentTarget.value)}>
            <option value="">--</option>
            {DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className="leaders__part">
          <label htmlFor={`${id}-year`}>{leaderTexts.year}</label>
          <input
            id={`${id}-year`}
            className="rwb-field__control"
            name={`${name}_year`}
            value={value.year}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder="YYYY"
            aria-invalid={invalid('year')}
            onChange={(e) => set('year', e.currentTarget.value.replace(/\D/g, ''))}
          />
        </div>
      </div>
      <p className="rwb-field__error" id={errorId} aria-live="polite">
        {error || null}
      </p>
    </fieldset>
  );
}
