import { useEffect, useId, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { activeElementIn, deepActiveElement, focusableWithin } from './focus';

export interface ModalProps {
  /** Default true, so a dialog can also be shown by mounting it. */
  open?: boolean;
  /** Visible title; labels the dialog. */
  title: ReactNode;
  /** Escape, the close button, and (when `dismissOnBackdrop`) a backdrop click. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions row under the body. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Element to focus on open; default the first focusable element, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Show the × button (default true for dialogs, false for alert dialogs). */
  showClose?: boolean;
  closeLabel?: string;
  dismissOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal dialog rendered in place — inside the element's shadow root, never portaled to the page.
 * Focus moves in on open, Tab and Shift+Tab cycle within it, Escape closes it, and focus goes back
 * to the element that had it when it opened.
 */
export function Modal({
  open = true,
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  describedBy,
  initialFocus,
  showClose = role === 'dialog',
  closeLabel = 'Close',
  dismissOnBackdrop = false,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = `rwb-modal-${useId()}`;
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = deepActiveElement(dialog.ownerDocument) as HTMLElement | null;
    const target = initialFocus?.current ?? focusableWithin(dialog)[0] ?? dialog;
    target.focus();
    return () => {
      if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    };
    // Only on open/close: the opener is captured once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const items = focusableWithin(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = activeElementIn(dialog);
    const inside = !!active && dialog.contains(active);
    if (event.shiftKey && (active === first || active === dialog || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // Focus leaving the dialog (a click on the page, a script) is brought back.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    const next = event.relatedTarget as Node | null;
    if (dialog && next && !dialog.contains(next)) {
      (focusableWithin(dialog)[0] ?? dialog).focus();
    }
  };

  return (
    <div
      className="rwb-modal"
      part="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault(); // keep focus inside the dialog
        if (dismissOnBackdrop) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['rwb-modal__dialog', className].filter(Boolean).join(' ')}
        part="modal"
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <div className="rwb-modal__header">
          <h2 className="rwb-modal__title" id={titleId}>
            {title}
          </h2>
          {showClose && (
            <button type="button" className="rwb-modal__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="rwb-modal__body">{children}</div>
        {footer && <div className="rwb-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
