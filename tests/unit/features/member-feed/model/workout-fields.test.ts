import { describe, expect, it } from 'vitest';
import { emptyPostWorkout, postWorkoutPayload, validatePostWorkout, type PostWorkoutInput } from '@/features/member-feed/model/workout-fields';
import { workoutFieldMessages } from '@/features/member-feed/messages';
import { POST_WORKOUT_LIMITS, WORKOUT_LIMITS, WORKOUT_TEXTS, decimalPlaces, integerDigits, isWorkoutNumber, parseWorkoutNumber, workoutDurationMinutes } from '@/lib/workout-rules';

const w = (over: Partial<PostWorkoutInput> = {}): PostWorkoutInput => ({ ...emptyPostWorkout(), ...over });
const errors = (over: Partial<PostWorkoutInput>, unit?: string | null) => validatePostWorkout(w(over), unit).errors;

describe('spec texts (§5 Challenge-post workout fields, exact)', () => {
  it('are exact', () => {
    expect(workoutFieldMessages.milesMax).toBe('TOO LARGE OF AN INPUT, NO MORE THAN 1000 MILES MAY BE USED');
    expect(workoutFieldMessages.sixDigits).toBe('TOO LARGE OF A NUMBER, NO MORE THAN SIX DIGITS MAY BE USED');
    expect(workoutFieldMessages.stepsMax).toBe('TOO LARGE OF AN INPUT, NO MORE THAN 100000 STEPS MAY BE USED');
    expect(workoutFieldMessages.timeRequired).toBe('A TIME IS REQUIRED');
    expect(workoutFieldMessages.timeMax).toBe('TOO LARGE OF AN INPUT, TIME ENTERED MUST BE NO MORE THAN A DAY');
    expect(workoutFieldMessages.decimals).toBe('TOO MANY DECIMAL PLACES, NO MORE THAN TWO DECIMAL PLACES MAY BE USED');
    expect(workoutFieldMessages.empty).toBe('Empty workout not allowed. Please enter at least one field.');
    expect(workoutFieldMessages.notNumber).toBe('PLEASE ENTER A NUMBER');
  });
  it('limits (§9 post form)', () => {
    expect(POST_WORKOUT_LIMITS).toMatchObject({ milesMax: 1000, stepsMax: 100_000, digitsMax: 6, minutesMax: 1440, decimals: 2 });
    // Record Workout's limits are untouched.
    expect(WORKOUT_LIMITS).toMatchObject({ milesMax: 999.99, stepsMax: 99_999, minutesMax: 1440 });
    expect(WORKOUT_TEXTS.milesMax).toBe('TOO LARGE OF AN INPUT, NO MORE THAN 999.99 MILES MAY BE USED');
  });
});

