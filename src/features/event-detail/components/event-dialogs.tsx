import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ReportDialog } from '@/ui/report-dialog';
import type { EventDialog } from '../hooks/use-event-detail';
import { labels, messages } from '../messages';

interface Props {
  dialog: EventDialog;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onReport(): Promise<unknown>;
  onReported(message: string): void;
  onClose(): void;
  /** The Edit Event form (composed by the element), while `dialog` is 'edit'. */
  editForm: ReactNode;
}

/** The open dialog: Cancel Event or Remove confirmation, the report flow, or the Edit Event form. */
export function EventDialogs({ dialog, busy, error, onConfirm, onReport, onReported, onClose, editForm }: Props) {
  if (dialog === 'edit') return <>{editForm}</>;
  if (dialog === 'report') return <ReportDialog target="event" onSubmit={onReport} onReported={onReported} onCancel={onClose} />;
  if (dialog === 'cancel' || dialog === 'remove') {
    const cancel = dialog === 'cancel';
    return (
      <ConfirmDialog
        title={cancel ? labels.cancelEvent : labels.removeEvent}
        message={cancel ? messages.cancelConfirm : messages.removeConfirm}
        confirmLabel={cancel ? labels.cancelEvent : labels.remove}
        cancelLabel={cancel ? labels.keep : labels.cancel}
        destructive
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={onClose}
      />
    );
  }
  return null;
}
