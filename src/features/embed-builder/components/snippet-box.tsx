import { useId } from 'react';
import { CopyLinkButton } from '@/ui/copy-link-button';
import { messages } from '../messages';

export interface SnippetBoxProps {
  label: string;
  hint: string;
  snippet: string;
  copyLabel: string;
}

/** One snippet: its label and hint, the read-only text and its own Copy button ('Copied!' for 3 s). */
export function SnippetBox({ label, hint, snippet, copyLabel }: SnippetBoxProps) {
  const id = `${useId()}-snippet`;
  return (
    <section className="embed-builder__snippet" part="snippet">
      <label className="rwb-field__label" htmlFor={id}>
        {label}
      </label>
      <p className="rwb-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea id={id} className="rwb-field__control" readOnly rows={4} value={snippet} aria-describedby={`${id}-hint`} />
      <CopyLinkButton text={snippet} label={copyLabel} failedLabel={messages.copyFailed} variant="primary" />
    </section>
  );
}
