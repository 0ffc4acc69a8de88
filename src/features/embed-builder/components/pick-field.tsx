import type { ReactNode } from 'react';
import { navigateToLogin } from '@/store/navigation';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import type { PickList } from '../model';
import { messages } from '../messages';
import { usePickList } from '../hooks/use-pick-list';
import { NumberField } from './number-field';

export interface PickFieldProps {
  list: PickList;
  label: string;
  hint: ReactNode;
  value: string;
  onChange(value: string): void;
}

/**
 * An id picked from the real list (chapters, groups, challenges, events); while it loads, or when it
 * needs a member or failed, the id is typed instead (with a Log in button when that would help).
 */
export function PickField({ list, label, hint, value, onChange }: PickFieldProps) {
  const rows = usePickList(list);
  if (rows.status === 'ready' && rows.data) {
    const known = rows.data.some((r) => String(r.id) === value);
    return (
      <Field
        label={label}
        hint={hint}
        control={(p) => (
          <select {...p} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">{messages.any}</option>
            {value && !known && <option value={value}>#{value}</option>}
            {rows.data!.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.label}
              </option>
            ))}
          </select>
        )}
      />
    );
  }
  const note = rows.status === 'login' ? messages.pickNeedsLogin : rows.status === 'error' ? messages.pickFailed : messages.pickLoading;
  return (
    <div className="embed-builder__pick">
      <NumberField
        label={label}
        hint={
          <>
            {hint} <span role="status">{note}</span>
          </>
        }
        value={value}
        onChange={onChange}
      />
      {rows.status === 'login' && (
        <Button variant="link" onClick={(e) => navigateToLogin({ source: e.currentTarget })}>
          {messages.login}
        </Button>
      )}
    </div>
  );
}
