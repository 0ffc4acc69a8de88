import { parseYmd } from './dates';

/**
 * Military service data for the registration and profile forms (accounts spec §3 Enumerations, §5):
 * statuses, branches, each branch's ranks within the spec's bounds, deployment operations, genders and
 * the ETS (Expiration Term of Service) date choices. One reviewed file; the server validates with it too.
 */

export const CIVILIAN = 'Civilian';
/** The status that needs an ETS date (named as members know it; README "Decisions"). */
export const ETS_STATUS = 'Transitioning Service Member';
/** The radio list, in order. */
export const MILITARY_STATUSES = ['Civilian', 'Veteran', 'Active Duty', 'Guard', 'Reserve', 'Transitioning Service Member'] as const;
export type MilitaryStatus = (typeof MILITARY_STATUSES)[number];

export const BRANCHES = ['Army', 'Air Force', 'Marine Corps', 'Navy', 'Coast Guard', 'Space Force'] as const;
export type Branch = (typeof BRANCHES)[number];

export type RankKind = 'enlisted' | 'warrant' | 'officer';
export interface Rank {
  code: string;
  title: string;
  /** DoD pay grade: 'E-1' … 'E-9', 'W-1' … 'W-5', 'O-1' … 'O-10'. */
  grade: string;
  kind: RankKind;
}

type Row = [code: string, title: string, grade: string];
const kindOf = (grade: string): RankKind => (grade.startsWith('E') ? 'enlisted' : grade.startsWith('W') ? 'warrant' : 'officer');
const ranks = (rows: Row[]): readonly Rank[] => rows.map(([code, title, grade]) => ({ code, title, grade, kind: kindOf(grade) }));

// Air Force and Space Force commission the same officer grades.
const AIR_OFFICERS: Row[] = [
  ['2d Lt', 'Second Lieutenant', 'O-1'],
  ['1st Lt', 'First Lieutenant', 'O-2'],
  ['Capt', 'Captain', 'O-3'],
  ['Maj', 'Major', 'O-4'],
  ['Lt Col', 'Lieutenant Colonel', 'O-5'],
  ['Col', 'Colonel', 'O-6'],
  ['Brig Gen', 'Brigadier General', 'O-7'],
  ['Maj Gen', 'Major General', 'O-8'],
  ['Lt Gen', 'Lieutenant General', 'O-9'],
  ['Gen', 'General', 'O-10'],
];

// Navy and Coast Guard share the sea-service officer grades.
const SEA_OFFICERS: Row[] = [
  ['ENS', 'Ensign', 'O-1'],
  ['LTJG', 'Lieutenant Junior Grade', 'O-2'],
  ['LT', 'Lieutenant', 'O-3'],
  ['LCDR', 'Lieutenant Commander', 'O-4'],
  ['CDR', 'Commander', 'O-5'],
  ['CAPT', 'Captain', 'O-6'],
  ['RDML', 'Rear Admiral (Lower Half)', 'O-7'],
  ['RADM', 'Rear Admiral', 'O-8'],
  ['VADM', 'Vice Admiral', 'O-9'],
  ['ADM', 'Admiral', 'O-10'],
];

