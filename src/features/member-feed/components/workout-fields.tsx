/**
 * A challenge post's workout (events spec §5 'Challenge-post workout fields'): 'Share a workout',
 * then Miles, Steps, Hours, Minutes and Seconds with their exact messages under the fields (the
 * total time's message under the time).
 */
import { useId } from 'react';
import { Field } from '@/ui/field';
import type { WorkoutFieldsState } from '../hooks/use-workout-fields';
import { workoutFieldLabels } from '../messages';
import type { PostWorkoutInput } from '../model/workout-fields';

const FIELDS: readonly { key: keyof PostWorkoutInput; label: string }[] = [
  { key: 'miles', label: workoutFieldLabels.miles },
  { key: 'steps', label: workoutFieldLabels.steps },
];
const TIME: readonly { key: keyof PostWorkoutInput; label: string }[] = [
  { key: 'hours', label: workoutFieldLabels.hours },
  { key: 'minutes', label: workoutFieldLabels.minutes },
  { key: 'seconds', label: workoutFieldLabels.seconds },
];

export function WorkoutFields({ workout, disabled }: { workout: WorkoutFieldsState; disabled?: boolean }) {
  const id = useId();
  const timeErrorId = `${id}-time`;
  const field = ({ key, label }: { key: keyof PostWorkoutInput; label: string }) => (
    <Field
      key={key}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={workout.values[key]}
      disabled={disabled}
      error={workout.errors[key]}
      onChange={(e) => workout.setValue(key, e.currentTarget.value)}
    />
  );
  return (
    <div className="rwb-composer__workout">
      <label className="rwb-checkbox" htmlFor={`${id}-share`}>
        <input id={`${id}-share`} type="checkbox" checked={workout.shared} disabled={disabled} onChange={(e) => workout.setShared(e.currentTarget.checked)} />
        <span>{workoutFieldLabels.share}</span>
      </label>
      {workout.shared && (
        <fieldset className="rwb-composer__workout-fields">
          <legend className="rwb-visually-hidden">{workoutFieldLabels.workout}</legend>
          <div className="rwb-composer__workout-row">{FIELDS.map(field)}</div>
          <div className="rwb-composer__workout-row" role="group" aria-label={workoutFieldLabels.time} aria-describedby={workout.errors.time ? timeErrorId : undefined}>
            {TIME.map(field)}
          </div>
          <p className="rwb-field__error" id={timeErrorId} aria-live="polite">
            {workout.errors.time ?? null}
          </p>
        </fieldset>
      )}
    </div>
  );
}
