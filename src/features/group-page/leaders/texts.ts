/**
 * The Eagle Leader modals' and the moderation history's texts (events spec §5 'Eagle Leader modals',
 * §6, §8; accounts spec §3, §4). The spec's own wording comes from src/lib/eagle-leader.ts; the rest
 * is ours (README 'Decisions'). Validation messages are in capitals, as the spec shows its messages.
 */
import { EAGLE_LEADER_TEXTS } from '@/lib/eagle-leader';

export const leaderTexts = {
  menu: 'Group admin options',
  onboard: 'Onboard Eagle Leader',
  offboard: 'Offboard Eagle Leader',
  info: 'Eagle Leader Info',
  audit: 'Moderation history',

  search: 'Search members by name',
  member: 'Member',
  role: 'Role',
  /** The info modal's role choice (beside the current role it shows). */
  changeRole: 'Change role',
  status: 'Status',
  startDate: 'Start date',
  endDate: 'End date',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  onboarding: 'Onboarding',
  completed: 'Completed',
  pending: 'Pending',
  trainingDate: 'training date',
  none: '---',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  dismiss: 'Dismiss',
  loadMore: 'Load more members',
  loadingMembers: 'Loading members…',
  loadingInfo: 'Loading Eagle Leader info…',
  retry: 'Try again',

  /** Empty lists, per modal. */
  noCandidates: 'No members of this group can be onboarded. Only members with a public profile who are not Eagle Leaders can be.',
  noActiveLeaders: 'No active Eagle Leaders with a role you can change.',
  noLeaders: 'No Eagle Leaders found.',
  /** Why the info cannot be edited here. */
  selfReadOnly: 'You cannot change your own Eagle Leader status.',
  offboardingReadOnly: 'This Eagle Leader is being offboarded. It takes several minutes.',
  roleReadOnly: (role: string) => `The ${role} role cannot be changed by a group admin.`,
} as const;

/** Validation (client side; the server answers the same rules). */
export const leaderErrors = {
  member: 'CHOOSE A MEMBER',
  role: 'ROLE IS REQUIRED',
  month: 'MONTH IS REQUIRED',
  day: 'DAY IS REQUIRED',
  year: 'YEAR IS REQUIRED',
  yearFormat: 'ENTER THE YEAR AS 4 DIGITS',
  invalidDate: 'ENTER A REAL DATE',
  startFuture: EAGLE_LEADER_TEXTS.startFuture,
  endFuture: EAGLE_LEADER_TEXTS.endFuture,
} as const;

export const leaderMessages = {
  /** Member search failure (events spec §8). */
  searchFailed: 'An error occurred trying to search users. Please try again later.',
  /** A save without a usable server message (no response): events spec §8 shows the server's message otherwise. */
  saveFailed: 'Unable to save the Eagle Leader change. Please try again later.',
  infoFailed: 'Unable to load the Eagle Leader info. Please try again later.',
  /** The server's text for the same refusal (docs/api.md 'Eagle Leader info'). */
  alreadyLeader: 'This member is already an Eagle Leader.',
  onboarded: (name: string, role: string) => `${name} was onboarded as ${role}. Their status is PENDING until their training is recorded.`,
  /** Spec §4: offboarding 'takes several minutes'. */
  offboarded: (name: string) => `Offboarding ${name} takes several minutes. Their status is OFFBOARDING until then.`,
  edited: (name: string, role: string) => `${name}’s Eagle Leader role is now ${role}.`,
} as const;

export const auditTexts = {
  title: 'Moderation history',
  loading: 'Loading the moderation history…',
  empty: 'No moderation actions yet.',
  failed: 'Unable to load the moderation history. Please try again later.',
  loadMore: 'Load more',
  retry: 'Try again',
  automatic: 'Automatic',
  someone: 'A member',
  aPost: 'a post',
} as const;
