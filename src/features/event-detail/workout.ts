/**
 * Record Workout (events spec §4 Workout, §5 Record workout, §9): who may record, the form's rules and
 * the payload. Pure.
 */
import { isOnOrAfterEventDay } from '@/lib/event-time';
import { WORKOUT_LIMITS, WORKOUT_TEXTS } from '@/lib/workout-rules';
import type { EventDetail } from './schemas';

export const workoutMessages = {
  ...WORKOUT_TEXTS,
  // §8 exact
  recordFailed: (product: string) => `${product}: Error Recording Workout`,
  loadFailed: (product: string) => `${product}: Error Loading Workout`,
  deleteFailed: 'Error deleting workout',
  // Ours
  deleteConfirm: 'Delete this workout? It will no longer count toward the challenge.',
} as const;

export const MILES_MAX = WORKOUT_LIMITS.milesMax;
export const MILES_MAX_CHARS = WORKOUT_LIMITS.milesMaxChars;
export const STEPS_MAX = WORKOUT_LIMITS.stepsMax;
export const MINUTES_MAX = WORKOUT_LIMITS.minutesMax;

export interface WorkoutInput {
  miles: string;
  steps: string;
  hours: string;
  minutes: string;
  seconds: string;
}
export type WorkoutField = keyof WorkoutInput | 'time';
export const emptyWorkout = (): WorkoutInput => ({ miles: '', steps: '', hours: '', minutes: '', seconds: '' });

/** May this member record a workout here? A challenge event, not canceled, from the event day, host or checked in. */
export function canRecordWorkout(e: Pick<EventDetail, 'challenge_id' | 'challenge' | 'status' | 'start' | 'time_zone_id' | 'host' | 'attendance_status'>, userId: number | null, now: Date = new Date()): boolean {
  if (userId === null) return false;
  if (!(e.challenge_id ?? e.challenge?.id)) return false;
  if (e.status === 'Canceled') return false;
  if (!isOnOrAfterEventDay(e, now)) return false;
  return e.host?.id === userId || e.attendance_status === 'checked_in';
}

const NUMBER = /^\d*\.?\d*$/;
const num = (s: string) => (s.trim() === '' ? null : Number(s.trim()));
const decimals = (s: string) => (s.includes('.') ? s.trim().split('.')[1].length : 0);

/** Inputs clamped to at least 0 (a minus sign is dropped as the member types). */
export function clampInput(value: string): string {
  return value.replace(/^\s*-+/, '');
}

/** Duration sent = hours × 60 + minutes + seconds / 60, with 2 decimals. */
export function durationMinutes(v: Pick<WorkoutInput, 'hours' | 'minutes' | 'seconds'>): number {
  const total = (num(v.hours) ?? 0) * 60 + (num(v.minutes) ?? 0) + (num(v.seconds) ?? 0) / 60;
  return Math.round(total * 100) / 100;
}

export interface WorkoutCheck {
  errors: Partial<Record<WorkoutField, string>>;
  /** All fields empty: an alert, not a field message. */
  empty: boolean;
}

export function validateWorkout(v: WorkoutInput, requiredUnit: string | null | undefined): WorkoutCheck {
  const errors: WorkoutCheck['errors'] = {};
  const fields: (keyof WorkoutInput)[] = ['miles', 'steps', 'hours', 'minutes', 'seconds'];
  for (const f of fields) if (v[f].trim() !== '' && (!NUMBER.test(v[f].trim()) || v[f].trim() === '.')) errors[f] = workoutMessages.notNumber;
  const empty = fields.every((f) => v[f].trim() === '');
  if (empty) return { errors, empty: true };

  if (!errors.miles) {
    const m = num(v.miles);
    if (m === null && requiredUnit === 'miles') errors.miles = workoutMessages.required;
    else if (m !== null && v.miles.trim().length > MILES_MAX_CHARS) errors.miles = workoutMessages.milesMax;
    else if (m !== null && decimals(v.miles) > 2) errors.miles = workoutMessages.decimals;
    else if (m !== null && m > MILES_MAX) errors.miles = workoutMessages.milesMax;
  }
  if (!errors.steps) {
    const s = num(v.steps);
    if (s === null && requiredUnit === 'steps') errors.steps = workoutMessages.required;
    else if (s !== null && !Number.isInteger(s)) errors.steps = workoutMessages.wholeSteps;
    else if (s !== null && s > STEPS_MAX) errors.steps = workoutMessages.stepsMax;
  }
  if (!errors.hours && !errors.minutes && !errors.seconds) {
    for (const f of ['hours', 'minutes', 'seconds'] as const) if (decimals(v[f]) > 2) errors[f] = workoutMessages.decimals;
    const total = durationMinutes(v);
    if (total > MINUTES_MAX) errors.time = workoutMessages.timeMax;
    else if ((requiredUnit === 'minutes' || requiredUnit === 'least-minutes') && total === 0) errors.time = workoutMessages.timeRequired;
  }
  return { errors, empty: false };
}

/** The body of POST api/v1/mobile_event/{id}/workout/{userId}. */
export function workoutPayload(v: WorkoutInput): { miles: number | null; steps: number | null; minutes: number | null } {
  const hasTime = ['hours', 'minutes', 'seconds'].some((f) => v[f as keyof WorkoutInput].trim() !== '');
  return {
    miles: num(v.miles),
    steps: num(v.steps),
    minutes: hasTime ? durationMinutes(v) : null,
  };
}