export const RANKS: Readonly<Record<Branch, readonly Rank[]>> = {
  Army: ranks([
    ['PVT', 'Private', 'E-1'],
    ['PV2', 'Private Second Class', 'E-2'],
    ['PFC', 'Private First Class', 'E-3'],
    ['SPC', 'Specialist', 'E-4'],
    ['CPL', 'Corporal', 'E-4'],
    ['SGT', 'Sergeant', 'E-5'],
    ['SSG', 'Staff Sergeant', 'E-6'],
    ['SFC', 'Sergeant First Class', 'E-7'],
    ['MSG', 'Master Sergeant', 'E-8'],
    ['1SG', 'First Sergeant', 'E-8'],
    ['SGM', 'Sergeant Major', 'E-9'],
    ['CSM', 'Command Sergeant Major', 'E-9'],
    ['WO1', 'Warrant Officer 1', 'W-1'],
    ['CW2', 'Chief Warrant Officer 2', 'W-2'],
    ['CW3', 'Chief Warrant Officer 3', 'W-3'],
    ['CW4', 'Chief Warrant Officer 4', 'W-4'],
    ['CW5', 'Chief Warrant Officer 5', 'W-5'],
    ['2LT', 'Second Lieutenant', 'O-1'],
    ['1LT', 'First Lieutenant', 'O-2'],
    ['CPT', 'Captain', 'O-3'],
    ['MAJ', 'Major', 'O-4'],
    ['LTC', 'Lieutenant Colonel', 'O-5'],
    ['COL', 'Colonel', 'O-6'],
    ['BG', 'Brigadier General', 'O-7'],
    ['MG', 'Major General', 'O-8'],
    ['LTG', 'Lieutenant General', 'O-9'],
    ['GEN', 'General', 'O-10'],
  ]),
  // The spec writes "Marine PVT"; the Marine Corps abbreviates Private as 'Pvt'.
  'Marine Corps': ranks([
    ['Pvt', 'Private', 'E-1'],
    ['PFC', 'Private First Class', 'E-2'],
    ['LCpl', 'Lance Corporal', 'E-3'],
    ['Cpl', 'Corporal', 'E-4'],
    ['Sgt', 'Sergeant', 'E-5'],
    ['SSgt', 'Staff Sergeant', 'E-6'],
    ['GySgt', 'Gunnery Sergeant', 'E-7'],
    ['MSgt', 'Master Sergeant', 'E-8'],
    ['1stSgt', 'First Sergeant', 'E-8'],
    ['MGySgt', 'Master Gunnery Sergeant', 'E-9'],
    ['SgtMaj', 'Sergeant Major', 'E-9'],
    ['WO', 'Warrant Officer', 'W-1'],
    ['CWO2', 'Chief Warrant Officer 2', 'W-2'],
    ['CWO3', 'Chief Warrant Officer 3', 'W-3'],
    ['CWO4', 'Chief Warrant Officer 4', 'W-4'],
    ['CWO5', 'Chief Warrant Officer 5', 'W-5'],
    ['2ndLt', 'Second Lieutenant', 'O-1'],
    ['1stLt', 'First Lieutenant', 'O-2'],
    ['Capt', 'Captain', 'O-3'],
    ['Maj', 'Major', 'O-4'],
    ['LtCol', 'Lieutenant Colonel', 'O-5'],
    ['Col', 'Colonel', 'O-6'],
    ['BGen', 'Brigadier General', 'O-7'],
    ['MajGen', 'Major General', 'O-8'],
    ['LtGen', 'Lieutenant General', 'O-9'],
    ['Gen', 'General', 'O-10'],
  ]),
  // The spec ends Navy enlisted at 'FMCPO' (Fleet/Force Master Chief); Navy warrant grades start at CWO2.
  Navy: ranks([
    ['SR', 'Seaman Recruit', 'E-1'],
    ['SA', 'Seaman Apprentice', 'E-2'],
    ['SN', 'Seaman', 'E-3'],
    ['PO3', 'Petty Officer Third Class', 'E-4'],
    ['PO2', 'Petty Officer Second Class', 'E-5'],
    ['PO1', 'Petty Officer First Class', 'E-6'],
    ['CPO', 'Chief Petty Officer', 'E-7'],
    ['SCPO', 'Senior Chief Petty Officer', 'E-8'],
    ['MCPO', 'Master Chief Petty Officer', 'E-9'],
    ['FMCPO', 'Fleet/Force Master Chief Petty Officer', 'E-9'],
    ['CWO2', 'Chief Warrant Officer 2', 'W-2'],
    ['CWO3', 'Chief Warrant Officer 3', 'W-3'],
    ['CWO4', 'Chief Warrant Officer 4', 'W-4'],
    ['CWO5', 'Chief Warrant Officer 5', 'W-5'],
    ...SEA_OFFICERS,
  ]),
  // The spec writes AMB for Airman Basic (the Air Force abbreviates it 'AB').
  'Air Force': ranks([
    ['AMB', 'Airman Basic', 'E-1'],
    ['Amn', 'Airman', 'E-2'],
    ['A1C', 'Airman First Class', 'E-3'],
    ['SrA', 'Senior Airman', 'E-4'],
    ['SSgt', 'Staff Sergeant', 'E-5'],
    ['TSgt', 'Technical Sergeant', 'E-6'],
    ['MSgt', 'Master Sergeant', 'E-7'],
    ['SMSgt', 'Senior Master Sergeant', 'E-8'],
    ['CMSgt', 'Chief Master Sergeant', 'E-9'],
    ['CCMSgt', 'Command Chief Master Sergeant', 'E-9'],
    ...AIR_OFFICERS,
  ]),
  'Coast Guard': ranks([
    ['SR', 'Seaman Recruit', 'E-1'],
    ['SA', 'Seaman Apprentice', 'E-2'],
    ['SN', 'Seaman', 'E-3'],
    ['PO3', 'Petty Officer Third Class', 'E-4'],
    ['PO2', 'Petty Officer Second Class', 'E-5'],
    ['PO1', 'Petty Officer First Class', 'E-6'],
    ['CPO', 'Chief Petty Officer', 'E-7'],
    ['SCPO', 'Senior Chief Petty Officer', 'E-8'],
    ['MCPO', 'Master Chief Petty Officer', 'E-9'],
    ['CWO2', 'Chief Warrant Officer 2', 'W-2'],
    ['CWO3', 'Chief Warrant Officer 3', 'W-3'],
    ['CWO4', 'Chief Warrant Officer 4', 'W-4'],
    ...SEA_OFFICERS,
  ]),
  // The spec writes SPC1 for Specialist 1.
  'Space Force': ranks([
    ['SPC1', 'Specialist 1', 'E-1'],
    ['SPC2', 'Specialist 2', 'E-2'],
    ['SPC3', 'Specialist 3', 'E-3'],
    ['SPC4', 'Specialist 4', 'E-4'],
    ['Sgt', 'Sergeant', 'E-5'],
    ['TSgt', 'Technical Sergeant', 'E-6'],
    ['MSgt', 'Master Sergeant', 'E-7'],
    ['SMSgt', 'Senior Master Sergeant', 'E-8'],
    ['CMSgt', 'Chief Master Sergeant', 'E-9'],
    ['CMSSF', 'Chief Master Sergeant of the Space Force', 'E-9'],
    ...AIR_OFFICERS,
  ]),
};

