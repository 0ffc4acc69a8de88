/**
 * The @mention suggestions under the composer's text area (src/ui/mention-list.tsx with the feed's
 * texts): '@everyone' first where allowed, then members with their avatar and 'First Last'.
 */
import type { AvatarPerson } from '@/ui/avatar';
import { MentionList, type MentionListTexts } from '@/ui/mention-list';
import type { MentionSearchState } from '@/ui/use-mention-search';
import { composerLabels } from '../messages';
import { mentionName, mentionToken, type MentionTarget } from '../model/mentions';

const texts: MentionListTexts = { list: composerLabels.mentions, searching: composerLabels.searching, suggestions: composerLabels.suggestions };

/** The option's visible text: '@everyone' or the member's 'First Last'. */
export function mentionLabel(target: MentionTarget): string {
  return target.kind === 'everyone' ? mentionToken(target) : mentionName(target.member);
}

export interface MentionSuggestionsProps {
  id: string;
  state: Pick<MentionSearchState<MentionTarget>, 'options' | 'open' | 'activeIndex' | 'loading'>;
  onChoose(target: MentionTarget): void;
}

export function MentionSuggestions({ id, state, onChoose }: MentionSuggestionsProps) {
  return (
    <MentionList
      id={id}
      state={state}
      texts={texts}
      optionKey={(target) => (target.kind === 'everyone' ? 'everyone' : target.member.id)}
      optionLabel={mentionLabel}
      optionAvatar={(target) => (target.kind === 'member' ? { person: target.member as AvatarPerson } : null)}
      onChoose={onChoose}
    />
  );
}
