import { useCallback, useState } from 'react';
import { blockMember as rememberBlocked } from '@/store/member';
import { removeChats } from '../list-api';
import { blockChatMember, leaveChat } from '../settings-api';
import { otherMember, removeOptions, restoreChats, type RemoveKind } from '../list-model';
import { listTexts, messages } from '../messages';
import type { Channel } from '../schemas';
import type { ChatList } from './use-chat-list';

export interface ChatEdit {
  editing: boolean;
  start(): void;
  /** Leaves edit mode (Done, Escape), the choice dropped. */
  stop(): void;
  chosen: ReadonlySet<string>;
  toggle(id: string): void;
  /** The options dialog is open. */
  asking: boolean;
  ask(): void;
  cancelAsk(): void;
  options: RemoveKind[];
  remove(kind: RemoveKind): void;
  error: string | null;
  dismissError(): void;
}

/** Runs `step` for each chat; the ids whose step failed. */
async function eachSettled(chats: Channel[], step: (c: Channel) => Promise<unknown>): Promise<string[]> {
  const results = await Promise.allSettled(chats.map(step));
  return chats.filter((_, i) => results[i].status === 'rejected').map((c) => c.id);
}

/**
 * The list's edit mode (§2 'Edit/Remove', §4): choose chats, then Remove From List (bulk delete),
 * Remove and Leave Group (group chats are left, the others removed), Remove and Block (the other
 * member of each one-to-one chat is blocked, then the chats removed). The chats leave the list at
 * once; those whose call failed come back where they were, with the error.
 */
export function useChatEdit(list: ChatList, me: number): ChatEdit {
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chats = list.data ?? [];
  const chosenChats = chats.filter((c) => chosen.has(c.id));

  const stop = useCallback(() => {
    setEditing(false);
    setAsking(false);
    setChosen(new Set());
  }, []);

  const toggle = useCallback((id: string) => {
    setChosen((cur) => {
      const next = new Set(cur);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  async function run(kind: RemoveKind, picked: Channel[]): Promise<{ failed: string[]; text: string }> {
    if (kind === 'list') {
      try {
        await removeChats(picked.map((c) => c.id));
        return { failed: [], text: '' };
      } catch {
        return { failed: picked.map((c) => c.id), text: listTexts.removeFailed };
      }
    }
    if (kind === 'leave') {
      const groups = picked.filter((c) => c.group_chat);
      const others = picked.filter((c) => !c.group_chat);
      const [left, removed] = await Promise.all([
        eachSettled(groups, (c) => leaveChat(c.id, me)),
        others.length ? removeChats(others.map((c) => c.id)).then(() => [], () => others.map((c) => c.id)) : Promise.resolve([]),
      ]);
      return { failed: [...left, ...removed], text: left.length ? messages.leaveFailed : listTexts.removeFailed };
    }
    // Block first: a chat whose block failed stays in the list (nothing changed for it).
    const blockFailed = await eachSettled(
      picked.filter((c) => !c.group_chat),
      async (c) => {
        const other = otherMember(c, me);
        if (other === null) return;
        await blockChatMember(me, other);
        const p = c.members.find((m) => m.profile.id === other)?.profile;
        rememberBlocked({ id: other, first_name: p?.first_name ?? null, last_name: p?.last_name ?? null, profile_photo_url: p?.profile_photo_url ?? null });
      },
    );
    const rest = picked.filter((c) => !blockFailed.includes(c.id));
    let removeFailed: string[] = [];
    if (rest.length) {
      try {
        await removeChats(rest.map((c) => c.id));
      } catch {
        removeFailed = rest.map((c) => c.id);
      }
    }
    return { failed: [...blockFailed, ...removeFailed], text: blockFailed.length ? messages.blockFailed : listTexts.removeFailed };
  }

  const remove = (kind: RemoveKind) => {
    const picked = chosenChats;
    if (!picked.length || !list.data) return;
    const before = list.data;
    const ids = new Set(picked.map((c) => c.id));
    setError(null);
    list.setData((cur) => cur.filter((c) => !ids.has(c.id)));
    stop();
    void run(kind, picked).then(({ failed, text }) => {
      if (!failed.length) return;
      list.setData((cur) => restoreChats(cur, before, failed));
      setError(text);
    });
  };

  return {
    editing,
    start: () => {
      setError(null);
      setEditing(true);
    },
    stop,
    chosen,
    toggle,
    asking,
    ask: () => {
      if (chosenChats.length) setAsking(true);
    },
    cancelAsk: () => setAsking(false),
    options: removeOptions(chosenChats),
    remove,
    error,
    dismissError: () => setError(null),
  };
}
