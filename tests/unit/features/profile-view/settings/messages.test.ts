import { describe, expect, it } from 'vitest';
import { settingsLabels, settingsMessages } from '@/features/profile-view/settings/messages';

// Exact spec texts (accounts spec §2, §5, §8): a change here is a change of the product's wording.
describe('settings spec texts', () => {
  it('§2 App Settings menu entries and footer links', () => {
    expect(settingsLabels.personalInfo).toBe('Personal Information');
    expect(settingsLabels.privacySettings).toBe('Privacy Settings');
    expect(settingsLabels.blockedUsers).toBe('Blocked Users');
    expect(settingsLabels.updatePassword).toBe('Update Password');
    expect(settingsLabels.legalWaiver).toBe('Legal Waiver');
    expect(settingsLabels.deleteAccount).toBe('Delete Account');
    expect(settingsLabels.newsletter).toBe('Newsletter Preferences');
    expect(settingsLabels.logout).toBe('Logout');
    expect(settingsLabels.privacyPolicy).toBe('Privacy Policy & Terms');
    expect(settingsLabels.termsOfService).toBe('Terms of Service');
    expect(settingsLabels.goBack).toBe('Go Back');
  });

  it('§2 logout confirmation and the Blocked Users empty text', () => {
    expect(settingsMessages.logoutConfirm).toBe('Are you sure you want to logout?');
    expect(settingsMessages.noBlockedUsers).toBe('No Blocked Users');
  });

  it('§5 Personal info (settings) validation messages', () => {
    expect(settingsMessages.required).toBe('THIS FIELD IS REQUIRED');
    expect(settingsMessages.invalidEmail).toBe('PLEASE ENTER A VALID EMAIL');
    expect(settingsMessages.orgEmail('Team RWB')).toBe('PLEASE USE A NON-Team RWB EMAIL');
    expect(settingsMessages.phoneNotNumbers).toBe('PLEASE ENTER ONLY NUMBERS');
    expect(settingsMessages.phoneNotTen).toBe('PLEASE ENTER A 10-DIGIT PHONE NUMBER');
    expect(settingsMessages.phoneMissing).toBe('PLEASE ENTER A PHONE NUMBER');
    expect(settingsMessages.selectOption).toBe('PLEASE SELECT AN OPTION');
    expect(settingsMessages.addressNotVerified).toBe('Could not verify address. Please submit your address via manual entry.');
  });

  it('§8 error catalogue', () => {
    expect(settingsMessages.personalInfoFailed).toBe('There was a problem updating your personal info. Please try again later.');
    expect(settingsMessages.privacyFailed).toBe('There was a problem contacting the server. Please try again later.');
    expect(settingsMessages.blockedFailed).toBe('Error retrieving blocked users.');
    expect(settingsMessages.unblockFailed).toBe('Error unblocking user.');
    expect(settingsMessages.addressLookupFailed).toBe('Could not get the address.');
  });

  it('our texts exist and are not empty', () => {
    for (const [key, value] of Object.entries({ ...settingsMessages, ...settingsLabels })) {
      const text = typeof value === 'function' ? (value as (s: string) => string)('X') : value;
      expect(text.trim().length, key).toBeGreaterThan(0);
    }
    expect(settingsLabels.unblockName('Ana Lopez')).toBe('Unblock Ana Lopez');
    expect(settingsLabels.downloadData).toBe('Download My Data');
    expect(settingsMessages.currentPasswordForEmail).toBe('Needed to change your email.');
  });
});
