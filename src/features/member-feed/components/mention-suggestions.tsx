/**
 * The @mention suggestions under the composer's text area: a listbox (the pattern of
 * ui/use-combobox.ts, styled by ui/combobox.css) whose active option the text area names with
 * aria-activedescendant. A click chooses; the text area keeps focus.
 */
import { Avatar, type AvatarPerson } from '@/ui/avatar';
import { composerLabels } from '../messages';
import { mentionName, mentionToken, type MentionTarget } from '../model/mentions';

export interface MentionSuggestionsProps {
  id: string;
  options: readonly MentionTarget[];
  open: boolean;
  activeIndex: number;
  /** Status line: 'Searching…' or how many suggestions. */
  loading: boolean;
  onChoose(target: MentionTarget): void;
}

export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** The option's visible text: '@everyone' or the member's 'First Last'. */
export function mentionLabel(target: MentionTarget): string {
  return target.kind === 'everyone' ? mentionToken(target) : mentionName(target.member);
}

export function MentionSuggestions({ id, options, open, activeIndex, loading, onChoose }: MentionSuggestionsProps) {
  const status = loading ? composerLabels.searching : open ? composerLabels.suggestions(options.length) : '';
  return (
    <>
      <ul id={id} role="listbox" aria-label={composerLabels.mentions} className="rwb-combobox__list rwb-composer__mentions" hidden={!open}>
        {open &&
          options.map((target, i) => (
            <li
              key={target.kind === 'everyone' ? 'everyone' : target.member.id}
              id={mentionOptionId(id, i)}
              role="option"
              aria-selected={i === activeIndex}
              className="rwb-combobox__option rwb-composer__mention"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(target)}
            >
              {target.kind === 'member' && (
                <Avatar person={target.member as AvatarPerson} size="sm" />
              )}
              <span>{mentionLabel(target)}</span>
            </li>
          ))}
      </ul>
      <p className="rwb-combobox__status" role="status">
        {status}
      </p>
    </>
  );
}
