import { describe, expect, it } from 'vitest';
import { canRecordWorkout, clampInput, durationMinutes, emptyWorkout, validateWorkout, workoutMessages, workoutPayload } from '@/features/event-detail/workout';

const w = (over = {}) => ({ ...emptyWorkout(), ...over });
const challengeEvent = { challenge_id: 3, status: 'Scheduled', start: '2026-12-05T14:00:00Z', time_zone_id: 'America/New_York', host: { id: 1 }, attendance_status: 'checked_in' as const };
const onTheDay = new Date('2026-12-05T15:00:00Z');

describe('spec texts', () => {
  it('are exact', () => {
    expect(workoutMessages.notNumber).toBe('PLEASE ENTER A NUMBER');
    expect(workoutMessages.required).toBe('THIS FIELD IS REQUIRED');
    expect(workoutMessages.recordFailed('Team RWB')).toBe('Team RWB: Error Recording Workout');
    expect(workoutMessages.loadFailed('Team RWB')).toBe('Team RWB: Error Loading Workout');
    expect(workoutMessages.deleteFailed).toBe('Error deleting workout');
  });
});

describe('who may record (events spec §4 Workout)', () => {
  it('a checked-in member or the host, on or after the day of a challenge event that is not canceled', () => {
    expect(canRecordWorkout(challengeEvent, 2, onTheDay)).toBe(true);
    expect(canRecordWorkout({ ...challengeEvent, attendance_status: 'going' }, 2, onTheDay)).toBe(false);
    expect(canRecordWorkout({ ...challengeEvent, attendance_status: null }, 1, onTheDay)).toBe(true);
    expect(canRecordWorkout(challengeEvent, 2, new Date('2026-12-04T15:00:00Z'))).toBe(false);
    expect(canRecordWorkout({ ...challengeEvent, status: 'Canceled' }, 2, onTheDay)).toBe(false);
    expect(canRecordWorkout({ ...challengeEvent, challenge_id: null }, 2, onTheDay)).toBe(false);
    expect(canRecordWorkout(challengeEvent, null, onTheDay)).toBe(false);
  });
});

describe('validateWorkout (events spec §5 Record workout)', () => {
  it('non-numeric values', () => {
    expect(validateWorkout(w({ miles: 'abc', steps: '1e3', hours: '.' }), 'miles').errors).toEqual({ miles: 'PLEASE ENTER A NUMBER', steps: 'PLEASE ENTER A NUMBER', hours: 'PLEASE ENTER A NUMBER' });
  });
  it('the unit the challenge needs is required', () => {
    expect(validateWorkout(w({ steps: '100' }), 'miles').errors).toEqual({ miles: 'THIS FIELD IS REQUIRED' });
    expect(validateWorkout(w({ miles: '1' }), 'steps').errors).toEqual({ steps: 'THIS FIELD IS REQUIRED' });
    expect(validateWorkout(w({ miles: '1' }), 'minutes').errors).toEqual({ time: 'A TIME IS REQUIRED' });
    expect(validateWorkout(w({ miles: '1', minutes: '0' }), 'least-minutes').errors).toEqual({ time: 'A TIME IS REQUIRED' });
  });
  it('limits: miles 999.99 / 7 characters / 2 decimals; steps 99999 whole; time 1440 minutes', () => {
    expect(validateWorkout(w({ miles: '999.99' }), 'miles').errors).toEqual({});
    expect(validateWorkout(w({ miles: '1000' }), 'miles').errors.miles).toBe(workoutMessages.milesMax);
    expect(validateWorkout(w({ miles: '1.234' }), 'miles').errors.miles).toBe(workoutMessages.decimals);
    expect(validateWorkout(w({ miles: '0000001.5' }), 'miles').errors.miles).toBe(workoutMessages.milesMax);
    expect(validateWorkout(w({ steps: '99999' }), 'steps').errors).toEqual({});
    expect(validateWorkout(w({ steps: '100000' }), 'steps').errors.steps).toBe(workoutMessages.stepsMax);
    expect(validateWorkout(w({ steps: '10.5' }), 'steps').errors.steps).toBe(workoutMessages.wholeSteps);
    expect(validateWorkout(w({ hours: '24' }), 'minutes').errors).toEqual({});
    expect(validateWorkout(w({ hours: '24', seconds: '1' }), 'minutes').errors.time).toBe(workoutMessages.timeMax);
  });
  it('all empty is an alert, not a field message', () => {
    expect(validateWorkout(emptyWorkout(), 'miles')).toEqual({ errors: {}, empty: true });
  });
});

describe('payload', () => {
  it('duration = hours × 60 + minutes + seconds / 60, 2 decimals; empty fields are null', () => {
    expect(durationMinutes({ hours: '1', minutes: '30', seconds: '20' })).toBe(90.33);
    expect(workoutPayload(w({ miles: '3.1', hours: '0', minutes: '45', seconds: '30' }))).toEqual({ miles: 3.1, steps: null, minutes: 45.5 });
    expect(workoutPayload(w({ steps: '5000' }))).toEqual({ miles: null, steps: 5000, minutes: null });
  });
  it('inputs are clamped at 0', () => {
    expect(clampInput('-5')).toBe('5');
    expect(clampInput('5')).toBe('5');
  });
});
