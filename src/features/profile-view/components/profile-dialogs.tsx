import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ReportDialog } from '@/ui/report-dialog';
import { labels, messages } from '../messages';
import type { ProfileConfirm } from '../hooks/use-profile';

interface Props {
  /** The dialog open, if any. */
  confirm: ProfileConfirm | null;
  blockBusy: boolean;
  blockError: string | null;
  onBlock(): void;
  /** Sends the report; the dialog shows the spec's texts for a member (src/lib/report.ts 'user'). */
  onReport(): Promise<unknown>;
  onReported(message: string): void;
  onCancel(): void;
}

/** Block (spec §8 confirmation) and Report (the shared report flow) of another member. */
export function ProfileDialogs({ confirm, blockBusy, blockError, onBlock, onReport, onReported, onCancel }: Props) {
  if (confirm === 'block')
    return (
      <ConfirmDialog
        title={labels.block}
        message={messages.blockConfirm}
        confirmLabel={labels.block}
        destructive
        busy={blockBusy}
        error={blockError}
        onConfirm={onBlock}
        onCancel={onCancel}
      />
    );
  if (confirm === 'report') return <ReportDialog target="user" onSubmit={onReport} onReported={onReported} onCancel={onCancel} />;
  return null;
}
