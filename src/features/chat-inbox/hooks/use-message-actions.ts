import { useCallback, useState } from 'react';
import { deleteMessage, editMessage } from '../api';
import { actionTexts } from '../message-texts';
import { patchFromApi } from '../message-model';
import type { ConversationState, ShownMessage } from './use-conversation';

export interface MessageActions {
  /** The message being replied to (quoted above the composer). */
  replyTo: ShownMessage | null;
  startReply(m: ShownMessage): void;
  cancelReply(): void;
  /** The own message being edited in place. */
  editing: string | null;
  startEdit(id: string): void;
  cancelEdit(): void;
  saving: boolean;
  editError: string | null;
  /** Saves the new text; resolves true when saved (a failure keeps the form and what was typed). */
  saveEdit(id: string, text: string): Promise<boolean>;
  /** The own message asked to delete (the confirmation is open). */
  deleting: ShownMessage | null;
  askDelete(m: ShownMessage): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
  deleteBusy: boolean;
  deleteError: string | null;
}

/** Reply, edit and delete of a conversation's messages (§4 Messages, §6 Chat: the sender edits and deletes their own). */
export function useMessageActions(me: number, patch: ConversationState['patch']): MessageActions {
  const [replyTo, setReplyTo] = useState<ShownMessage | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ShownMessage | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const startEdit = useCallback((id: string) => {
    setEditError(null);
    setEditing(id);
  }, []);
  const cancelEdit = useCallback(() => {
    setEditError(null);
    setEditing(null);
  }, []);

  const saveEdit = useCallback(
    async (id: string, text: string) => {
      setSaving(true);
      setEditError(null);
      try {
        const saved = await editMessage(id, text);
        patch(id, (cur) => patchFromApi(saved, me, cur));
        setEditing(null);
        return true;
      } catch {
        setEditError(actionTexts.editFailed);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [me, patch],
  );

  const askDelete = useCallback((m: ShownMessage) => {
    setDeleteError(null);
    setDeleting(m);
  }, []);
  const cancelDelete = useCallback(() => setDeleting(null), []);
  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      const saved = await deleteMessage(deleting.id);
      patch(deleting.id, (cur) => patchFromApi(saved, me, cur));
      setReplyTo((r) => (r?.id === deleting.id ? null : r));
      setDeleting(null);
    } catch {
      setDeleteError(actionTexts.deleteFailed);
    } finally {
      setDeleteBusy(false);
    }
  }, [deleting, me, patch]);

  return {
    replyTo,
    startReply: setReplyTo,
    cancelReply: useCallback(() => setReplyTo(null), []),
    editing,
    startEdit,
    cancelEdit,
    saving,
    editError,
    saveEdit,
    deleting,
    askDelete,
    cancelDelete,
    confirmDelete,
    deleteBusy,
    deleteError,
  };
}
