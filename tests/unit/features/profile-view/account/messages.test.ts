import { describe, expect, it } from 'vitest';
import { accountLabels, accountMessages } from '@/features/profile-view/account/messages';

// Exact spec texts (accounts spec §5, §8): a change here is a change of the product's wording.
describe('account pages spec texts', () => {
  it('§5 Edit profile', () => {
    expect(accountMessages.required).toBe('This field is required.');
    expect(accountMessages.etsMissing).toBe('EXPIRATION TERM OF SERVICE MUST BE FILLED IN');
    expect(accountMessages.rankMissing).toBe('RANK MUST BE FILLED IN');
  });

  it('§5 Social profile bio limit and the military rules of registration', () => {
    expect(accountMessages.bioTooLong).toBe('EXCEEDED THE PROFILE BIO LIMIT');
    expect(accountMessages.invalidDate).toBe('INVALID DATE');
    expect(accountMessages.selectOption).toBe('PLEASE SELECT AN OPTION');
  });

  it('§5 Password update', () => {
    expect(accountMessages.passwordTooShort).toBe('PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG');
    expect(accountMessages.passwordMismatch).toBe('PASSWORD DOES NOT MATCH');
    // Ours: the current password the change asks for, required in the settings forms' capitals.
    expect(accountLabels.currentPassword).toBe('Current Password');
    expect(accountMessages.currentPasswordRequired).toBe('THIS FIELD IS REQUIRED');
  });

  it('§8 error catalogue: update and delete', () => {
    expect(accountMessages.updateFailed).toBe('Unable to update user');
    expect(accountMessages.invalidPassword).toBe('INVALID PASSWORD.');
    expect(accountMessages.deleteFailed).toBe('There was an error deleting your account. Please try again later.');
    expect(accountMessages.unableToDelete).toBe('Unable to delete account.');
  });

  it('§2 names: the Delete Account entry and the registration screens Social Profile / Military Service', () => {
    expect(accountLabels.deleteAccount).toBe('Delete Account');
    expect(accountLabels.updatePassword).toBe('Update Password');
    expect(accountLabels.socialProfile).toBe('Social Profile');
    expect(accountLabels.militaryService).toBe('Military Service');
    expect(accountLabels.confirmPassword).toBe('Confirm Password');
  });

  it('every text is non-empty and the bio count reads n / max', () => {
    for (const value of [...Object.values(accountMessages), ...Object.values(accountLabels)]) {
      if (typeof value === 'string') expect(value.trim()).not.toBe('');
    }
    expect(accountLabels.bioCount(12, 250)).toBe('12 / 250 characters');
  });
});