describe('validatePostWorkout', () => {
  it('all empty: the alert, no field errors', () => {
    expect(validatePostWorkout(w())).toEqual({ errors: {}, empty: 'Empty workout not allowed. Please enter at least one field.', ok: false });
    expect(validatePostWorkout(w({ miles: '  ' })).empty).toBe(workoutFieldMessages.empty);
  });
  it('a valid workout passes', () => {
    expect(validatePostWorkout(w({ miles: '3.1', steps: '5000', hours: '1', minutes: '2', seconds: '30' }), 'miles')).toEqual({ errors: {}, empty: null, ok: true });
    expect(validatePostWorkout(w({ steps: '100000' })).ok).toBe(true);
    expect(validatePostWorkout(w({ miles: '1000' })).ok).toBe(true);
    expect(validatePostWorkout(w({ miles: '0' })).ok).toBe(true);
  });
  it('miles: at most 1000', () => {
    expect(errors({ miles: '1000.01' })).toEqual({ miles: 'TOO LARGE OF AN INPUT, NO MORE THAN 1000 MILES MAY BE USED' });
    expect(errors({ miles: '999.99' })).toEqual({});
  });
  it('six digits before the point, checked before the maximum', () => {
    expect(errors({ miles: '1234567' })).toEqual({ miles: 'TOO LARGE OF A NUMBER, NO MORE THAN SIX DIGITS MAY BE USED' });
    expect(errors({ miles: '123456' })).toEqual({ miles: workoutFieldMessages.milesMax });
    expect(errors({ steps: '1000000' })).toEqual({ steps: workoutFieldMessages.sixDigits });
    expect(errors({ hours: '1234567' })).toEqual({ hours: workoutFieldMessages.sixDigits });
    expect(errors({ seconds: '0000001' })).toEqual({});
  });
  it('steps: at most 100000, whole', () => {
    expect(errors({ steps: '100001' })).toEqual({ steps: 'TOO LARGE OF AN INPUT, NO MORE THAN 100000 STEPS MAY BE USED' });
    expect(errors({ steps: '10.5' })).toEqual({ steps: WORKOUT_TEXTS.wholeSteps });
  });
  it('two decimals at most', () => {
    expect(errors({ miles: '1.234' })).toEqual({ miles: 'TOO MANY DECIMAL PLACES, NO MORE THAN TWO DECIMAL PLACES MAY BE USED' });
    expect(errors({ minutes: '1.234' })).toEqual({ minutes: workoutFieldMessages.decimals });
    expect(errors({ steps: '1.234' })).toEqual({ steps: workoutFieldMessages.decimals });
    expect(errors({ miles: '1.23' })).toEqual({});
  });
  it('not a number', () => {
    expect(errors({ miles: 'abc' })).toEqual({ miles: 'PLEASE ENTER A NUMBER' });
    expect(errors({ steps: '-5' })).toEqual({ steps: 'PLEASE ENTER A NUMBER' });
    expect(errors({ hours: '.' })).toEqual({ hours: 'PLEASE ENTER A NUMBER' });
    expect(errors({ miles: '1e3' })).toEqual({ miles: 'PLEASE ENTER A NUMBER' });
  });
  it('time: no more than a day, in total', () => {
    expect(errors({ hours: '24' })).toEqual({});
    expect(errors({ hours: '24', seconds: '1' })).toEqual({ time: 'TOO LARGE OF AN INPUT, TIME ENTERED MUST BE NO MORE THAN A DAY' });
    expect(errors({ minutes: '1441' })).toEqual({ time: workoutFieldMessages.timeMax });
    expect(errors({ seconds: '86460' })).toEqual({ time: workoutFieldMessages.timeMax });
  });
  it('a time is required for minutes and least-minutes challenges', () => {
    expect(errors({ miles: '3' }, 'minutes')).toEqual({ time: 'A TIME IS REQUIRED' });
    expect(errors({ miles: '3', hours: '0' }, 'least-minutes')).toEqual({ time: 'A TIME IS REQUIRED' });
    expect(errors({ minutes: '20' }, 'minutes')).toEqual({});
    expect(errors({ miles: '3' }, 'miles')).toEqual({});
    expect(errors({ miles: '3' }, 'steps')).toEqual({});
    expect(errors({ miles: '3' }, null)).toEqual({});
  });
  it('a field error in the time hides the total check', () => {
    expect(errors({ hours: 'x', minutes: '2000' })).toEqual({ hours: workoutFieldMessages.notNumber });
  });
  it('several errors at once', () => {
    expect(errors({ miles: '2000', steps: '200000', minutes: '1.111' })).toEqual({ miles: workoutFieldMessages.milesMax, steps: workoutFieldMessages.stepsMax, minutes: workoutFieldMessages.decimals });
  });
});

describe('postWorkoutPayload', () => {
  it('{miles, steps, minutes}, minutes = h*60 + m + s/60 to 2 decimals', () => {
    expect(postWorkoutPayload(w({ miles: '3.1', steps: '5000', hours: '1', minutes: '2', seconds: '30' }))).toEqual({ miles: 3.1, steps: 5000, minutes: 62.5 });
    expect(postWorkoutPayload(w({ seconds: '10' }))).toEqual({ miles: null, steps: null, minutes: 0.17 });
    expect(postWorkoutPayload(w({ hours: ' 2 ' }))).toEqual({ miles: null, steps: null, minutes: 120 });
  });
  it('no time field filled: minutes null', () => {
    expect(postWorkoutPayload(w({ miles: '5' }))).toEqual({ miles: 5, steps: null, minutes: null });
  });
});

describe('shared parsing (src/lib/workout-rules.ts)', () => {
  it('parseWorkoutNumber', () => {
    expect(parseWorkoutNumber('')).toBeNull();
    expect(parseWorkoutNumber('  ')).toBeNull();
    expect(parseWorkoutNumber('1.5')).toBe(1.5);
    expect(parseWorkoutNumber('.5')).toBe(0.5);
    expect(parseWorkoutNumber('3.')).toBe(3);
    expect(parseWorkoutNumber('abc')).toBeNaN();
    expect(parseWorkoutNumber('-1')).toBeNaN();
  });
  it('isWorkoutNumber', () => {
    expect(isWorkoutNumber('')).toBe(true);
    expect(isWorkoutNumber('12.50')).toBe(true);
    expect(isWorkoutNumber('.')).toBe(false);
    expect(isWorkoutNumber('1.2.3')).toBe(false);
    expect(isWorkoutNumber('1,5')).toBe(false);
  });
  it('decimalPlaces and integerDigits', () => {
    expect(decimalPlaces('1')).toBe(0);
    expect(decimalPlaces('1.50')).toBe(2);
    expect(decimalPlaces(' 1.505 ')).toBe(3);
    expect(decimalPlaces('3.')).toBe(0);
    expect(integerDigits('123456.78')).toBe(6);
    expect(integerDigits('007.5')).toBe(1);
    expect(integerDigits('.5')).toBe(0);
  });
  it('workoutDurationMinutes', () => {
    expect(workoutDurationMinutes('1', '30', '30')).toBe(90.5);
    expect(workoutDurationMinutes('', '', '')).toBe(0);
    expect(workoutDurationMinutes('', '', '20')).toBe(0.33);
    expect(workoutDurationMinutes('x', '5', '')).toBe(5);
  });
});
