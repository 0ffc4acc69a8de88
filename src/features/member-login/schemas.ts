import { isBlank, isValidEmail } from '@/lib/validate';
import { messages } from './messages';

export interface LoginInput {
  email: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Accounts spec §5 Login: a basic e-mail pattern and a required password. */
export function validateLogin(input: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidEmail(input.email.trim())) errors.email = messages.invalidEmail;
  if (input.password.length === 0) errors.password = messages.passwordRequired;
  return errors;
}

export interface ResetInput {
  code: string;
  password: string;
  confirm: string;
}
export type ResetErrors = Partial<Record<keyof ResetInput, string>>;

/** The reset form uses the Password update rules of accounts spec §5. */
export function validateReset(input: ResetInput): ResetErrors {
  const errors: ResetErrors = {};
  if (!/^\d{6}$/.test(input.code.trim())) errors.code = messages.codeIncomplete;
  if (isBlank(input.password)) errors.password = messages.newPasswordRequired;
  else if (input.password.length < 8) errors.password = messages.passwordTooShort;
  if (isBlank(input.confirm) || input.confirm !== input.password) errors.confirm = messages.passwordMismatch;
  return errors;
}

export const hasErrors = (e: object) => Object.values(e).some(Boolean);
