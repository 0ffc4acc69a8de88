import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatPhone,
  isBlank,
  isOrgEmail,
  isTenDigitPhone,
  isValidEmail,
  isValidUrl,
  phoneProblem,
  trimZip,
} from '@/lib/validate';
import { isAcceptedImageType } from '@/lib/image';

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   \t\n', true],
    [' a ', false],
    [0, false],
  ])('%j → %s', (v, expected) => expect(isBlank(v)).toBe(expected));
});

describe('isValidEmail', () => {
  it.each(['ana@example.com', ' ana.lopez+rwb@mail.example.org ', 'a@b.co'])('accepts %s', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'an a@example.com', 'ana@exa mple.com', null])('rejects %j', (v) =>
    expect(isValidEmail(v)).toBe(false),
  );
});

describe('isOrgEmail', () => {
  it('matches the domain and its subdomains only', () => {
    expect(isOrgEmail('Joe@TeamRWB.org', 'teamrwb.org')).toBe(true);
    expect(isOrgEmail('joe@mail.teamrwb.org', 'teamrwb.org')).toBe(true);
    expect(isOrgEmail('joe@notteamrwb.org', 'teamrwb.org')).toBe(false);
    expect(isOrgEmail('joe@gmail.com', 'teamrwb.org')).toBe(false);
  });
});

describe('isValidUrl', () => {
  it.each(['http://example.com', 'https://www.teamrwb.org/events?id=1#x', 'https://sub.domain.info/path', 'https://a.io:8080/x'])('accepts %s', (v) =>
    expect(isValidUrl(v)).toBe(true),
  );
  it.each(['ftp://example.com', 'example.com', 'https://localhost', 'https://example.c', 'https://example.museum', 'https://exa mple.com', 'javascript:alert(1)', ''])(
    'rejects %s',
    (v) => expect(isValidUrl(v)).toBe(false),
  );
});

describe('phones', () => {
  it('digitsOnly strips formatting; ten digits exactly', () => {
    expect(digitsOnly('(919) 555-0100')).toBe('9195550100');
    expect(isTenDigitPhone('(919) 555-0100')).toBe(true);
    expect(isTenDigitPhone('919555010')).toBe(false);
    expect(isTenDigitPhone('91955501000')).toBe(false);
  });

  it('phoneProblem gives the reason', () => {
    expect(phoneProblem('  ')).toBe('missing');
    expect(phoneProblem('919-555-01OO')).toBe('not_numbers');
    expect(phoneProblem('919 555 010')).toBe('not_ten_digits');
    expect(phoneProblem('919.555.0100')).toBeNull();
  });

  it('formatPhone: (xxx) xxx-xxxx', () => {
    expect(formatPhone('9195550100')).toBe('(919) 555-0100');
    expect(formatPhone('+1 919 555 0100')).toBe('(919) 555-0100');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});

describe('images and zips', () => {
  it('accepts png, jpeg and webp only', () => {
    expect(isAcceptedImageType('image/png')).toBe(true);
    expect(isAcceptedImageType('image/jpeg')).toBe(true);
    expect(isAcceptedImageType(new Blob([], { type: 'image/webp' }))).toBe(true);
    expect(isAcceptedImageType('image/gif')).toBe(false);
    expect(isAcceptedImageType('image/svg+xml')).toBe(false);
    expect(isAcceptedImageType(new Blob([]))).toBe(false);
  });

  it('trims zip codes to five digits', () => {
    expect(trimZip('27601-1234')).toBe('27601');
    expect(trimZip(' 02134 ')).toBe('02134');
  });
});
