/**
 * @mention suggestions of the feed's composer (events spec §2, §5 Mentions): members by name
 * (GET api/v1/search/user), '@everyone' first where allowed. The search, its 500 ms debounce and
 * the listbox keys are shared with the chat's composer: src/ui/use-mention-search.ts.
 */
import { MENTION_DEBOUNCE_MS, useMentionSearch as useSharedMentionSearch, type MentionSearchState as SharedState } from '@/ui/use-mention-search';
import { searchMembers } from '../api/compose';
import { offersEveryone, type MentionTarget } from '../model/mentions';

export { MENTION_DEBOUNCE_MS };
export type MentionSearchState = SharedState<MentionTarget>;

const EVERYONE: readonly MentionTarget[] = [{ kind: 'everyone' }];

export function useMentionSearch(text: string, caret: number, mayTagEveryone: boolean): MentionSearchState {
  return useSharedMentionSearch<MentionTarget>(text, caret, {
    search: async (name, signal) => (await searchMembers(name, signal)).map((member): MentionTarget => ({ kind: 'member', member })),
    leading: (query) => (offersEveryone(query, mayTagEveryone) ? EVERYONE : []),
  });
}
