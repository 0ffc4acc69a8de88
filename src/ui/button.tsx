import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** Work under way: shows a spinner, sets aria-busy and disables the button. */
  busy?: boolean;
  /** Full width. */
  block?: boolean;
}

/** A button; `type` defaults to "button" (pass type="submit" in forms). */
export function Button({ variant = 'primary', busy = false, block = false, className, disabled, type = 'button', children, ...rest }: ButtonProps) {
  const classes = ['rwb-button', `rwb-button--${variant}`, block && 'rwb-button--block', className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-variant={variant}
    >
      {busy && <span className="rwb-spinner" aria-hidden="true" data-testid="rwb-spinner" />}
      {children}
    </button>
  );
}
