import { describe, expect, it } from 'vitest';
import { STEP_COUNT, hashOf, nextStep, pathOf, previousStep, stepFromHash, stepFromPath, stepNumber } from '@/features/registration-wizard/steps';

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
