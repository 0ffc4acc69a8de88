import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  /** Default true, so a dialog can also be shown by mounting it. */
  open?: boolean;
  title: ReactNode;
  /** The question or consequence, e.g. 'Are you sure you want to logout?'. Describes the dialog. */
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel button and Escape. */
  onCancel: () => void;
  /** The confirmed action is running: the confirm button shows busy. */
  busy?: boolean;
  /** Styles the confirm button as destructive (delete, block). */
  destructive?: boolean;
  /** Error text from a failed confirm, shown in the dialog. */
  error?: ReactNode;
}

/**
 * A confirmation as an alertdialog. Focus starts on Cancel (the safe choice); Escape cancels.
 */
export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
  error,
}: ConfirmDialogProps) {
  const messageId = `rwb-confirm-${useId()}`;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      describedBy={message ? messageId : undefined}
      onClose={() => {
        if (!busy) onCancel();
      }}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message && <p id={messageId}>{message}</p>}
      {error && (
        <p role="alert" className="rwb-field__error">
          {error}
        </p>
      )}
    </Modal>
  );
}
