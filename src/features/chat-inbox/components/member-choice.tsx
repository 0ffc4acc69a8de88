import { useId } from 'react';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import type { NewChatState } from '../hooks/use-new-chat';
import { labels, messages } from '../messages';
import type { MemberFound } from '../schemas';

const nameOf = (m: MemberFound) => `${m.first_name} ${m.last_name}`.trim();

export interface MemberChoiceProps {
  /** The search and the choice (useNewChat's, or a hook built on it). */
  s: Pick<NewChatState, 'query' | 'setQuery' | 'results' | 'chosen' | 'unchoose' | 'choose' | 'limitNote'>;
  /** The members found that may be chosen (not the member, not chosen, not already in the chat). */
  found: MemberFound[];
  /** The search field's label ('To:' for a new chat). */
  searchLabel: string;
  /** The chosen members' list name. */
  chosenLabel: string;
}

/** Choosing members for a chat (§5): the chosen ones (each removable), the member search and its results. */
export function MemberChoice({ s, found, searchLabel, chosenLabel }: MemberChoiceProps) {
  const id = useId().replace(/:/g, '');
  let results;
  if (s.results.status === 'idle') results = <p className="chat__note">{messages.searchNeedsInput}</p>;
  else if (s.results.status === 'loading') results = <p role="status">{labels.loading}</p>;
  else if (s.results.status !== 'ready') results = <Alert variant="error">{messages.searchFailed}</Alert>;
  else if (!found.length) results = <p className="chat__note">{messages.noMembersFound}</p>;
  else
    results = (
      <ul className="chat__people" aria-label={labels.results}>
        {found.map((m) => (
          <li key={m.id}>
            <button type="button" className="chat__person" onClick={() => s.choose(m)}>
              <Avatar person={m} size="sm" />
              <span>{nameOf(m)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      {s.chosen.length > 0 && (
        <ul className="chat__chosen" aria-label={chosenLabel}>
          {s.chosen.map((m) => (
            <li key={m.id}>
              <span>{nameOf(m)}</span>{' '}
              <Button variant="link" onClick={() => s.unchoose(m.id)} aria-label={labels.remove(nameOf(m))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="rwb-field">
        <label htmlFor={`${id}-search`} className="rwb-field__label">
          {searchLabel}
        </label>
        <input id={`${id}-search`} className="rwb-field__control" type="search" autoComplete="off" value={s.query} onChange={(e) => s.setQuery(e.target.value)} />
      </div>
      {s.limitNote && <Alert variant="error">{s.limitNote}</Alert>}
      {results}
    </>
  );
}
