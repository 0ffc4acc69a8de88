import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { useResource } from '@/ui/use-resource';
import { useShadowStyles } from '@/lib/styles';
import { $config } from '@/store/config';
import { getGroup } from '../api';
import type { Group } from '../schemas';
import type { GroupMember } from '../member-schemas';
import css from './members.css?inline';
import { FilterActions, FilterFields, useFilterDraft } from './components/filter-panel';
import { MemberFinder } from './components/member-finder';
import { useMemberList } from './hooks/use-member-list';
import { usePicks } from './hooks/use-picks';
import { memberLabels as t } from './texts';

type PickerGroup = Pick<Group, 'id' | 'type' | 'role'>;

export interface GroupMemberPickerProps {
  groupId: number;
  /** The group when at hand (its type, the viewer's role); else it is loaded. */
  group?: PickerGroup;
  /** Default 'Check In Member' with an event, else 'Choose a Member'. */
  title?: string;
  /** Check-in mode: attendance at this event; members already checked in are left out. */
  eventId?: number;
  /** The row button's text (default 'Add' with an event, else 'Choose'). */
  actionLabel?: string;
  /** Keep the picker open after a pick, the member marked with this label ('Checked In'); else a pick closes it. */
  pickedLabel?: string;
  /** The chosen member; a rejection's message is shown and the picker stays open. */
  onPick(member: GroupMember): Promise<void> | void;
  onClose(): void;
}

/** The group's member list as a modal picker (events spec §2): returns the chosen member (the event check-in). */
export function GroupMemberPicker(props: GroupMemberPickerProps) {
  const { groupId, group, eventId, onClose } = props;
  const title = props.title ?? (eventId ? t.checkInTitle : t.pickerTitle);
  const loaded = useResource((signal) => getGroup(groupId, signal), [groupId], { enabled: !group });
  const known: PickerGroup | null = group ?? (loaded.status === 'ready' && loaded.data ? loaded.data : loaded.status === 'error' ? { id: groupId, type: 'chapter', role: null } : null);
  if (!known)
    return (
      <Modal title={title} onClose={onClose}>
        <p role="status">{t.loading}</p>
      </Modal>
    );
  return <PickerBody {...props} title={title} group={known} />;
}

function PickerBody({ group, title, eventId, actionLabel, pickedLabel, onPick, onClose }: GroupMemberPickerProps & { group: PickerGroup; title: string }) {
  const root = useRef<HTMLDivElement>(null);
  useShadowStyles(root, css);
  const { productName } = useStore($config);
  const state = useMemberList({ groupId: group.id, role: group.role, eventId: eventId ?? null });
  const picks = usePicks(async (m) => {
    await onPick(m);
    if (!pickedLabel) onClose();
  });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const { draft, setDraft, reset } = useFilterDraft(state.filter);
  const swapped = useRef(false);

  // The filters take the list's place in the dialog: the focus follows.
  useEffect(() => {
    if (!swapped.current) return;
    if (filtersOpen) root.current?.querySelector<HTMLElement>('input, button')?.focus();
    else filtersButton.current?.focus();
  }, [filtersOpen]);
  const showFilters = (open: boolean) => {
    swapped.current = true;
    if (open) setDraft(state.filter);
    setFiltersOpen(open);
  };

  return (
    <Modal
      title={filtersOpen ? t.filtersTitle : title}
      onClose={filtersOpen ? () => showFilters(false) : onClose}
      className="members__picker"
      footer={
        filtersOpen ? (
          <FilterActions
            onReset={reset}
            onApply={() => {
              state.applyFilter(draft);
              showFilters(false);
            }}
          />
        ) : (
          <Button onClick={onClose}>{t.done}</Button>
        )
      }
    >
      <div ref={root} className="members members--picker">
        {filtersOpen ? (
          <FilterFields draft={draft} onChange={setDraft} staff={state.staff} productName={productName} />
        ) : (
          <MemberFinder
            state={state}
            sponsorGroup={group.type === 'sponsor'}
            checkIn={!!eventId}
            onOpenFilters={() => showFilters(true)}
            filtersButton={filtersButton}
            pick={{ label: actionLabel ?? (eventId ? t.add : t.choose), pickedLabel, picks }}
          />
        )}
      </div>
    </Modal>
  );
}
