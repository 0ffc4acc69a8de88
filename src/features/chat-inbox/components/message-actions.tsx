import { useRef } from 'react';
import { MenuButton, type MenuItem } from '@/ui/menu-button';
import { REACTION_EMOJIS } from '../message-model';
import { actionTexts } from '../message-texts';

export type MessageAction = 'reply' | 'edit' | 'delete';

export interface MessageToolsProps {
  /** The message's id (the menus' ids derive from it). */
  id: string;
  canReact: boolean;
  canReply: boolean;
  own: boolean;
  onReact(emoji: string): void;
  onAction(action: MessageAction): void;
  /** Receives a function opening the reactions menu (the long press on a touch screen). */
  openReactions?: { current: (() => void) | null };
}

/** A message's menus: 'React' (the five default emojis) and 'Actions' (Reply; Edit and Delete on one's own). */
export function MessageTools({ id, canReact, canReply, own, onReact, onAction, openReactions }: MessageToolsProps) {
  const reactBox = useRef<HTMLDivElement>(null);
  const items: MenuItem<MessageAction>[] = [
    ...(canReply ? [{ key: 'reply' as const, label: actionTexts.reply }] : []),
    ...(own ? [{ key: 'edit' as const, label: actionTexts.edit }, { key: 'delete' as const, label: actionTexts.delete }] : []),
  ];
  if (openReactions)
    openReactions.current = canReact
      ? () => {
          const button = reactBox.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]');
          if (button?.getAttribute('aria-expanded') !== 'true') button?.click();
        }
      : null;
  if (!canReact && !items.length) return null;
  return (
    <div className="chat__tools">
      {canReact && (
        <div ref={reactBox} className="chat__react-list">
          <MenuButton label={actionTexts.react} id={`react-${id}`} items={REACTION_EMOJIS.map((e) => ({ key: e, label: e }))} onSelect={onReact} />
        </div>
      )}
      {items.length > 0 && <MenuButton label={actionTexts.actions} id={`actions-${id}`} items={items} onSelect={onAction} />}
    </div>
  );
}
