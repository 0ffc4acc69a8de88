import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { labels } from '../messages';

interface Props {
  digits: string[];
  onChange(digits: string[]): void;
  error?: string | null;
  legend: string;
  disabled?: boolean;
  /** Receives the first box (focus target). */
  firstRef?: (el: HTMLInputElement | null) => void;
}

/**
 * Six single-digit boxes: typing a digit fills the box and moves on, Backspace on an empty box goes
 * back and clears it, the arrow keys move, and pasting (or an autofilled one-time code) spreads the
 * digits over the boxes.
 */
export function CodeBoxes({ digits, onChange, error, legend, disabled, firstRef }: Props) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(digits.length - 1, i))]?.focus();

  function fill(from: number, text: string) {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const next = [...digits];
    // A whole code replaces everything, wherever it was pasted.
    const start = incoming.length >= digits.length ? 0 : from;
    for (let k = 0; k < incoming.length && start + k < digits.length; k++) next[start + k] = incoming[k];
    onChange(next);
    focus(Math.min(digits.length - 1, start + incoming.length));
  }

  function onInput(i: number, value: string) {
    const d = value.replace(/\D/g, '');
    if (value === '') {
      const next = [...digits];
      next[i] = '';
      onChange(next);
      return;
    }
    if (!d) return; // not a digit: ignore
    if (d.length > 1) {
      // Typed over an existing digit, or an autofill: the new character(s) win.
      const typed = d.length === 2 && digits[i] ? d.replace(digits[i], '') || d[1] : d;
      fill(i, typed);
      return;
    }
    const next = [...digits];
    next[i] = d;
    onChange(next);
    if (i < digits.length - 1) focus(i + 1);
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      const next = [...digits];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight' && i < digits.length - 1) {
      e.preventDefault();
      focus(i + 1);
    }
  }

  function onPaste(i: number, e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    fill(i, e.clipboardData.getData('text'));
  }

  return (
    <fieldset className="code" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="rwb-field__label">{legend}</legend>
      <div className="code__boxes">
        {digits.map((d, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
              if (i === 0) firstRef?.(el);
            }}
            className="code__box rwb-field__control"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={i === 0 ? digits.length : 2}
            aria-label={labels.digit(i + 1)}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            value={d}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => onInput(i, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
          />
        ))}
      </div>
      <p className="rwb-field__error" id={`${id}-error`} aria-live="polite">
        {error || null}
      </p>
    </fieldset>
  );
}
