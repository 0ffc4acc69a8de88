import { describe, expect, it } from 'vitest';
import { compareVersions, mustReload, versionLine } from '@/features/member-app/model';

describe('app version rules', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('5.1.4', '5.1.4')).toBe(0);
    expect(compareVersions('5.10.0', '5.9.9')).toBe(1);
    expect(compareVersions('5.1', '5.1.1')).toBe(-1);
    expect(compareVersions('6', '5.99.99')).toBe(1);
  });
  it('asks for a reload only below the minimum', () => {
    expect(mustReload('5.1.4', '5.1.5')).toBe(true);
    expect(mustReload('5.1.4', '5.1.4')).toBe(false);
    expect(mustReload('5.1.4', '5.0.0')).toBe(false);
    expect(mustReload('5.1.4', null)).toBe(false);
  });
  it('writes the version line', () => {
    expect(versionLine('5.1.4', 'D9223')).toBe('Version 5.1.4 (build D9223)');
  });
});
