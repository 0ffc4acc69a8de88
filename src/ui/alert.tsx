import type { ReactNode } from 'react';

export type AlertVariant = 'error' | 'info' | 'success';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/** A message block: role="alert" for errors (announced at once), role="status" otherwise. */
export function Alert({ variant = 'info', title, children, onDismiss, dismissLabel = 'Dismiss', className }: AlertProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={['rwb-alert', `rwb-alert--${variant}`, className].filter(Boolean).join(' ')}
      part={`alert alert-${variant}`}
    >
      <div className="rwb-alert__body">
        {title && <strong className="rwb-alert__title">{title}</strong>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className="rwb-alert__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
