import { useId } from 'react';
import { CHAT_LIMITS } from '@/lib/chat';
import { Alert } from '@/ui/alert';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { useNewChat } from '../hooks/use-new-chat';
import { labels, messages } from '../messages';
import { SubPageHead } from './sub-page-head';

/** /messages/chats (§2, §5): 'To:' member search (500 ms debounce), up to 25 members, Create. */
export function NewChat({ me, onBack, onCreated }: { me: number; onBack(): void; onCreated(id: string): void }) {
  const s = useNewChat(me, onCreated);
  const id = useId().replace(/:/g, '');
  const results = s.results.data?.data.filter((m) => m.id !== me && !s.chosen.some((c) => c.id === m.id)) ?? [];
  let found;
  if (s.results.status === 'idle') found = <p className="chat__note">{messages.searchNeedsInput}</p>;
  else if (s.results.status === 'loading') found = <p role="status">{labels.loading}</p>;
  else if (s.results.status !== 'ready') found = <Alert variant="error">{messages.searchFailed}</Alert>;
  else if (!results.length) found = <p className="chat__note">{messages.noMembersFound}</p>;
  else
    found = (
      <ul className="chat__people" aria-label={labels.results}>
        {results.map((m) => {
          const name = `${m.first_name} ${m.last_name}`.trim();
          return (
            <li key={m.id}>
              <button type="button" className="chat__person" onClick={() => s.choose(m)}>
                <Avatar person={m} size="sm" />
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section aria-labelledby={`${id}-title`} className="chat__new-chat">
      <SubPageHead title={labels.newChatTitle} titleId={`${id}-title`} onBack={onBack} />
      {s.chosen.length > 0 && (
        <ul className="chat__chosen" aria-label={labels.chosen}>
          {s.chosen.map((m) => {
            const name = `${m.first_name} ${m.last_name}`.trim();
            return (
              <li key={m.id}>
                <span>{name}</span>{' '}
                <Button variant="link" onClick={() => s.unchoose(m.id)} aria-label={labels.remove(name)}>
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="rwb-field">
        <label htmlFor={`${id}-to`} className="rwb-label">
          {labels.to}
        </label>
        <input id={`${id}-to`} className="rwb-input" type="search" autoComplete="off" value={s.query} onChange={(e) => s.setQuery(e.target.value)} />
      </div>
      {s.limitNote && <Alert variant="error">{s.limitNote}</Alert>}
      {found}
      {s.error && <Alert variant="error">{s.error}</Alert>}
      <p className="chat__note">
        {s.chosen.length}/{CHAT_LIMITS.othersMax}
      </p>
      <Button onClick={() => void s.create()} disabled={!s.chosen.length} busy={s.creating}>
        {labels.create}
      </Button>
    </section>
  );
}
