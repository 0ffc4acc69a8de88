import { describe, expect, it } from 'vitest';
import {
  BRANCHES,
  CIVILIAN,
  DEPLOYMENT_OPERATIONS,
  ETS_STATUS,
  GENDERS,
  MILITARY_STATUSES,
  RANKS,
  etsDateString,
  etsYearChoices,
  isRankOf,
  isValidEtsDate,
  needsService,
  parseEtsDate,
  ranksFor,
  type RankKind,
} from '@/lib/military';

const codes = (branch: string, kind: RankKind) => ranksFor(branch).filter((r) => r.kind === kind).map((r) => r.code);
const bounds = (branch: string, kind: RankKind) => {
  const c = codes(branch, kind);
  return [c[0], c.at(-1)];
};

describe('statuses, branches, genders', () => {
  it('the radio list includes Civilian, Veteran, Active Duty, Guard, Reserve and the ETS status', () => {
    expect(MILITARY_STATUSES).toEqual(['Civilian', 'Veteran', 'Active Duty', 'Guard', 'Reserve', 'Transitioning Service Member']);
    expect(ETS_STATUS).toBe('Transitioning Service Member');
    expect(CIVILIAN).toBe('Civilian');
    expect(needsService('Civilian')).toBe(false);
    expect(needsService('')).toBe(false);
    expect(MILITARY_STATUSES.filter(needsService)).toHaveLength(5);
  });
  it('six branches; three genders', () => {
    expect(BRANCHES).toEqual(['Army', 'Air Force', 'Marine Corps', 'Navy', 'Coast Guard', 'Space Force']);
    expect(GENDERS).toEqual(['Male', 'Female', 'Undisclosed']);
  });
});

describe('rank lists within the spec bounds', () => {
  it.each([
    ['Army', ['PVT', 'CSM'], ['WO1', 'CW5'], ['2LT', 'GEN']],
    ['Marine Corps', ['Pvt', 'SgtMaj'], ['WO', 'CWO5'], ['2ndLt', 'Gen']],
    ['Navy', ['SR', 'FMCPO'], ['CWO2', 'CWO5'], ['ENS', 'ADM']],
    ['Air Force', ['AMB', 'CCMSgt'], [undefined, undefined], ['2d Lt', 'Gen']],
    ['Space Force', ['SPC1', 'CMSSF'], [undefined, undefined], ['2d Lt', 'Gen']],
    ['Coast Guard', ['SR', 'MCPO'], ['CWO2', 'CWO4'], ['ENS', 'ADM']],
  ])('%s', (branch, enlisted, warrant, officer) => {
    expect(bounds(branch, 'enlisted')).toEqual(enlisted);
    expect(bounds(branch, 'warrant')).toEqual(warrant);
    expect(bounds(branch, 'officer')).toEqual(officer);
  });

  it('complete grade ladders: E-1..E-9 and O-1..O-10 in every branch, codes unique, grades in order', () => {
    for (const branch of BRANCHES) {
      const list = RANKS[branch];
      expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
      const grades = (kind: RankKind) => [...new Set(list.filter((r) => r.kind === kind).map((r) => r.grade))];
      expect(grades('enlisted')).toEqual(['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9']);
      expect(grades('officer')).toEqual(['O-1', 'O-2', 'O-3', 'O-4', 'O-5', 'O-6', 'O-7', 'O-8', 'O-9', 'O-10']);
      const order = list.map((r) => 'EWO'.indexOf(r.grade[0]) * 100 + Number(r.grade.slice(2)));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(list.every((r) => r.title.length > 2)).toBe(true);
    }
    expect(codes('Army', 'enlisted')).toEqual(['PVT', 'PV2', 'PFC', 'SPC', 'CPL', 'SGT', 'SSG', 'SFC', 'MSG', '1SG', 'SGM', 'CSM']);
    expect(codes('Army', 'warrant')).toEqual(['WO1', 'CW2', 'CW3', 'CW4', 'CW5']);
    expect(codes('Navy', 'enlisted')).toEqual(['SR', 'SA', 'SN', 'PO3', 'PO2', 'PO1', 'CPO', 'SCPO', 'MCPO', 'FMCPO']);
    expect(codes('Coast Guard', 'enlisted')).toEqual(['SR', 'SA', 'SN', 'PO3', 'PO2', 'PO1', 'CPO', 'SCPO', 'MCPO']);
  });

  it('isRankOf checks the rank against the branch', () => {
    expect(isRankOf('Army', 'CSM')).toBe(true);
    expect(isRankOf('Navy', 'CSM')).toBe(false);
    expect(isRankOf('Coast Guard', 'CWO5')).toBe(false);
    expect(isRankOf('Navy', 'CWO5')).toBe(true);
    expect(isRankOf('Pirates', 'CSM')).toBe(false);
    expect(isRankOf('Army', '')).toBe(false);
    expect(ranksFor(null)).toEqual([]);
  });
});

describe('deployment operations', () => {
  it('from World War II through Iraq, then Other', () => {
    expect(DEPLOYMENT_OPERATIONS[0]).toBe('World War II');
    expect(DEPLOYMENT_OPERATIONS.at(-1)).toBe('Other');
    expect(DEPLOYMENT_OPERATIONS.slice(-4, -1).some((o) => /Iraq/.test(o))).toBe(true);
    expect(DEPLOYMENT_OPERATIONS).toContain('Operation Iraqi Freedom');
    expect(DEPLOYMENT_OPERATIONS).toContain('Korean War');
    expect(new Set(DEPLOYMENT_OPERATIONS).size).toBe(DEPLOYMENT_OPERATIONS.length);
    const order = ['World War II', 'Korean War', 'Vietnam War', 'Operation Desert Storm (Gulf War)', 'Operation Enduring Freedom (Afghanistan)', 'Operation Iraqi Freedom', 'Operation New Dawn (Iraq)'];
    const at = order.map((o) => DEPLOYMENT_OPERATIONS.indexOf(o));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});

describe('ETS date', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('year choices: the current year and the 80 before, newest first', () => {
    const years = etsYearChoices(now);
    expect(years).toHaveLength(81);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1946);
  });
  it('only real dates within the year choices', () => {
    expect(isValidEtsDate(2024, 2, 29, now)).toBe(true);
    expect(isValidEtsDate(2025, 2, 29, now)).toBe(false);
    expect(isValidEtsDate(2026, 4, 31, now)).toBe(false);
    expect(isValidEtsDate(1945, 6, 1, now)).toBe(false);
    expect(isValidEtsDate(2027, 1, 1, now)).toBe(false);
    expect(isValidEtsDate(Number.NaN, 1, 1, now)).toBe(false);
    expect(isValidEtsDate(2020, 13, 1, now)).toBe(false);
  });
  it('formats and parses YYYY-MM-DD', () => {
    expect(etsDateString(2024, 2, 9)).toBe('2024-02-09');
    expect(parseEtsDate('2024-02-09')).toEqual({ year: 2024, month: 2, day: 9 });
    expect(parseEtsDate('2024-02-09T00:00:00Z')).toEqual({ year: 2024, month: 2, day: 9 });
    expect(parseEtsDate('2023-02-29')).toBeNull();
    expect(parseEtsDate('02/09/2024')).toBeNull();
    expect(parseEtsDate(null)).toBeNull();
  });
});
