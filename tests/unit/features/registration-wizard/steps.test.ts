import { describe, expect, it } from 'vitest';
import {
  STEP_COUNT,
  STEP_HASH_PREFIX,
  STEP_VIEWS,
  hashOf,
  nextStep,
  pathOf,
  previousStep,
  stepFromHash,
  stepFromPath,
  stepNumber,
  stepOfView,
  viewOf,
} from '@/features/registration-wizard/steps';

describe('registration steps', () => {
  it('six steps on the spec routes, in order', () => {
    expect(STEP_COUNT).toBe(6);
    expect(pathOf('signup')).toBe('/registration');
    expect(pathOf('privacy_info')).toBe('/registration/privacy_info');
    expect(stepNumber('confirm_email')).toBe(2);
    expect(stepNumber('privacy_info')).toBe(6);
  });
  it('reads the step from a route path or the URL hash, and writes the hash', () => {
    expect(stepFromPath('/registration/')).toBe('signup');
    expect(stepFromPath('/registration/social_info?x=1')).toBe('social_info');
    expect(stepFromPath('/registration/nope')).toBeNull();
    expect(stepFromHash('#/registration/military_info')).toBe('military_info');
    expect(stepFromHash('#%2Fregistration%2Fpersonal_info')).toBe('personal_info');
    expect(stepFromHash('#top')).toBeNull();
    expect(stepFromHash('')).toBeNull();
    expect(hashOf('personal_info')).toBe('#/registration/personal_info');
  });
  it('each step is a hash view under /registration: the hash it writes is hashOf', () => {
    expect(STEP_VIEWS).toEqual(['', '/confirm_email', '/personal_info', '/social_info', '/military_info', '/privacy_info']);
    for (const view of STEP_VIEWS) {
      const step = stepOfView(view)!;
      expect(viewOf(step)).toBe(view);
      expect(`#${STEP_HASH_PREFIX}${view}`).toBe(hashOf(step));
    }
    expect(stepOfView(null)).toBeNull();
    expect(stepOfView('/nope')).toBeNull();
  });
  it('Back exists on steps 4 to 6 only', () => {
    expect(previousStep('signup')).toBeNull();
    expect(previousStep('confirm_email')).toBeNull();
    expect(previousStep('personal_info')).toBeNull();
    expect(previousStep('social_info')).toBe('personal_info');
    expect(previousStep('privacy_info')).toBe('military_info');
    expect(nextStep('military_info')).toBe('privacy_info');
    expect(nextStep('privacy_info')).toBeNull();
  });
});
