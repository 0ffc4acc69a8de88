// Every user-visible text of member-login. Spec texts (accounts spec §5, §8) are exact; the rest are
// our wording for what the spec does not show (listed in README "Decisions").
export const messages = {
  // §5 Login
  invalidEmail: 'PLEASE ENTER A VALID EMAIL',
  passwordRequired: 'ENTER YOUR PASSWORD',
  // §8 Login failure, shown under the password field
  invalidCredentials: 'INVALID USERNAME OR PASSWORD.',
  // §8 credential store
  credentialsNotSaved: "Couldn't save credentials.",
  // §2 App Settings / Logout
  logoutConfirm: 'Are you sure you want to logout?',
  // §5 Password update (reused by the reset form)
  newPasswordRequired: 'PASSWORD IS REQUIRED',
  passwordTooShort: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
  passwordMismatch: 'PASSWORD DOES NOT MATCH',
  // §8 wrong code (same text as e-mail verification)
  codeInvalid: 'CODE IS INVALID. PLEASE TRY AGAIN.',
  codeIncomplete: 'ENTER THE 6-DIGIT CODE',
  // Not shown by the spec: our texts.
  serverError: 'There was a problem contacting the server. Please try again.',
  resetCodeSent: (email: string) => `If an account exists for ${email}, we sent it a 6-digit code. It is valid for 30 minutes.`,
  resetDone: 'Your password has been reset. Log in with your new password.',
  loggedInAs: 'Logged in as',
  // The browser refused the refresh cookie (a cross-site page blocking partitioned cookies): said once.
  cookieRefused: 'Your browser keeps you logged in on this page only; you will need to log in again in a new tab.',
} as const;

export const labels = {
  email: 'Email',
  password: 'Password',
  login: 'Log In',
  forgot: 'Forgot your password',
  createAccount: 'Create Account',
  logout: 'Logout',
  cancel: 'Cancel',
  resetTitle: 'Reset your password',
  sendCode: 'Send Code',
  code: 'Code',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  resetPassword: 'Reset Password',
  resendCode: 'Send a new code',
  backToLogin: 'Back to Login',
  debug: 'Debug',
  apiServer: 'API server',
  environment: 'Environment',
  profileId: 'Profile id',
  crmId: 'CRM contact id',
} as const;
