/**
 * Workout limits and their texts (events spec §5 'Record workout', §5 'Challenge-post workout
 * fields'): one home for the client's Record Workout form and the server's workout input, so the two
 * can never disagree. Pure.
 */
export const WORKOUT_LIMITS = {
  milesMax: 999.99,
  /** Characters the miles field may hold ('999.99' plus one). */
  milesMaxChars: 7,
  stepsMax: 99_999,
  /** Total time, in minutes (one day). */
  minutesMax: 1440,
  decimals: 2,
} as const;

export const WORKOUT_TEXTS = {
  // §5 exact
  notNumber: 'PLEASE ENTER A NUMBER',
  required: 'THIS FIELD IS REQUIRED',
  timeRequired: 'A TIME IS REQUIRED',
  // In the style of the spec's challenge-post workout texts (§5), with the Record Workout limits.
  milesMax: `TOO LARGE OF AN INPUT, NO MORE THAN ${WORKOUT_LIMITS.milesMax} MILES MAY BE USED`,
  stepsMax: `TOO LARGE OF AN INPUT, NO MORE THAN ${WORKOUT_LIMITS.stepsMax} STEPS MAY BE USED`,
  timeMax: 'TOO LARGE OF AN INPUT, TIME ENTERED MUST BE NO MORE THAN A DAY',
  decimals: 'TOO MANY DECIMAL PLACES, NO MORE THAN TWO DECIMAL PLACES MAY BE USED',
  // Ours (the spec gives no text)
  wholeSteps: 'STEPS MUST BE A WHOLE NUMBER',
  negative: 'Must not be negative.',
  empty: 'Empty workout not allowed. Please enter at least one field.',
} as const;

/** The challenge-post workout fields' limits (§5 'Challenge-post workout fields', §9 'post form'). */
export const POST_WORKOUT_LIMITS = {
  milesMax: 1000,
  stepsMax: 100_000,
  /** Digits a number may have before its decimal point. */
  digitsMax: 6,
  minutesMax: WORKOUT_LIMITS.minutesMax,
  decimals: WORKOUT_LIMITS.decimals,
} as const;

/** The challenge-post workout fields' texts (§5, exact). */
export const POST_WORKOUT_TEXTS = {
  milesMax: 'TOO LARGE OF AN INPUT, NO MORE THAN 1000 MILES MAY BE USED',
  sixDigits: 'TOO LARGE OF A NUMBER, NO MORE THAN SIX DIGITS MAY BE USED',
  stepsMax: 'TOO LARGE OF AN INPUT, NO MORE THAN 100000 STEPS MAY BE USED',
  timeRequired: WORKOUT_TEXTS.timeRequired,
  timeMax: WORKOUT_TEXTS.timeMax,
  decimals: WORKOUT_TEXTS.decimals,
  empty: WORKOUT_TEXTS.empty,
} as const;

// ---- parsing a typed workout field (one home for every workout form) ------------------------------

const WORKOUT_NUMBER = /^\d*\.?\d*$/;

/** Blank → null; otherwise the number typed (NaN when it is not a plain non-negative decimal). */
export function parseWorkoutNumber(value: string): number | null {
  const s = value.trim();
  if (s === '') return null;
  return isWorkoutNumber(s) ? Number(s) : Number.NaN;
}

/** A plain non-negative decimal as typed ('12', '1.5', '.5', '3.'); blank counts as a number (empty field). */
export function isWorkoutNumber(value: string): boolean {
  const s = value.trim();
  return s === '' || (WORKOUT_NUMBER.test(s) && s !== '.');
}

/** Digits after the decimal point as typed ('1.50' → 2). */
export function decimalPlaces(value: string): number {
  const s = value.trim();
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** Digits before the decimal point as typed, leading zeros ignored ('007.5' → 1). */
export function integerDigits(value: string): number {
  const whole = value.trim().split('.')[0].replace(/^0+/, '');
  return whole.length;
}

/** Duration in minutes = hours × 60 + minutes + seconds / 60, rounded to 2 decimals (blank = 0). */
export function workoutDurationMinutes(hours: string, minutes: string, seconds: string): number {
  const n = (s: string) => {
    const v = parseWorkoutNumber(s);
    return v === null || Number.isNaN(v) ? 0 : v;
  };
  return Math.round((n(hours) * 60 + n(minutes) + n(seconds) / 60) * 100) / 100;
}
