/**
 * Eagle Leader status (accounts spec §4 'Eagle leader status (derived)'), shared by profile-view's
 * MEMBER INFO tab and the groups feature's onboarding/offboarding. Pure.
 */
import { formatDate } from './dates';

export const EAGLE_LEADER_ROLES = [
  'Board Member',
  'Executive Staff',
  'State Coordinator',
  'Activity Group Leader',
  'Activity Group Coordinator',
  'Volunteer Expedition Leader',
  'Deputy State Coordinator',
  'Chapter Captain',
  'Deputy Chapter Captain',
  'Volunteer Leader',
] as const;
export type EagleLeaderRole = (typeof EAGLE_LEADER_ROLES)[number];

/** Roles a group admin may give or change (events spec §9); also the onboarding list. */
export const EDITABLE_ROLES: readonly EagleLeaderRole[] = ['Volunteer Leader', 'Chapter Captain', 'Deputy Chapter Captain', 'Deputy State Coordinator'];

/** The editable role `role` names, compared case-insensitively (spec §6), in its canonical spelling; else null. */
export function editableRole(role: string | null | undefined): EagleLeaderRole | null {
  const key = role?.trim().toLowerCase();
  return EDITABLE_ROLES.find((r) => r.toLowerCase() === key) ?? null;
}

/** The Eagle Leader modals' date messages (events spec §5), shown by the client and answered by the server. */
export const EAGLE_LEADER_TEXTS = {
  startFuture: 'START DATE CANNOT BE FUTURE-DATED',
  endFuture: 'END DATE CANNOT BE FUTURE-DATED',
} as const;

/** Inactivity thresholds in whole days without a check-in (spec §4, §9): alert at 30, warning over 45, offboarded at 60. */
export const ALERT_DAYS = 30;
export const WARNING_DAYS = 45;
export const OFFBOARD_DAYS = 60;

export type EagleLeaderStatus = 'NONE' | 'PENDING' | 'ACTIVE' | 'OFFBOARDING';

export interface EagleLeaderInfoLike {
  role?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  active?: boolean | null;
  offboarding_notification?: string | null;
  training_completion_date?: string | null;
}

/** Not an Eagle Leader (no info); PENDING (info, not active); ACTIVE (active, no end date); OFFBOARDING (active with an end date). */
export function eagleLeaderStatus(info: EagleLeaderInfoLike | null | undefined): EagleLeaderStatus {
  if (!info) return 'NONE';
  if (!info.active) return 'PENDING';
  return info.end_date ? 'OFFBOARDING' : 'ACTIVE';
}

export const statusLabels: Record<EagleLeaderStatus, string> = {
  NONE: 'Not an Eagle Leader',
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  OFFBOARDING: 'OFFBOARDING',
};

/** Onboarding: 'Completed' with the training date (MM/DD/YYYY, '---' without one) once active, else 'Pending'. */
export function onboardingStatus(info: EagleLeaderInfoLike | null | undefined): { label: 'Completed' | 'Pending'; date: string } {
  if (info?.active) return { label: 'Completed', date: info.training_completion_date ? formatDate(info.training_completion_date) : '---' };
  return { label: 'Pending', date: '---' };
}

export const NOTIFICATION_WARNING = 'Warning - 45 Day External';
export const NOTIFICATION_ALERT = 'Alert - 30 Day Internal';

/**
 * The inactivity notification of a leader: the server's `offboarding_notification` when present, else
 * derived from days since the last check-in (over 45: the warning; 30 or more: the alert). The warning
 * shows in magenta, the others in orange (spec §4).
 */
export function offboardingNotification(
  info: EagleLeaderInfoLike | null | undefined,
  lastCheckIn: string | null | undefined,
  now: Date = new Date(),
): { text: string; tone: 'magenta' | 'orange' } | null {
  if (!info?.active) return null;
  let text = info.offboarding_notification ?? null;
  if (!text && lastCheckIn) {
    const days = Math.floor((now.getTime() - new Date(lastCheckIn).getTime()) / 86_400_000);
    if (days > WARNING_DAYS) text = NOTIFICATION_WARNING;
    else if (days >= ALERT_DAYS) text = NOTIFICATION_ALERT;
  }
  if (!text) return null;
  return { text, tone: text === NOTIFICATION_WARNING ? 'magenta' : 'orange' };
}
