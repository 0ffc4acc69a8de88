import { describe, expect, it } from 'vitest';
import { validateLogin, validateReset } from '@/features/member-login/schemas';
import { messages } from '@/features/member-login/messages';

describe('login validation (accounts spec §5 Login)', () => {
  it('requires a basic e-mail pattern and a password, with the exact texts', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'PLEASE ENTER A VALID EMAIL',
      password: 'ENTER YOUR PASSWORD',
    });
    expect(validateLogin({ email: 'ana@', password: 'x' })).toEqual({ email: 'PLEASE ENTER A VALID EMAIL' });
    expect(validateLogin({ email: 'ana@example', password: 'x' })).toEqual({ email: 'PLEASE ENTER A VALID EMAIL' });
    expect(validateLogin({ email: ' ana@example.com ', password: 'x' })).toEqual({});
  });

  it('does not trim or judge the password beyond presence', () => {
    expect(validateLogin({ email: 'a@b.co', password: ' ' })).toEqual({});
  });
});

describe('reset validation (accounts spec §5 Password update)', () => {
  it('uses the password update messages', () => {
    expect(validateReset({ code: '12345', password: '', confirm: '' })).toEqual({
      code: messages.codeIncomplete,
      password: 'PASSWORD IS REQUIRED',
      confirm: 'PASSWORD DOES NOT MATCH',
    });
    expect(validateReset({ code: '123456', password: 'short', confirm: 'short' })).toEqual({
      password: 'PASSWORD MUST BE AT LEAST 8 CHARACTERS LONG',
    });
    expect(validateReset({ code: '123456', password: 'long-enough', confirm: 'long-enougH' })).toEqual({
      confirm: 'PASSWORD DOES NOT MATCH',
    });
    expect(validateReset({ code: '123456', password: 'long-enough', confirm: 'long-enough' })).toEqual({});
  });
});

describe('messages', () => {
  it('carries the spec texts exactly', () => {
    expect(messages.invalidCredentials).toBe('INVALID USERNAME OR PASSWORD.');
    expect(messages.credentialsNotSaved).toBe("Couldn't save credentials.");
    expect(messages.logoutConfirm).toBe('Are you sure you want to logout?');
    expect(messages.codeInvalid).toBe('CODE IS INVALID. PLEASE TRY AGAIN.');
  });
});
