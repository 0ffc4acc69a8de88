import { useId } from 'react';
import { statusLabels } from '@/lib/eagle-leader';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import type { GroupMember } from '../../member-schemas';
import type { LeaderMembers } from '../hooks/use-leader-members';
import { fullName, memberLeaderRole, memberLeaderStatus, type LeaderModal } from '../rules';
import { leaderMessages, leaderTexts } from '../texts';

export interface MemberChoiceProps {
  modal: LeaderModal;
  members: LeaderMembers;
  value: number | null;
  onChange(member: GroupMember): void;
  error?: string;
}

const EMPTY: Record<LeaderModal, string> = { onboard: leaderTexts.noCandidates, offboard: leaderTexts.noActiveLeaders, info: leaderTexts.noLeaders };

/** 'Volunteer Leader · ACTIVE' for a leader; nothing for others. */
function leaderHint(m: GroupMember): string | null {
  const status = memberLeaderStatus(m);
  if (status === 'NONE') return null;
  return [memberLeaderRole(m), statusLabels[status]].filter(Boolean).join(' · ');
}

/** The members a modal offers: a name search and a radio list ('Member'), paged with 'Load more members'. */
export function MemberChoice({ modal, members, value, onChange, error }: MemberChoiceProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { list } = members;
  return (
    <div className="leaders__pick">
      <Field
        label={leaderTexts.search}
        type="search"
        name="member-search"
        value={members.name}
        onChange={(e) => members.setName(e.currentTarget.value)}
        // Enter searches (the list follows the typing); it does not submit the modal's form.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        autoComplete="off"
      />
      <fieldset className="leaders__members" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} aria-busy={list.status === 'loading' || list.more === 'loading' || undefined}>
        <legend className="rwb-field__label">{leaderTexts.member}</legend>
        {list.status === 'loading' ? (
          <p role="status" className="leaders__note">
            {leaderTexts.loadingMembers}
          </p>
        ) : list.status === 'error' ? (
          <Alert variant="error">
            {leaderMessages.searchFailed}{' '}
            <Button variant="link" onClick={list.reload}>
              {leaderTexts.retry}
            </Button>
          </Alert>
        ) : list.items.length === 0 ? (
          // Nothing offered in the pages read so far: 'Load more members' reads on, else the modal's empty text.
          !list.hasMore && (
            <p role="status" className="leaders__note">
              {EMPTY[modal]}
            </p>
          )
        ) : (
          <ul className="leaders__list">
            {list.items.map((m) => {
              const optionId = `${id}-m${m.id}`;
              const hint = leaderHint(m);
              return (
                <li key={m.id} className="leaders__option">
                  <input
                    type="radio"
                    id={optionId}
                    name={`${id}-member`}
                    value={String(m.id)}
                    checked={value === m.id}
                    onChange={() => onChange(m)}
                    aria-describedby={hint ? `${optionId}-hint` : undefined}
                  />
                  <label htmlFor={optionId}>{fullName(m)}</label>
                  {hint && (
                    <span id={`${optionId}-hint`} className="leaders__hint">
                      {hint}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {list.more === 'error' && <Alert variant="error">{leaderMessages.searchFailed}</Alert>}
        {list.hasMore && (
          <Button variant="secondary" className="leaders__more" busy={list.more === 'loading'} onClick={list.loadMore}>
            {list.more === 'error' ? leaderTexts.retry : leaderTexts.loadMore}
          </Button>
        )}
        <p className="rwb-field__error" id={errorId} aria-live="polite">
          {error || null}
        </p>
      </fieldset>
    </div>
  );
}
