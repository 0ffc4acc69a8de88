import { describe, expect, it } from 'vitest';
import { COUNTRIES, US, isCountry } from '@/lib/countries';

describe('countries', () => {
  it('about 240 entries, United States first, the rest alphabetical, no duplicates', () => {
    expect(COUNTRIES[0]).toBe('United States');
    expect(US).toBe('United States');
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    const rest = COUNTRIES.slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest).not.toContain('United States');
    for (const c of ['Canada', 'Germany', 'Japan', 'Mexico', 'United Kingdom', "Côte d'Ivoire"]) expect(COUNTRIES).toContain(c);
  });
  it('isCountry ignores case and spaces', () => {
    expect(isCountry(' germany ')).toBe(true);
    expect(isCountry('Atlantis')).toBe(false);
    expect(isCountry('')).toBe(false);
  });
});
