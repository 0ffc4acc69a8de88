/**
 * The @mention suggestions under a composer's text area (ui/use-mention-search.ts), shared by the
 * feed's and the chat's composers: a listbox (the pattern of ui/use-combobox.ts, styled by
 * ui/combobox.css) whose active option the text area names with aria-activedescendant
 * (`mentionOptionId`), and a status line (searching, or how many). A click chooses; the text area
 * keeps focus. Every text is the feature's (props).
 */
import type { Key } from 'react';
import { Avatar, type AvatarProps } from './avatar';
import css from './mention-list.css?inline';
import type { MentionSearchState } from './use-mention-search';

/** The list's styles: feature roots pass them to useShadowStyles with comboboxCss. */
export const mentionListCss = css;

/** The id of the list's option `index` (the text area's aria-activedescendant). */
export const mentionOptionId = (listId: string, index: number) => `${listId}-${index}`;

export interface MentionListTexts {
  /** The listbox's accessible name. */
  list: string;
  /** The status while searching. */
  searching: string;
  /** The status when the list is open with `n` options. */
  suggestions(n: number): string;
}

export interface MentionListProps<T> {
  id: string;
  state: Pick<MentionSearchState<T>, 'options' | 'open' | 'activeIndex' | 'loading'>;
  texts: MentionListTexts;
  optionKey(option: T): Key;
  /** The option's visible text. */
  optionLabel(option: T): string;
  /** The option's avatar (beside its text), or null for none. */
  optionAvatar?(option: T): Pick<AvatarProps, 'person' | 'name' | 'src'> | null;
  onChoose(option: T): void;
  /** The pointer is over option `index` (it may become the active one). */
  onHover?(index: number): void;
}

export function MentionList<T>({ id, state, texts, optionKey, optionLabel, optionAvatar, onChoose, onHover }: MentionListProps<T>) {
  const status = state.loading ? texts.searching : state.open ? texts.suggestions(state.options.length) : '';
  return (
    <>
      <ul id={id} role="listbox" aria-label={texts.list} className="rwb-combobox__list rwb-mentions" hidden={!state.open}>
        {state.open &&
          state.options.map((option, i) => {
            const avatar = optionAvatar?.(option);
            return (
              <li
                key={optionKey(option)}
                id={mentionOptionId(id, i)}
                role="option"
                aria-selected={i === state.activeIndex}
                className="rwb-combobox__option rwb-mentions__option"
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={onHover && (() => onHover(i))}
                onClick={() => onChoose(option)}
              >
                {avatar && <Avatar {...avatar} size="sm" />}
                <span>{optionLabel(option)}</span>
              </li>
            );
          })}
      </ul>
      <p className="rwb-combobox__status" role="status">
        {status}
      </p>
    </>
  );
}
