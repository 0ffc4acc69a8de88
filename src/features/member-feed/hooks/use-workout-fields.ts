/**
 * The workout of a challenge post (events spec §3 Post 'workout', §5 'Challenge-post workout fields'):
 * sharing one is optional ('Share a workout'); when shared, Miles, Steps, Hours, Minutes and Seconds
 * are checked by model/workout-fields with the exact messages under the fields, and every field
 * blank is 'Empty workout not allowed. Please enter at least one field.'.
 */
import { useState } from 'react';
import {
  emptyPostWorkout,
  postWorkoutPayload,
  validatePostWorkout,
  type PostWorkoutCheck,
  type PostWorkoutInput,
  type PostWorkoutPayload,
} from '../model/workout-fields';
import type { WorkoutSummary } from '../schemas/post';

export interface WorkoutFieldsState {
  /** The member chose to share a workout with the post. */
  shared: boolean;
  setShared(shared: boolean): void;
  values: PostWorkoutInput;
  setValue(field: keyof PostWorkoutInput, value: string): void;
  errors: PostWorkoutCheck['errors'];
  /** Checks the fields (when shared) and shows the messages; `empty` is the alert for all blank. */
  validate(): { ok: boolean; empty: string | null };
  /** The payload's `workout`: the numbers when shared; null to clear an edited post's; undefined to leave it out. */
  payload(): PostWorkoutPayload | null | undefined;
  reset(): void;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The fields of an edited post's workout: its minutes split into hours, minutes and seconds. */
export function workoutInput(w: WorkoutSummary | null | undefined): PostWorkoutInput {
  const values = emptyPostWorkout();
  if (!w) return values;
  values.miles = text(w.miles);
  values.steps = text(w.steps);
  if (typeof w.minutes === 'number' && w.minutes > 0) {
    const totalSeconds = Math.round(w.minutes * 60);
    values.hours = String(Math.floor(totalSeconds / 3600));
    values.minutes = String(Math.floor((totalSeconds % 3600) / 60));
    values.seconds = String(totalSeconds % 60);
  }
  return values;
}

export function useWorkoutFields(active: boolean, requiredUnit?: string | null, initial?: WorkoutSummary | null): WorkoutFieldsState {
  const hadWorkout = !!initial;
  const [shared, setShared] = useState(hadWorkout);
  const [values, setValues] = useState<PostWorkoutInput>(() => workoutInput(initial));
  const [errors, setErrors] = useState<PostWorkoutCheck['errors']>({});

  return {
    shared,
    setShared: (next) => {
      setShared(next);
      setErrors({});
    },
    values,
    setValue: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => {
        const rest = { ...e };
        delete rest[field];
        if (field === 'hours' || field === 'minutes' || field === 'seconds') delete rest.time;
        return rest;
      });
    },
    errors,
    validate: () => {
      if (!active || !shared) return { ok: true, empty: null };
      const check = validatePostWorkout(values, requiredUnit);
      setErrors(check.errors);
      return { ok: check.ok, empty: check.empty };
    },
    payload: () => {
      if (!active) return undefined;
      if (!shared) return hadWorkout ? null : undefined;
      return postWorkoutPayload(values);
    },
    reset: () => {
      setShared(false);
      setValues(emptyPostWorkout());
      setErrors({});
    },
  };
}
