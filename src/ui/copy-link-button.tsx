import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

/** How long 'Copied!' stays (events spec §2, accounts spec §9: 3 seconds). */
export const COPIED_MS = 3000;

export const copyLinkText = {
  label: 'Copy Link',
  // Events spec §2
  copied: 'Copied!',
  // Ours
  failed: 'Could not copy the link. Select it and copy it yourself.',
} as const;

export interface CopyLinkButtonProps {
  /** What goes on the clipboard: the link ('{appBase}/events/12'), or a text followed by the link. */
  text: string;
  /** Where the Web Share API exists, open the share sheet with this instead of copying (workout Share). */
  share?: ShareData;
  /** The button's text (default 'Copy Link'). */
  label?: ReactNode;
  /** Overrides the button's accessible name ('Share Morning Ruck'). */
  'aria-label'?: string;
  /** Announced after copying (default 'Copied!'). */
  copiedLabel?: ReactNode;
  /** Announced when the clipboard refuses (default: select-it-yourself text); null says nothing. */
  failedLabel?: ReactNode | null;
  /** Show `text` after the status message, so it can be read or selected (event detail). */
  showText?: boolean;
  /** Milliseconds the status stays (default 3000); Infinity keeps it. */
  duration?: number;
  variant?: ButtonVariant;
  className?: string;
}

type Status = { kind: 'copied' | 'failed'; at: number } | null;

/**
 * A button that copies a link (or shares it) and says so in a polite live region next to it:
 * 'Copied!' for 3 s, or the failure text. The status region is always present, so each message is
 * announced; the button is described by it. Styles: `.rwb-copy-link` in social.css.
 *
 * `<CopyLinkButton text={shareLink(appBase, id)} showText />`
 */
export function CopyLinkButton({
  text,
  share,
  label = copyLinkText.label,
  'aria-label': ariaLabel,
  copiedLabel = copyLinkText.copied,
  failedLabel = copyLinkText.failed,
  showText = false,
  duration = COPIED_MS,
  variant = 'secondary',
  className,
}: CopyLinkButtonProps) {
  const statusId = `rwb-copy-${useId()}`;
  const [status, setStatus] = useState<Status>(null);

  useEffect(() => {
    if (!status || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => setStatus(null), duration);
    return () => clearTimeout(timer);
  }, [status, duration]);

  async function run() {
    if (share && typeof navigator.share === 'function') {
      try {
        await navigator.share(share);
      } catch {
        /* the member closed the share sheet */
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ kind: 'copied', at: Date.now() });
    } catch {
      setStatus(failedLabel === null ? null : { kind: 'failed', at: Date.now() });
    }
  }

  const message = status?.kind === 'copied' ? copiedLabel : status?.kind === 'failed' ? failedLabel : null;
  return (
    <span className={['rwb-copy-link', className].filter(Boolean).join(' ')} part="copy-link">
      <Button variant={variant} aria-label={ariaLabel} aria-describedby={statusId} onClick={() => void run()}>
        {label}
      </Button>
      <span id={statusId} className="rwb-copy-link__status" role="status" data-status={status?.kind}>
        {message ? (
          <>
            {message}
            {showText && (
              <>
                {' '}
                <span className="rwb-copy-link__text">{text}</span>
              </>
            )}
          </>
        ) : null}
      </span>
    </span>
  );
}
