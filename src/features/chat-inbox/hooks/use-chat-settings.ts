import { useState } from 'react';
import { blockMember, unblockMember } from '@/store/member';
import { messages } from '../messages';
import { newGroupName } from '../model';
import type { Channel } from '../schemas';
import { blockChatMember, leaveChat, renameGroupChat, reportChat, unblockChatMember } from '../settings-api';
import { settingsMembers, type SettingsMember } from '../settings-model';
import type { ChatList } from './use-chat-list';
import { refreshChats } from './use-chat-updates';

export type SettingsStatus = 'loading' | 'error' | 'missing' | 'ready';

export interface ChatSettingsState {
  status: SettingsStatus;
  chat: Channel | undefined;
  reload(): void;
  members: SettingsMember[];
  /** A success note (renamed, blocked, unblocked, reported). */
  notice: string | null;
  setNotice(text: string | null): void;
  /** The group name field (what the member typed; the chat's name until then). */
  name: string;
  setName(name: string): void;
  renaming: boolean;
  renameError: string | null;
  rename(): Promise<void>;
  /** The member whose block or unblock is under way. */
  pending: number | null;
  memberError: string | null;
  block(m: SettingsMember): Promise<boolean>;
  unblock(m: SettingsMember): Promise<void>;
  /** Members added: the chat as the server answered. */
  added(chat: Channel): void;
  leaving: boolean;
  leaveError: string | null;
  leave(): Promise<boolean>;
  report(input: { reason?: string; text?: string }): Promise<unknown>;
}

/**
 * /messages/chats/{id}/settings (§2, §7): the chat as the list holds it, renaming a group chat (blank
 * ignored), blocking and unblocking members (optimistic, reverted on failure), members added,
 * leaving (the chat leaves the list) and reporting. Every change lands in the list, so the
 * conversation's header and the list show it.
 */
export function useChatSettings(chatId: string, me: number, list: ChatList): ChatSettingsState {
  const chat = list.data?.find((c) => c.id === chatId);
  const status: SettingsStatus = list.status === 'ready' ? (chat ? 'ready' : 'missing') : list.status === 'error' ? 'error' : 'loading';
  const [typed, setTyped] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [blocks, setBlocks] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [pending, setPending] = useState<number | null>(null);
  const [memberError, setMemberError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const current = chat?.group_chat ? ((chat.custom_set_channel_name as string | null | undefined) ?? '') : '';
  const name = typed ?? current;
  const replace = (next: Channel) => list.setData((chats) => chats.map((c) => (c.id === next.id ? { ...c, ...next } : c)));
  const withBlock = (id: number, value: boolean | undefined) =>
    setBlocks((b) => {
      const next = new Map(b);
      if (value === undefined) next.delete(id);
      else next.set(id, value);
      return next;
    });

  const rename = async () => {
    if (!chat || renaming) return;
    const next = newGroupName(name, current);
    setRenameError(null);
    // Blank (or the same name) is ignored, as the server does: the field shows the name again.
    if (next === null) return setTyped(null);
    setRenaming(true);
    try {
      replace(await renameGroupChat(chat.id, me, next));
      setTyped(null);
      setNotice(messages.renamed);
    } catch {
      setRenameError(messages.renameFailed);
    } finally {
      setRenaming(false);
    }
  };

  const change = async (m: SettingsMember, blocked: boolean) => {
    setPending(m.id);
    setMemberError(null);
    setNotice(null);
    withBlock(m.id, blocked);
    try {
      await (blocked ? blockChatMember(me, m.id) : unblockChatMember(me, m.id));
      if (blocked) blockMember({ id: m.id, first_name: m.person.first_name ?? null, last_name: m.person.last_name ?? null, profile_photo_url: m.person.profile_photo_url ?? null });
      else unblockMember(m.id);
      setNotice(blocked ? messages.blockDone : messages.unblockDone);
      // The names the server shows now ('Blocked' or the name) for the list and the conversation.
      refreshChats(list);
      return true;
    } catch {
      withBlock(m.id, undefined);
      setMemberError(blocked ? messages.blockFailed : messages.unblockFailed);
      return false;
    } finally {
      setPending(null);
    }
  };

  const leave = async () => {
    if (!chat || leaving) return false;
    setLeaving(true);
    setLeaveError(null);
    try {
      await leaveChat(chat.id, me);
      list.setData((chats) => chats.filter((c) => c.id !== chat.id));
      return true;
    } catch {
      setLeaveError(messages.leaveFailed);
      return false;
    } finally {
      setLeaving(false);
    }
  };

  return {
    status,
    chat,
    reload: list.reload,
    members: chat ? settingsMembers(chat, me, blocks) : [],
    notice,
    setNotice,
    name,
    setName: setTyped,
    renaming,
    renameError,
    rename,
    pending,
    memberError,
    block: (m) => change(m, true),
    unblock: async (m) => void (await change(m, false)),
    added: (next) => {
      replace(next);
      setNotice(null);
    },
    leaving,
    leaveError,
    leave,
    report: (input) => reportChat(chatId, me, input),
  };
}
