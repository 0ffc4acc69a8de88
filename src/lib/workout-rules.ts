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
