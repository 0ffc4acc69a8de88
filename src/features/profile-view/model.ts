/** Profile rules (accounts spec §2 Profile area, §4 Anonymous profiles, §6). Pure. */
import { splitDuration } from '@/lib/dates';
import { eagleLeaderStatus } from '@/lib/eagle-leader';
import { isApiError } from '@/lib/http';
import { formatPhone } from '@/lib/validate';
import { messages } from './messages';
import type { Profile } from './schemas';

/** Phone only when do_not_call is false; e-mail only when do_not_contact is false. Phone as (xxx) xxx-xxxx. */
export function contactLines(p: Pick<Profile, 'phone' | 'email' | 'do_not_call' | 'do_not_contact'>): { phone: string | null; email: string | null } {
  return {
    phone: p.phone && p.do_not_call !== true ? formatPhone(p.phone) : null,
    email: p.email && p.do_not_contact !== true ? p.email : null,
  };
}

/** Follow and message buttons: not on one's own profile, not for anonymous (private) profiles, not for an anonymous viewer. */
export function canFollow(viewer: { id: number; anonymous_profile?: boolean | null } | null, target: Pick<Profile, 'id' | 'anonymous_profile' | 'public_profile'>): boolean {
  if (!viewer || viewer.id === target.id) return false;
  if (viewer.anonymous_profile) return false;
  return target.anonymous_profile !== true && target.public_profile !== false;
}

/** MEMBER INFO: only when the viewed member belongs to a group and the viewer is an active Eagle Leader. */
export function canSeeMemberInfo(viewer: Pick<Profile, 'eagle_leader_info'> | null, target: Pick<Profile, 'roles'>): boolean {
  return !!viewer && eagleLeaderStatus(viewer.eagle_leader_info) === 'ACTIVE' && (target.roles?.length ?? 0) > 0;
}

export type ProfileTab = 'bio' | 'fitness' | 'health' | 'member';

export function tabsFor(own: boolean, memberInfo: boolean): ProfileTab[] {
  if (own) return ['bio', 'fitness', 'health'];
  return memberInfo ? ['bio', 'fitness', 'member'] : ['bio', 'fitness'];
}

/** `initial-tab` attribute or `initial_tab` query ('bio' | 'fitness' | 'health' | 'member_info' …) → a tab of the list. */
export function initialTab(value: string | null | undefined, available: ProfileTab[]): ProfileTab {
  const v = (value ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const map: Record<string, ProfileTab> = { bio: 'bio', biofeed: 'bio', feed: 'bio', fitness: 'fitness', health: 'health', member: 'member', memberinfo: 'member' };
  const t = map[v];
  return t && available.includes(t) ? t : available[0];
}

/** Workout minutes as 'Hh Mm Ss'. */
export function durationText(minutes: number | null | undefined): string {
  const d = splitDuration(minutes ?? 0);
  return `${d.hours}h ${d.minutes}m ${d.seconds}s`;
}

/** 'YYYY-M' of a date (the metrics query). */
export function monthKey(d: Date): string {
  return `${d.getFullYear()}-${d.getMonth() + 1}`;
}

/** The last `n` months, newest first: [{key: '2026-11', label: 'November 2026'}…]. */
export function recentMonths(now: Date, n = 12): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  for (let i = 0; i < n; i++) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    out.push({ key: monthKey(d), label: d.toLocaleString('en-US', { month: 'long', year: 'numeric' }) });
  }
  return out;
}

/** Full name, 'Anonymous Member' when hidden. */
export function displayName(p: { first_name?: string | null; last_name?: string | null }): string {
  return `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || 'Member';
}

/** The text of a failed profile load: a 429 says the server's own words (when to try again), else the spec's. */
export function retrieveErrorText(error: unknown): string {
  return isApiError(error) && error.status === 429 && error.message ? error.message : messages.retrieveUser;
}
