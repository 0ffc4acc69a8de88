/**
 * The workout fields of a challenge post (events spec §3 'Post ... workout', §5 'Challenge-post workout
 * fields', §9 'post form' limits): miles, steps, hours, minutes, seconds; their exact messages and the
 * payload {miles, steps, minutes}. Parsing and the texts live in src/lib/workout-rules.ts (shared with
 * Record Workout and the server; the fields' set: ../messages.ts `workoutFieldMessages`). Pure.
 *
 * Order of checks per field: not a number; more than six digits before the point; more than two
 * decimals; then the field's maximum. Choices where §5 is silent:
 * - 'A TIME IS REQUIRED' when the challenge's unit is minutes or least-minutes and the time adds up to
 *   zero (blank or 0), as Record Workout has it; miles and steps are never required by themselves.
 * - Steps are whole numbers (Record Workout's 'STEPS MUST BE A WHOLE NUMBER').
 * - The six-digit limit applies to every field; hours, minutes and seconds then add up to at most a
 *   day (1440 minutes), which is shown once, on the time.
 */
import { POST_WORKOUT_LIMITS, decimalPlaces, integerDigits, isWorkoutNumber, parseWorkoutNumber, workoutDurationMinutes } from '@/lib/workout-rules';
import { workoutFieldMessages } from '../messages';

export interface PostWorkoutInput {
  miles: string;
  steps: string;
  hours: string;
  minutes: string;
  seconds: string;
}
export type PostWorkoutField = keyof PostWorkoutInput | 'time';

export const emptyPostWorkout = (): PostWorkoutInput => ({ miles: '', steps: '', hours: '', minutes: '', seconds: '' });

const FIELDS: readonly (keyof PostWorkoutInput)[] = ['miles', 'steps', 'hours', 'minutes', 'seconds'];
const TIME_FIELDS = ['hours', 'minutes', 'seconds'] as const;

export interface PostWorkoutCheck {
  /** Messages under the fields ('time' for the total time). */
  errors: Partial<Record<PostWorkoutField, string>>;
  /** Every field blank: the alert 'Empty workout not allowed. Please enter at least one field.' */
  empty: string | null;
  ok: boolean;
}

/** The format checks every field shares: number, six digits, two decimals. */
function formatError(value: string): string | null {
  if (!isWorkoutNumber(value)) return workoutFieldMessages.notNumber;
  if (integerDigits(value) > POST_WORKOUT_LIMITS.digitsMax) return workoutFieldMessages.sixDigits;
  if (decimalPlaces(value) > POST_WORKOUT_LIMITS.decimals) return workoutFieldMessages.decimals;
  return null;
}

/** Checks the fields for a challenge whose unit is `requiredUnit` (miles, steps, minutes, check-ins, least-minutes). */
export function validatePostWorkout(v: PostWorkoutInput, requiredUnit?: string | null): PostWorkoutCheck {
  const errors: PostWorkoutCheck['errors'] = {};
  if (FIELDS.every((f) => v[f].trim() === '')) return { errors, empty: workoutFieldMessages.empty, ok: false };

  for (const f of FIELDS) {
    const e = formatError(v[f]);
    if (e) errors[f] = e;
  }
  const miles = parseWorkoutNumber(v.miles);
  if (!errors.miles && miles !== null && miles > POST_WORKOUT_LIMITS.milesMax) errors.miles = workoutFieldMessages.milesMax;
  const steps = parseWorkoutNumber(v.steps);
  if (!errors.steps && steps !== null) {
    if (!Number.isInteger(steps)) errors.steps = workoutFieldMessages.wholeSteps;
    else if (steps > POST_WORKOUT_LIMITS.stepsMax) errors.steps = workoutFieldMessages.stepsMax;
  }
  if (TIME_FIELDS.every((f) => !errors[f])) {
    const total = workoutDurationMinutes(v.hours, v.minutes, v.seconds);
    if (total > POST_WORKOUT_LIMITS.minutesMax) errors.time = workoutFieldMessages.timeMax;
    else if ((requiredUnit === 'minutes' || requiredUnit === 'least-minutes') && total === 0) errors.time = workoutFieldMessages.timeRequired;
  }
  return { errors, empty: null, ok: Object.keys(errors).length === 0 };
}

export interface PostWorkoutPayload {
  miles: number | null;
  steps: number | null;
  /** hours × 60 + minutes + seconds / 60, 2 decimals; null when no time field was filled. */
  minutes: number | null;
}

/** The post payload's `workout` (call after `validatePostWorkout` passed). */
export function postWorkoutPayload(v: PostWorkoutInput): PostWorkoutPayload {
  const hasTime = TIME_FIELDS.some((f) => v[f].trim() !== '');
  return {
    miles: parseWorkoutNumber(v.miles),
    steps: parseWorkoutNumber(v.steps),
    minutes: hasTime ? workoutDurationMinutes(v.hours, v.minutes, v.seconds) : null,
  };
}