export function isBranch(v: unknown): v is Branch {
  return typeof v === 'string' && (BRANCHES as readonly string[]).includes(v);
}

export function isMilitaryStatus(v: unknown): v is MilitaryStatus {
  return typeof v === 'string' && (MILITARY_STATUSES as readonly string[]).includes(v);
}

/** The branch's ranks, enlisted → warrant → officer; [] for an unknown branch. */
export function ranksFor(branch: string | null | undefined): readonly Rank[] {
  return isBranch(branch) ? RANKS[branch] : [];
}

export function isRankOf(branch: string | null | undefined, code: string | null | undefined): boolean {
  return !!code && ranksFor(branch).some((r) => r.code === code);
}

/** Every status but Civilian asks for service details (branch, rank, combat zone, disability). */
export function needsService(status: string | null | undefined): boolean {
  return !!status && status !== CIVILIAN;
}

/**
 * Named US wars and operations from World War II through Iraq (chronological by start), then 'Other'.
 * Operation Freedom's Sentinel (2015) is left out: it began after the last Iraq entry (Inherent Resolve, 2014).
 */
export const DEPLOYMENT_OPERATIONS: readonly string[] = [
  'World War II',
  'Korean War',
  'Vietnam War',
  'Operation Urgent Fury (Grenada)',
  'Operation Just Cause (Panama)',
  'Operation Desert Shield',
  'Operation Desert Storm (Gulf War)',
  'Operation Restore Hope (Somalia)',
  'Operation Uphold Democracy (Haiti)',
  'Operation Joint Endeavor (Bosnia)',
  'Operation Allied Force (Kosovo)',
  'Operation Enduring Freedom (Afghanistan)',
  'Operation Iraqi Freedom',
  'Operation New Dawn (Iraq)',
  'Operation Inherent Resolve (Iraq and Syria)',
  'Other',
];

export const GENDERS = ['Male', 'Female', 'Undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MONTHS: readonly { value: number; label: string }[] = MONTH_NAMES.map((label, i) => ({ value: i + 1, label }));
export const DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** The spec's ETS years: the current year and the 80 before (81), newest first. */
export function etsYearChoices(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 81 }, (_, i) => year - i);
}

/** A real calendar date (no 30 February) whose year is one of the ETS year choices. */
export function isValidEtsDate(year: number, month: number, day: number, now: Date = new Date()): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (!etsYearChoices(now).includes(year) || month < 1 || month > 12 || day < 1 || day > 31) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD'. */
export function etsDateString(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** 'YYYY-MM-DD' (a time part is ignored) → its numbers; anything else → null. */
export const parseEtsDate = parseYmd;
