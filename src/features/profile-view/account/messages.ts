// Every user-visible text of the account pages of profile-view: Edit Profile, Update Password and
// Delete Account. Spec texts (accounts spec §5 Validation rules, §8 Error catalogue) are exact and
// marked with their section; everything marked "ours" is our wording where the spec shows none (README
// "Decisions"). The page titles, Back button and 'Your changes have been saved.' are the root's
// (messages.ts); the military field labels are src/ui/military-fields.tsx's; the image upload texts
// ('Invalid file format: please upload an image.', 'Image too large', 'Error uploading image') are
// src/lib/image.ts's.

export const accountMessages = {
  // §5 Edit profile
  required: 'This field is required.',
  etsMissing: 'EXPIRATION TERM OF SERVICE MUST BE FILLED IN',
  rankMissing: 'RANK MUST BE FILLED IN',
  // §5 Social profile (the bio limit of Edit profile: "bio max 250")
  bioTooLong: 'EXCEEDED THE PROFILE BIO LIMIT',
  // §5 Military registration ("other military rules as in registration"); 'PLEASE SELECT AN OPTION' is
  // the spec's choice message (§5 Personal info), used by registration for the military choices too
  selectOption: 'PLEASE SELECT AN OPTION',
  invalidDate: 'INVALID DATE',
  // §5 Password update
  passwordTooShort: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
  passwordMismatch: 'PASSWORD DOES NOT MATCH',
  /**
   * §5's required text in the capitals of the password forms (the settings forms' 'THIS FIELD IS
   * REQUIRED'): an empty Current Password.
   */
  currentPasswordRequired: 'THIS FIELD IS REQUIRED',
  // §8 Error catalogue
  updateFailed: 'Unable to update user',
  invalidPassword: 'INVALID PASSWORD.',
  deleteFailed: 'There was an error deleting your account. Please try again later.',
  /** §8: the thrown (logged) text of a failed deletion; the member sees `deleteFailed`. */
  unableToDelete: 'Unable to delete account.',

  // Ours
  passwordHint: 'At least 8 characters. Your other devices will be logged out; this one stays logged in.',
  currentPasswordHint: 'Enter the password you use now, to confirm it is you.',
  deleteIntro: 'Deleting your account is permanent and cannot be undone.',
  deleteWhat:
    'Your profile, photos, contact details and military service information are removed, along with your follows, group and chapter memberships, challenge entries and notifications. You are logged out on every device and cannot log in again with this account.',
  deletePasswordHint: 'Enter your password (at least 8 characters) to confirm it is you.',
  deleteConfirm: 'This cannot be undone. Your account and its data will be removed and you will be logged out.',
  uploading: 'Please wait for the photo upload to finish.',
} as const;

export const accountLabels = {
  // §2 / §3 field names as the registration screens show them (ours where the spec names no label)
  socialProfile: 'Social Profile',
  militaryService: 'Military Service',
  firstName: 'First Name',
  lastName: 'Last Name',
  bio: 'Bio',
  bioCount: (n: number, max: number) => `${n} / ${max} characters`,
  profilePhoto: 'Profile Photo',
  coverPhoto: 'Cover Photo',
  save: 'Save',
  cancel: 'Cancel',
  // Update Password (signup's labels, §2 Registration step 1); 'Current Password' is ours: the
  // password a change of password or e-mail asks for (README "Decisions")
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  showPasswords: 'Show passwords',
  updatePassword: 'Update Password',
  // Delete Account (§2 App Settings menu entry)
  password: 'Password',
  showPassword: 'Show password',
  deleteAccount: 'Delete Account',
  deleteTitle: 'Delete your account?',
} as const;
