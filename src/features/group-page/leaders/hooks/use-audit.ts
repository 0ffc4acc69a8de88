import { usePagedList, type PagedList } from '@/ui/use-paged-list';
import { listModeration } from '../api';
import type { AuditEntry } from '../schemas';

/** The group's moderation history, 25 a page from `offset` (the server's `next`). */
export function useAudit(groupId: number): PagedList<AuditEntry> {
  return usePagedList<AuditEntry, number>(
    async ({ cursor, signal }) => {
      const page = await listModeration(groupId, cursor, signal);
      return { items: page.data, next: page.next ?? null };
    },
    [groupId],
    { getKey: (e) => e.id },
  );
}
