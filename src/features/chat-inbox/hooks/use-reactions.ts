import { useCallback, useRef, useState } from 'react';
import { reactToMessage } from '../api';
import { actionTexts } from '../message-texts';
import { reactionsFromApi, withReaction } from '../message-model';
import type { MessageReaction } from '../realtime-types';
import type { ConversationState, ShownMessage } from './use-conversation';

interface Op {
  emoji: string;
  add: boolean;
}

export interface ReactionsState {
  /** The message's reactions as shown: the last known ones with the member's changes still under way. */
  shown(m: ShownMessage): readonly MessageReaction[];
  /** Adds the member's `emoji` to `m`, or takes it back when it is theirs (optimistic; rolled back on failure). */
  toggle(m: ShownMessage, emoji: string): void;
  error: string | null;
  dismissError(): void;
}

const NONE: readonly MessageReaction[] = [];

const apply = (m: ShownMessage, ops: readonly Op[]) => ops.reduce<readonly MessageReaction[]>((r, op) => withReaction(r, op.emoji, op.add), m.reactions ?? NONE);

/**
 * Emoji reactions (§4 Messages): a change shows at once, laid over the message's reactions until the
 * API answers (so live reactions of others arriving meanwhile do not undo it); the answer settles it;
 * a failure drops it (the reactions as they were) with an error.
 */
export function useReactions(me: number, patch: ConversationState['patch']): ReactionsState {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlyMap<string, readonly Op[]>>(new Map());
  const ref = useRef(pending);
  ref.current = pending;

  const shown = useCallback(
    (m: ShownMessage) => {
      const ops = pending.get(m.id);
      return ops?.length ? apply(m, ops) : (m.reactions ?? NONE);
    },
    [pending],
  );

  const toggle = useCallback(
    (m: ShownMessage, emoji: string) => {
      const ops = ref.current.get(m.id) ?? [];
      // One change at a time per emoji of a message.
      if (ops.some((o) => o.emoji === emoji)) return;
      const op: Op = { emoji, add: !apply(m, ops).some((r) => r.emoji === emoji && r.mine) };
      const edit = (f: (list: readonly Op[]) => readonly Op[]) =>
        setPending((cur) => {
          const next = new Map(cur);
          const list = f(cur.get(m.id) ?? []);
          if (list.length) next.set(m.id, list);
          else next.delete(m.id);
          return next;
        });
      setError(null);
      edit((list) => [...list, op]);
      reactToMessage(m.id, emoji, op.add).then(
        (saved) => {
          patch(m.id, (cur) => ({ reactions: reactionsFromApi(saved.emoji_reactions, me, cur.reactions) }));
          edit((list) => list.filter((o) => o !== op));
        },
        () => {
          edit((list) => list.filter((o) => o !== op));
          setError(actionTexts.reactionFailed);
        },
      );
    },
    [me, patch],
  );
  const dismissError = useCallback(() => setError(null), []);
  return { shown, toggle, error, dismissError };
}
