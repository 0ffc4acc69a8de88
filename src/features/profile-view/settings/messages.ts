// Every user-visible text of the App Settings pages of profile-view (the menu, Personal Information,
// Privacy Settings, Blocked Users). Spec texts (accounts spec §2, §5, §8) are exact and marked with
// their section; everything marked "ours" is our wording where the spec shows none (README "Decisions").
// The root component's page titles, Back button and 'Your changes have been saved.' are in messages.ts.

export const settingsMessages = {
  // §2 App Settings menu
  logoutConfirm: 'Are you sure you want to logout?',
  // §2 Follow list rows / Blocked Users
  noBlockedUsers: 'No Blocked Users',
  // §5 Personal info (registration), reused by Personal info (settings): "phone rules as above"
  required: 'THIS FIELD IS REQUIRED',
  phoneMissing: 'PLEASE ENTER A PHONE NUMBER',
  phoneNotNumbers: 'PLEASE ENTER ONLY NUMBERS',
  phoneNotTen: 'PLEASE ENTER A 10-DIGIT PHONE NUMBER',
  selectOption: 'PLEASE SELECT AN OPTION',
  addressNotVerified: 'Could not verify address. Please submit your address via manual entry.',
  // §5 Login: the basic e-mail pattern
  invalidEmail: 'PLEASE ENTER A VALID EMAIL',
  // §5 Personal info (settings): {product} is the configured product name, as the signup shows it
  orgEmail: (product: string) => `PLEASE USE A NON-${product} EMAIL`,
  // §8 Error catalogue
  personalInfoFailed: 'There was a problem updating your personal info. Please try again later.',
  privacyFailed: 'There was a problem contacting the server. Please try again later.',
  blockedFailed: 'Error retrieving blocked users.',
  unblockFailed: 'Error unblocking user.',
  addressLookupFailed: 'Could not get the address.',

  // Ours
  zipInvalid: 'PLEASE ENTER A 5-DIGIT ZIP CODE',
  loading: 'Loading…',
  emailChangeHint: 'Changing your email sends a confirmation code to the new address and a notice to the current one.',
  currentPasswordForEmail: 'Needed to change your email.',
  newsletterSyncing: 'Your account is still being set up with our newsletter system. Newsletter preferences will be available here shortly; please check back later.',
  downloadFailed: 'We could not prepare your data. Please try again later.',
  downloadHint: 'A copy of your profile, posts, workouts and surveys as a JSON file.',
  publicHint: 'Members can open your profile and see your name and social profile, follow you and message you.',
  anonymousHint:
    'Your profile is private: others cannot open it. You cannot post, follow, engage with others or use messages, and you permanently leave all of your chat rooms.',
  privacyIntro: 'Choose who can see your profile.',
  anonymousConfirm:
    'With an anonymous profile others cannot open your profile, and you cannot post, follow, engage with others or use messages. You will permanently leave all of your chat rooms. Continue?',
  unblocked: (name: string) => `${name} has been unblocked.`,
} as const;

export const settingsLabels = {
  // §2 App Settings menu entries, in the spec's order, and its footer links
  menu: 'App Settings',
  personalInfo: 'Personal Information',
  privacySettings: 'Privacy Settings',
  blockedUsers: 'Blocked Users',
  updatePassword: 'Update Password',
  legalWaiver: 'Legal Waiver',
  deleteAccount: 'Delete Account',
  newsletter: 'Newsletter Preferences',
  logout: 'Logout',
  privacyPolicy: 'Privacy Policy & Terms',
  termsOfService: 'Terms of Service',
  // §2 Legal Waiver modal
  goBack: 'Go Back',

  // Ours
  downloadData: 'Download My Data',
  waiverText: 'Waiver text',
  cancel: 'Cancel',
  save: 'Save',
  retry: 'Try again',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  gender: 'Gender',
  shirtSize: 'Shirt Size',
  chooseSize: 'Choose a size',
  separateShipping: 'Use a separate shipping address',
  shippingLegend: 'Shipping Address',
  shippingStreet: 'Shipping Street Address',
  shippingCity: 'Shipping City',
  shippingState: 'Shipping State',
  shippingRegion: 'Shipping State / Province / Region',
  shippingZip: 'Shipping Zip Code',
  shippingPostal: 'Shipping Postal Code',
  shippingCountry: 'Shipping Country',
  chooseState: 'Choose a state',
  chooseCountry: 'Choose a country',
  privacy: 'Profile Privacy',
  publicProfile: 'Public Profile',
  anonymousProfile: 'Anonymous Profile',
  makeAnonymous: 'Make Anonymous',
  anonymousTitle: 'Make your profile anonymous?',
  unblock: 'Unblock',
  unblockName: (name: string) => `Unblock ${name}`,
  blockedList: 'Blocked members',
} as const;
