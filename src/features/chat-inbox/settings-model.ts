import { CHAT_LIMITS, CHAT_TEXTS } from '@/lib/chat';
import type { Channel } from './schemas';

/** One row of the settings page's member list. */
export interface SettingsMember {
  id: number;
  /** As the viewer sees it: the full name, 'Blocked' or 'Deleted Member'. */
  name: string;
  person: { id: number; first_name?: string | null; last_name?: string | null; profile_photo_url?: string | null };
  me: boolean;
  blocked: boolean;
  deleted: boolean;
}

type MemberEntry = Channel['members'][number] & { channel_display_name?: unknown };

const fullName = (p: SettingsMember['person']) => `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim();

/**
 * The chat's current members as the settings page lists them (§6: blocked members sort last with an
 * UNBLOCK button). `blocks` holds what this page changed since the chat was read (id → blocked now).
 */
export function settingsMembers(chat: Pick<Channel, 'members'>, me: number, blocks: ReadonlyMap<number, boolean> = new Map()): SettingsMember[] {
  const rows = chat.members
    .filter((m) => m.state !== 'left')
    .map((m: MemberEntry): SettingsMember => {
      const person = m.profile;
      const shown = typeof m.channel_display_name === 'string' ? m.channel_display_name : fullName(person);
      const deleted = shown === CHAT_TEXTS.deletedName;
      const blocked = person.id !== me && !deleted && (blocks.get(person.id) ?? shown === CHAT_TEXTS.blockedName);
      const name = blocked ? CHAT_TEXTS.blockedName : shown === CHAT_TEXTS.blockedName ? fullName(person) || shown : shown;
      return { id: person.id, name, person, me: person.id === me, blocked, deleted };
    });
  return [...rows.filter((r) => !r.blocked), ...rows.filter((r) => r.blocked)];
}

/** How many more members a group chat takes (26 in all). */
export const roomLeft = (memberCount: number): number => Math.max(0, CHAT_LIMITS.membersMax - memberCount);
