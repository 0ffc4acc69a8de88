// Every user-visible text of registration-wizard. Spec texts (accounts spec §5 Validation rules, §8
// Error catalogue) are exact and marked; the rest is our wording where the spec shows none (README
// "Decisions").

export const messages = {
  // §5 Signup
  required: 'THIS FIELD IS REQUIRED',
  invalidEmail: 'PLEASE ENTER A VALID EMAIL',
  emailMismatch: 'EMAIL DOES NOT MATCH',
  orgEmail: (product: string) => `PLEASE USE A NON-${product} EMAIL`,
  passwordTooShort: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
  passwordMismatch: 'PASSWORD DOES NOT MATCH',
  // §8 Signup
  signupServer: 'THERE WAS A PROBLEM WITH THE SERVER. PLEASE TRY AGAIN',
  signupNetwork: 'THERE WAS A PROBLEM WITH THE SERVER, PLEASE TRY AGAIN',
  loginAfterSignup: 'Server error. Please try again. If the problem persists, please contact support',
  // §5 Confirm email / §8
  codeIncomplete: 'ENTER ALL SIX DIGITS OF THE CODE',
  codeInvalid: 'CODE IS INVALID. PLEASE TRY AGAIN.',
  codeOther: (product: string) => `${product} Error: Please try again later.`,
  verifyCheckFailed: 'There was an error contacting the server. Please try again.',
  unableToVerify: 'Unable to verify email.',
  codeResent: (email: string) => `We sent a new code to ${email}.`,
  // §5 Personal info
  phoneMissing: 'PLEASE ENTER A PHONE NUMBER',
  phoneNotNumbers: 'PLEASE ENTER ONLY NUMBERS',
  phoneNotTen: 'PLEASE ENTER A 10-DIGIT PHONE NUMBER',
  selectOption: 'PLEASE SELECT AN OPTION',
  addressNotVerified: 'Could not verify address. Please submit your address via manual entry.',
  zipInvalid: 'PLEASE ENTER A 5-DIGIT ZIP CODE',
  // §8
  addressLookupFailed: 'Could not get the address.',
  chaptersFailed: 'There was an error finding a list of available chapters.',
  // §5 Social profile
  bioTooLong: 'EXCEEDED THE PROFILE BIO LIMIT',
  // §5 Military registration
  invalidDate: 'INVALID DATE',
  // §5 Waiver
  waiverRequired: 'YOU MUST ACCEPT THE WAIVER TO CONTINUE',
  // §8 Registration completion
  completionFailed: 'There was a problem contacting the server. Please try again.',
  // Our texts
  noSuggestions: 'No matching addresses. Keep typing, or enter your address manually.',
  suggestionsHint: 'Type more than 3 characters to see suggestions.',
  searching: 'Searching…',
  loadingChapters: 'Loading chapters…',
  noChapters: 'No chapters found.',
  chooseSuite: 'This address has several units. Choose yours.',
  streetNeeded: 'Enter the street address for this city and zip code.',
} as const;

export const labels = {
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  progress: 'Registration progress',
  back: 'Back',
  next: 'Next',
  // Step 1
  signupTitle: 'Create Your Account',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  emailNote: 'Please use a civilian or non-government email address.',
  confirmEmail: 'Confirm Email',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  confirmPassword: 'Confirm Password',
  agreePrefix: 'By creating an account you agree to our',
  privacyPolicy: 'Privacy Policy',
  and: 'and',
  terms: 'Terms of Service',
  createAccount: 'Create Account',
  haveAccount: 'Have an account?',
  loginHere: 'Login Here',
  support: 'Contact support',
  // Step 2
  confirmTitle: 'Confirmation Code',
  confirmIntro: (email: string) => `We emailed a 6-digit code to ${email}. Enter it below.`,
  digit: (n: number) => `Digit ${n} of 6`,
  code: 'Confirmation Code',
  verify: 'Verify',
  resend: 'Resend Code',
  // Step 3
  personalTitle: 'Personal Information',
  phone: 'Phone Number',
  addressType: 'Address Type',
  domestic: 'Domestic',
  international: 'International',
  address: 'Address',
  addressHint: 'Start typing your street address, city or zip code.',
  enterManually: 'Enter address manually',
  useSearch: 'Search for my address',
  street: 'Street Address',
  street2: 'Apartment, Suite, Unit',
  city: 'City',
  state: 'State',
  stateOrRegion: 'State / Province / Region',
  zip: 'Zip Code',
  postalCode: 'Postal Code',
  country: 'Country',
  chooseCountry: 'Choose a country',
  suite: 'Unit',
  chooseSuiteLabel: 'Choose a unit',
  suggestions: 'Address suggestions',
  gender: 'Gender',
  chapter: 'Preferred Chapter',
  chapterHint: 'Chapters nearest to your zip code come first.',
  chooseChapter: 'Choose a chapter',
  miles: (d: number) => `${d} mi`,
  retry: 'Try again',
  // Step 4
  socialTitle: 'Social Profile',
  bio: 'Bio',
  bioCount: (n: number, max: number) => `${n} / ${max}`,
  profilePhoto: 'Profile Photo',
  coverPhoto: 'Cover Photo',
  // Step 5
  militaryTitle: 'Military Service',
  // Step 6
  privacyTitle: 'Privacy and Waiver',
  privacy: 'Profile Privacy',
  publicProfile: 'Public Profile',
  publicHint: 'Members can see your name and social profile, follow you and message you.',
  anonymousProfile: 'Anonymous Profile',
  anonymousHint: 'Your profile cannot be opened by others; you cannot post, follow, engage or use messages.',
  waiver: 'Legal Waiver',
  acceptWaiver: 'I have read and accept the waiver',
  finish: 'Complete Registration',
  // Done
  completeTitle: 'Welcome! Your registration is complete.',
  goToFeed: 'Go to your feed',
  loading: 'Loading…',
} as const;
