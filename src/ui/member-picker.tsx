import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { api } from '@/lib/http';
import { opt } from '@/lib/schemas';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { Modal } from './modal';
import { usePagedList } from './use-paged-list';

export const PickedMemberSchema = z.looseObject({
  id: z.number(),
  first_name: opt(z.string()),
  last_name: opt(z.string()),
  profile_photo_url: opt(z.string()),
  public_profile: opt(z.boolean()),
  attendance_status: opt(z.string()),
});
export type PickedMember = z.infer<typeof PickedMemberSchema>;
const PageSchema = z.looseObject({ count: z.number(), next: opt(z.number()), data: z.array(PickedMemberSchema) });

export const memberPickerText = {
  search: 'Search members by name',
  // Groups spec §8 (member search failure)
  searchFailed: 'An error occurred trying to search users. Please try again later.',
  none: 'No members found.',
  loadMore: 'Load more members',
  add: (name: string) => `Add ${name}`,
  done: 'Done',
} as const;

export const PICKER_DEBOUNCE_MS = 500;

/** GET api/v1/search/user/group: a group's members by name, 25 per page (`next` = the next offset). */
export function searchGroupMembers(groupId: number, opts: { name?: string; eventId?: number; offset?: number; signal?: AbortSignal }) {
  return api('api/v1/search/user/group', {
    query: { group_id: groupId, event_id: opts.eventId, name: opts.name || undefined, offset: opts.offset || undefined },
    signal: opts.signal,
    schema: PageSchema,
  });
}

export interface MemberPickerProps {
  title: string;
  groupId: number;
  eventId?: number;
  /** Members already done (e.g. checked in) are shown with this label and cannot be picked. */
  doneLabel?: string;
  isDone?(m: PickedMember): boolean;
  /** Picks a member; a rejection shows its message and keeps the picker open. */
  onPick(m: PickedMember): Promise<void>;
  onClose(): void;
}

const fullName = (m: PickedMember) => `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim();

/** A dialog to find a member of a group by name (500 ms debounce) and pick them. */
export function MemberPicker({ title, groupId, eventId, doneLabel, isDone, onPick, onClose }: MemberPickerProps) {
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [picking, setPicking] = useState<number | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const t = setTimeout(() => setQuery(name.trim()), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [name]);

  // 25 per page; `next` is the next page's offset. A failed page (first or later) shows the search failure.
  const list = usePagedList<PickedMember, number>(
    async ({ cursor, signal }) => {
      const res = await searchGroupMembers(groupId, { name: query, eventId, offset: cursor, signal });
      return { items: res.data, next: res.next ?? null };
    },
    [groupId, eventId, query],
    { getKey: (m) => m.id },
  );
  const status = list.more === 'error' ? 'error' : list.status;
  const items = list.items;

  async function pick(m: PickedMember) {
    setPicking(m.id);
    setError(null);
    try {
      await onPick(m);
      setPicked((s) => new Set([...s, m.id]));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : memberPickerText.searchFailed);
    } finally {
      setPicking(null);
    }
  }

  return (
    <Modal title={title} onClose={onClose} footer={<Button onClick={onClose}>{memberPickerText.done}</Button>}>
      <Field label={memberPickerText.search} type="search" name="member-search" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      {error && <Alert variant="error">{error}</Alert>}
      {status === 'error' ? (
        <Alert variant="error">{memberPickerText.searchFailed}</Alert>
      ) : status === 'loading' ? (
        <p role="status">…</p>
      ) : items.length === 0 ? (
        <p role="status">{memberPickerText.none}</p>
      ) : (
        <ul className="rwb-picker__list">
          {items.map((m) => {
            const done = picked.has(m.id) || !!isDone?.(m);
            return (
              <li key={m.id} className="rwb-picker__item">
                <span>{fullName(m)}</span>
                {done ? (
                  <span className="rwb-picker__done">{doneLabel}</span>
                ) : (
                  <Button variant="secondary" busy={picking === m.id} onClick={() => void pick(m)} aria-label={memberPickerText.add(fullName(m))}>
                    +
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.hasMore && status === 'ready' && (
        <Button variant="link" onClick={list.loadMore}>
          {memberPickerText.loadMore}
        </Button>
      )}
    </Modal>
  );
}
