/**
 * The feed's confirmations (delete, block, Remove & Report, Remove & Report User) and the post report
 * flow (the shared ReportDialog with the context's target). Texts: messages.ts and src/lib/report.ts.
 */
import { useStore } from '@nanostores/react';
import { reportTexts } from '@/lib/report';
import { $config } from '@/store/config';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ReportDialog } from '@/ui/report-dialog';
import { postReport } from '../api/posts';
import type { PostActions } from '../hooks/use-post-actions';
import { feedLabels, feedMessages, menuLabels } from '../messages';
import type { FeedContext } from '../model/contexts';

export interface FeedDialogsProps {
  ctx: FeedContext;
  actions: PostActions;
  onNotice(message: string): void;
}

export function FeedDialogs({ ctx, actions, onNotice }: FeedDialogsProps) {
  const { productName } = useStore($config);
  const { dialog } = actions;
  if (!dialog) return null;
  const { post } = dialog;
  switch (dialog.kind) {
    case 'report':
      return (
        <ReportDialog
          target={postReport(ctx, post.id, post.user.id).target}
          onSubmit={actions.submitReport}
          onReported={(message) => {
            actions.closeDialog();
            onNotice(message);
          }}
          onCancel={actions.closeDialog}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={menuLabels.delete}
          message={feedMessages.deleteConfirm}
          confirmLabel={feedLabels.delete}
          cancelLabel={feedLabels.cancel}
          destructive
          onConfirm={actions.confirm}
          onCancel={actions.closeDialog}
        />
      );
    case 'block':
      return (
        <ConfirmDialog
          title={menuLabels.block}
          message={feedMessages.blockConfirm}
          confirmLabel={feedLabels.block}
          cancelLabel={feedLabels.cancel}
          destructive
          onConfirm={actions.confirm}
          onCancel={actions.closeDialog}
        />
      );
    case 'remove-report':
    case 'remove-report-user': {
      const user = dialog.kind === 'remove-report-user';
      return (
        <ConfirmDialog
          title={user ? feedLabels.removeReportUser : feedLabels.removeReport}
          message={user ? reportTexts.user.confirm(productName) : reportTexts.group_post.confirm(productName)}
          confirmLabel={user ? feedLabels.removeReportUser : feedLabels.removeReport}
          cancelLabel={feedLabels.cancel}
          destructive
          onConfirm={actions.confirm}
          onCancel={actions.closeDialog}
        />
      );
    }
  }
}
