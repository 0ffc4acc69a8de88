/**
 * The members to tag under the composer's text area (§5 Messaging 'Tagging'): a listbox (the pattern
 * of ui/use-combobox.ts, styled by ui/combobox.css) whose active option the text area names with
 * aria-activedescendant; a click chooses and the text area keeps focus. A status line says how many.
 */
import { Avatar } from '@/ui/avatar';
import type { MentionSearchState } from '@/ui/use-mention-search';
import { personName } from '../mentions';
import { composerTexts } from '../messages';
import type { MemberFound } from '../schemas';

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

export function MentionSuggestions({ id, state, onChoose }: { id: string; state: MentionSearchState<MemberFound>; onChoose(member: MemberFound): void }) {
  const status = state.loading ? composerTexts.searching : state.open ? composerTexts.suggestions(state.options.length) : '';
  return (
    <>
      <ul id={id} role="listbox" aria-label={composerTexts.mentions} className="rwb-combobox__list chat-composer__mentions" hidden={!state.open}>
        {state.open &&
          state.options.map((m, i) => (
            <li
              key={m.id}
              id={suggestionId(id, i)}
              role="option"
              aria-selected={i === state.activeIndex}
              className="rwb-combobox__option chat-composer__mention"
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => state.setActive(i)}
              onClick={() => onChoose(m)}
            >
              <Avatar person={m} name={personName(m)} size="sm" />
              <span>{personName(m)}</span>
            </li>
          ))}
      </ul>
      <p className="rwb-combobox__status" role="status">
        {status}
      </p>
    </>
  );
}
