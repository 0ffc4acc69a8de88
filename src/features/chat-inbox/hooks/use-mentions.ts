/**
 * The composer's text with its tags (events spec §5 Messaging 'Tagging', §9 'mention search 500 ms'):
 * typing '@' and a name searches members by name prefix (GET api/v1/search/user, 500 ms after the
 * last keystroke; the shared src/ui/use-mention-search.ts), never the member themself, and only the
 * chat's taggable members when the chat says which (the server leaves out members blocked either
 * way, and marks the chat's blocked and deleted members untaggable). Choosing one shows
 * '@First Last' in the text; `sent` is the text with those tokens as '@#{id}'.
 */
import { useState } from 'react';
import { useMentionSearch, type MentionSearchState } from '@/ui/use-mention-search';
import { searchMembers } from '../api';
import { encodeTags, insertTag, liveTags, tagSuggestions, taggableIds, type ChatTagEntry } from '../mentions';
import type { Channel, MemberFound } from '../schemas';

export interface MentionsState {
  /** The text as the member sees it. */
  text: string;
  /** The text as sent: '@First Last' of each tag as '@#{id}'. */
  sent: string;
  caret: number;
  /** After a choice: where the caret goes (the component moves it there). */
  caretRequest: { at: number } | null;
  tags: ChatTagEntry[];
  setText(text: string, caret: number): void;
  setCaret(caret: number): void;
  suggestions: MentionSearchState<MemberFound>;
  choose(member: MemberFound): void;
  /** Empties the text (after Send). */
  reset(): void;
}

export function useMentions(me: number | null, chat: Channel | undefined): MentionsState {
  const [text, setTextState] = useState('');
  const [caret, setCaret] = useState(0);
  const [tags, setTags] = useState<ChatTagEntry[]>([]);
  const [caretRequest, setCaretRequest] = useState<{ at: number } | null>(null);
  const taggable = taggableIds(chat);

  const suggestions = useMentionSearch<MemberFound>(text, caret, {
    search: async (name, signal) => tagSuggestions((await searchMembers(name, signal)).data, me, taggable),
  });

  const setText = (next: string, at: number) => {
    setTextState(next);
    setCaret(at);
    setTags((cur) => liveTags(next, cur));
  };

  const choose = (member: MemberFound) => {
    if (!suggestions.range) return;
    const inserted = insertTag(text, suggestions.range, caret, member, tags);
    setTextState(inserted.text);
    setTags(liveTags(inserted.text, inserted.tags));
    setCaret(inserted.caret);
    setCaretRequest({ at: inserted.caret });
  };

  return {
    text,
    sent: encodeTags(text, tags),
    caret,
    caretRequest,
    tags,
    setText,
    setCaret,
    suggestions,
    choose,
    reset: () => {
      setTextState('');
      setCaret(0);
      setTags([]);
    },
  };
}
