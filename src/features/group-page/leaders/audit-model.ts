/**
 * The moderation history's entries in words (docs/api.md 'Moderation audit trail'): who (the member,
 * or 'Automatic' for the server's job), what, and the member acted on. Pure.
 */
import { formatDate } from '@/lib/dates';
import type { AuditEntry } from './schemas';
import { auditTexts } from './texts';

const name = (p: { first_name?: string | null; last_name?: string | null } | null | undefined) =>
  p ? `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || auditTexts.someone : auditTexts.someone;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const day = (v: unknown) => (text(v) ? formatDate(String(v)) : null);

/** Who did it: the actor's name, or 'Automatic' (the leader job). */
export function auditActor(e: Pick<AuditEntry, 'automatic' | 'actor'>): string {
  return e.automatic || !e.actor ? auditTexts.automatic : name(e.actor);
}

const REASONS: Record<string, string> = {
  requested: 'as requested',
  end_date: 'on their end date',
  inactive: 'after 60 days without a check-in',
};

/** What was done, as a phrase following the actor ('pinned a post', 'onboarded Ana Lopez as Volunteer Leader'). */
export function auditAction(e: Pick<AuditEntry, 'action' | 'target_user' | 'details' | 'challenge_id'>): string {
  const who = name(e.target_user);
  const d = e.details ?? {};
  const role = text(d.role);
  const where = e.challenge_id ? ' in a challenge' : '';
  switch (e.action) {
    case 'pin':
      return `pinned a post${e.target_user ? ` by ${who}` : ''}${where}`;
    case 'unpin':
      return `unpinned a post${e.target_user ? ` by ${who}` : ''}${where}`;
    case 'remove_post':
      return `removed a post${e.target_user ? ` by ${who}` : ''} from the group`;
    case 'ban':
      return `removed ${who} from the group`;
    case 'leader_onboard':
      return `onboarded ${who} as an Eagle Leader${role ? ` (${role})` : ''}${day(d.start_date) ? `, start date ${day(d.start_date)}` : ''}`;
    case 'leader_update': {
      const before = text(d.previous_role);
      return `changed ${who}’s Eagle Leader role${before ? ` from ${before}` : ''}${role ? ` to ${role}` : ''}`;
    }
    case 'leader_offboard':
      return `requested the offboarding of ${who}${day(d.end_date) ? `, end date ${day(d.end_date)}` : ''}`;
    case 'leader_offboarded': {
      const reason = REASONS[text(d.reason) ?? ''];
      return `offboarded ${who}${reason ? ` ${reason}` : ''}`;
    }
    case 'leader_warning':
      return `sent ${who} the 45-day inactivity warning`;
    default:
      return `${e.action.replace(/_/g, ' ')}${e.target_user ? ` (${who})` : ''}`;
  }
}
