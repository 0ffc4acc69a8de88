import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { leaderTexts } from '../texts';

export interface LeaderDialogProps {
  title: string;
  onClose(): void;
  /** Save: the Save button (or the form's submit). */
  onSubmit(): void;
  /** Without it the dialog only shows (no Save). */
  canSave?: boolean;
  busy: boolean;
  /** The server's message of a failed save. */
  error: string | null;
  /** Changes when a check failed: focus moves to the first invalid control. */
  invalidRound: number;
  children: ReactNode;
}

/** The first control marked invalid (a fieldset's first input), focused after a failed check. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.localName === 'fieldset' ? invalid.querySelector<HTMLElement>('input, select') : invalid;
  target?.focus();
}

/** An Eagle Leader modal: the form in the dialog, Cancel and Save under it, the server's message when a save fails. */
export function LeaderDialog({ title, onClose, onSubmit, canSave = true, busy, error, invalidRound, children }: LeaderDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (invalidRound > 0) focusFirstInvalid(form.current);
  }, [invalidRound]);
  return (
    <Modal
      title={title}
      onClose={onClose}
      closeLabel={leaderTexts.close}
      className="leaders__dialog"
      footer={
        <div className="leaders__actions">
          <Button variant="secondary" onClick={onClose}>
            {leaderTexts.cancel}
          </Button>
          {canSave && (
            <Button busy={busy} onClick={onSubmit}>
              {leaderTexts.save}
            </Button>
          )}
        </div>
      }
    >
      <form
        ref={form}
        noValidate
        className="leaders__form"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && <Alert variant="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
