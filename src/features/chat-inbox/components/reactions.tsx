import { useState } from 'react';
import type { MessageReaction } from '../realtime-types';
import { REACTION_ROW_MAX } from '../message-model';
import { actionTexts } from '../message-texts';

/**
 * A message's reactions (§9): each a toggle ('👍 2', pressed when one is the member's), the first five,
 * then '...' showing the rest. Without `onToggle` (a deleted or anonymous sender, a deactivated
 * chat) they are shown, not offered.
 */
export function ReactionRow({ reactions, onToggle }: { reactions: readonly MessageReaction[]; onToggle?(emoji: string): void }) {
  const [all, setAll] = useState(false);
  if (!reactions.length) return null;
  const shown = all ? reactions : reactions.slice(0, REACTION_ROW_MAX);
  return (
    <ul className="chat__reactions" aria-label={actionTexts.reactions}>
      {shown.map((r) => (
        <li key={r.emoji}>
          {onToggle ? (
            <button type="button" className="chat__reaction" aria-pressed={r.mine} onClick={() => onToggle(r.emoji)}>
              {r.emoji} {r.count}
            </button>
          ) : (
            <span className="chat__reaction">
              {r.emoji} {r.count}
            </span>
          )}
        </li>
      ))}
      {shown.length < reactions.length && (
        <li>
          <button type="button" className="chat__reaction" aria-expanded={false} onClick={() => setAll(true)}>
            {actionTexts.more}
          </button>
        </li>
      )}
    </ul>
  );
}
