import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { actionTexts } from '../message-texts';
import { decodeTags, encodeEdit } from '../edit-tags';
import { canSend, counterText, overLimit } from '../model';

export interface MessageEditProps {
  text: string;
  /** The chat's names for its members: tags are edited as '@First Last' and saved back as '@#{id}'. */
  names: ReadonlyMap<number, string>;
  /** A message with images may lose its text. */
  hasImages: boolean;
  saving: boolean;
  error: string | null;
  onSave(text: string): void;
  onCancel(): void;
}

/** Editing one's own message in place: the text (475 at most, 'n/475'; tags shown by name), Save (or Enter), Cancel (or Escape). */
export function MessageEdit({ text: initial, names, hasImages, saving, error, onSave, onCancel }: MessageEditProps) {
  const [start] = useState(() => decodeTags(initial, names));
  const [shown, setText] = useState(start.text);
  // Counted and checked as sent (a tag counts as '@#{id}'), as the composer does.
  const text = encodeEdit(shown, start.tags);
  const id = useId().replace(/:/g, '');
  // The box opens with the caret after the text (to add to it).
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = box.current;
    el?.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const ok = (canSend(text) || (hasImages && text.trim() === '')) && !overLimit(text);
  const save = () => ok && !saving && onSave(text);
  return (
    <form
      className="chat__edit"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label htmlFor={`${id}-edit`} className="rwb-visually-hidden">
        {actionTexts.editLabel}
      </label>
      <textarea
        id={`${id}-edit`}
        className="rwb-field__control chat__textarea"
        rows={2}
        ref={box}
        value={shown}
        autoFocus
        aria-describedby={`${id}-count`}
        aria-invalid={overLimit(text) || undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            save();
          }
        }}
      />
      <span id={`${id}-count`} className={`chat__count${overLimit(text) ? ' chat__count--over' : ''}`}>
        {counterText(text)}
      </span>
      {error && <Alert variant="error">{error}</Alert>}
      <span className="chat__edit-actions">
        <Button type="submit" disabled={!ok} busy={saving}>
          {actionTexts.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {actionTexts.cancel}
        </Button>
      </span>
    </form>
  );
}
