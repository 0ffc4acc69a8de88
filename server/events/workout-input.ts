/**
 * A workout on a challenge event (docs/api.md 'Workouts'): miles, steps and minutes as numbers or
 * numeric strings, at most two decimals, within the form's limits, with the form's texts. Then the
 * rules that need the challenge: not all empty, and the challenge's unit filled in.
 */
import { z } from 'zod';
import { HttpError, validationError, type FieldErrors } from '../http/errors';
import { parseInput } from '../http/validate';
import { WORKOUT_LIMITS, WORKOUT_TEXTS } from '../../src/lib/workout-rules';

/** The client's Record Workout form and this input share the limits and texts (src/lib/workout-rules.ts). */
export const WORKOUT_MESSAGES = {
  required: WORKOUT_TEXTS.required,
  number: WORKOUT_TEXTS.notNumber,
  negative: WORKOUT_TEXTS.negative,
  whole: WORKOUT_TEXTS.wholeSteps,
  decimals: WORKOUT_TEXTS.decimals,
  empty: WORKOUT_TEXTS.empty,
  miles: WORKOUT_TEXTS.milesMax,
  steps: WORKOUT_TEXTS.stepsMax,
  minutes: WORKOUT_TEXTS.timeMax,
} as const;

const LIMITS = { miles: WORKOUT_LIMITS.milesMax, steps: WORKOUT_LIMITS.stepsMax, minutes: WORKOUT_LIMITS.minutesMax } as const;

const NUMERIC = /^\s*-?\d*\.?\d+\s*$/;

/** Empty (absent, null, blank) → null; a number or numeric string → the number; anything else stays (and fails as not a number). */
function toAmount(v: unknown): unknown {
  if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) return null;
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return v;
}

function amount(max: number, tooLarge: string, whole = false) {
  let n = z.number({ error: WORKOUT_MESSAGES.number }).min(0, { error: WORKOUT_MESSAGES.negative, abort: true });
  if (whole) n = n.refine(Number.isInteger, { error: WORKOUT_MESSAGES.whole, abort: true });
  const checked = n
    .refine((v) => Math.round(v * 100) / 100 === v, { error: WORKOUT_MESSAGES.decimals, abort: true })
    .refine((v) => v <= max, { error: tooLarge, abort: true });
  return z.preprocess(toAmount, checked.nullable());
}

export const WorkoutSchema = z.object({
  miles: amount(LIMITS.miles, WORKOUT_MESSAGES.miles),
  steps: amount(LIMITS.steps, WORKOUT_MESSAGES.steps, true),
  minutes: amount(LIMITS.minutes, WORKOUT_MESSAGES.minutes),
});
export type Workout = z.infer<typeof WorkoutSchema>;

/** The body of a workout call for a challenge whose unit is `unit` (null: no unit required). */
export function parseWorkout(raw: unknown, unit: string | null): Workout {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, 'invalid_request', 'The request body must be an object.');
  const w = parseInput(WorkoutSchema, raw);
  if (w.miles === null && w.steps === null && w.minutes === null) throw new HttpError(422, 'validation', WORKOUT_MESSAGES.empty);
  const fields: FieldErrors = {};
  if (unit === 'miles' && w.miles === null) fields.miles = WORKOUT_MESSAGES.required;
  if (unit === 'steps' && w.steps === null) fields.steps = WORKOUT_MESSAGES.required;
  if ((unit === 'minutes' || unit === 'least-minutes') && !w.minutes) fields.minutes = WORKOUT_MESSAGES.required;
  if (Object.keys(fields).length) throw validationError(fields);
  return w;
}
