import type { LiveChatMessage } from '../realtime';
import type { ShownMessage } from '../message-model';

/** Puts `m` in place of the message with its id (keeping the time first shown); else, when `append`, adds it at the end. */
export function upsert(list: ShownMessage[], m: ShownMessage, append = true): ShownMessage[] {
  const at = list.findIndex((x) => x.id === m.id);
  if (at >= 0) return list.map((x, i) => (i === at ? { ...m, created: x.created || m.created } : x));
  return append ? [...list, m] : list;
}

/** Adds a page of older messages (oldest first) before the list, skipping those it holds. */
export function mergePage(list: ShownMessage[], page: LiveChatMessage[]): ShownMessage[] {
  const have = new Set(list.map((m) => m.id));
  const add = page.filter((m) => !have.has(m.id)).map((m) => ({ ...m, status: 'success' as const }));
  if (!add.length) return list;
  const sent = [...add, ...list.filter((m) => m.status === 'success')];
  sent.sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));
  return [...sent, ...list.filter((m) => m.status !== 'success')];
}

/**
 * The chat's latest messages (any order) as read again after missed events (recovered state,
 * polling): those the list holds are replaced (edits, deletions, reactions), new ones join by time;
 * the member's own pending and failed messages stay last.
 */
export function mergeLatest(list: ShownMessage[], latest: readonly LiveChatMessage[]): ShownMessage[] {
  const byId = new Map(latest.map((m) => [m.id, m]));
  const kept = list.map((m) => {
    const fresh = byId.get(m.id);
    return fresh ? { ...fresh, created: m.created || fresh.created, status: 'success' as const } : m;
  });
  return mergePage(kept, latest.filter((m) => !list.some((x) => x.id === m.id)));
}
