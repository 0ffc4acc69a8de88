import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { labels } from '../messages';
import { canSend, counterText, overLimit } from '../model';

/** The message box (§5): 'n/475' counter, Send disabled when empty or over 475, Enter sends, Shift+Enter a new line. */
export function Composer({ onSend }: { onSend(text: string): void }) {
  const [text, setText] = useState('');
  const id = useId().replace(/:/g, '');
  const ok = canSend(text);
  const submit = () => {
    if (!ok) return;
    onSend(text);
    setText('');
  };
  return (
    <form
      className="chat__composer"
      part="composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="rwb-visually-hidden">
        {labels.message}
      </label>
      <textarea
        id={`${id}-text`}
        className="rwb-input chat__textarea"
        rows={2}
        placeholder={labels.message}
        value={text}
        aria-describedby={`${id}-count`}
        aria-invalid={overLimit(text) || undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <span id={`${id}-count`} className={`chat__count${overLimit(text) ? ' chat__count--over' : ''}`}>
        {counterText(text)}
      </span>
      <Button type="submit" disabled={!ok}>
        {labels.send}
      </Button>
    </form>
  );
}
