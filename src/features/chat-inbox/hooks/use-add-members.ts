import { useState } from 'react';
import { isApiError } from '@/lib/http';
import { messages } from '../messages';
import type { Channel, MemberFound } from '../schemas';
import { addChatMembers } from '../settings-api';
import { roomLeft } from '../settings-model';
import { useNewChat, type NewChatState } from './use-new-chat';

export interface AddMembersState extends Pick<NewChatState, 'query' | 'setQuery' | 'results' | 'chosen' | 'unchoose'> {
  /** Members found who are not in the chat nor chosen. */
  found: MemberFound[];
  choose(m: MemberFound): void;
  /** 'Cannot add more members.' after choosing past 26 in all. */
  limitNote: string | null;
  adding: boolean;
  error: string | null;
  add(): Promise<void>;
}

const noop = () => undefined;

/**
 * The settings page's Add Members: the new chat's member search (500 ms debounce) and choice, with
 * room for 26 members in all (§5), then POST api/v1/channels/{id}/members. `onAdded` gets the chat after.
 */
export function useAddMembers(chat: Channel, me: number, onAdded: (chat: Channel) => void): AddMembersState {
  const search = useNewChat(me, noop);
  const [full, setFull] = useState(false);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inChat = new Set(chat.members.filter((m) => m.state !== 'left').map((m) => m.profile.id));
  const room = roomLeft(inChat.size);
  const found = search.results.data?.data.filter((m) => m.id !== me && !inChat.has(m.id) && !search.chosen.some((c) => c.id === m.id)) ?? [];

  const choose = (m: MemberFound) => {
    if (inChat.has(m.id)) return;
    if (search.chosen.length >= room) return setFull(true);
    search.choose(m);
  };
  const unchoose = (id: number) => {
    setFull(false);
    search.unchoose(id);
  };
  const add = async () => {
    if (!search.chosen.length || adding) return;
    setAdding(true);
    setError(null);
    try {
      const res = await addChatMembers(
        chat.id,
        search.chosen.map((m) => m.id),
      );
      onAdded(res.channel);
    } catch (e) {
      // The server's own reason when it gives one we wrote for members ('Cannot add more members.', a block); else the spec's text.
      setError(isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 401 && e.message && !e.message.startsWith('Response returned') ? e.message : messages.addFailed);
    } finally {
      setAdding(false);
    }
  };
  const limitNote = full ? messages.tooManyMembers : search.limitNote;
  return { query: search.query, setQuery: search.setQuery, results: search.results, chosen: search.chosen, unchoose, found, choose, limitNote, adding, error, add };
}
