/**
 * The members to tag under the composer's text area (§5 Messaging 'Tagging'): src/ui/mention-list.tsx
 * with the chat's texts, each member with their avatar and name; the pointer moves the active option.
 */
import { MentionList, type MentionListTexts } from '@/ui/mention-list';
import type { MentionSearchState } from '@/ui/use-mention-search';
import { personName } from '../mentions';
import { composerTexts } from '../messages';
import type { MemberFound } from '../schemas';

const texts: MentionListTexts = { list: composerTexts.mentions, searching: composerTexts.searching, suggestions: composerTexts.suggestions };

export function MentionSuggestions({ id, state, onChoose }: { id: string; state: MentionSearchState<MemberFound>; onChoose(member: MemberFound): void }) {
  return (
    <MentionList
      id={id}
      state={state}
      texts={texts}
      optionKey={(m) => m.id}
      optionLabel={personName}
      optionAvatar={(m) => ({ person: m, name: personName(m) })}
      onChoose={onChoose}
      onHover={state.setActive}
    />
  );
}
