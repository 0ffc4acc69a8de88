import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { REASON_TARGETS, REPORT_REASONS, REPORT_TEXT_MAX, reportFailure, reportLabels, reportTexts, type ReportTarget } from '@/lib/report';
import { $config } from '@/store/config';
import { Button } from './button';
import { ChoiceGroup } from './choice-group';
import { ConfirmDialog } from './confirm-dialog';
import { Field } from './field';
import { Modal } from './modal';

export interface ReportInput {
  /** The chosen reason category, when the dialog asked for one. */
  reason?: string;
  /** The optional context text, trimmed; absent when empty. */
  text?: string;
}

export interface ReportDialogProps {
  /** What is reported: picks the title, question, success and failure texts (src/lib/report.ts). */
  target: ReportTarget;
  /** Default true, so the dialog can also be shown by mounting it. */
  open?: boolean;
  /** Sends the report (the feature's api call with `reporter`); a rejection shows `reportFailure`'s text for it. */
  onSubmit(input: ReportInput): Promise<unknown>;
  /** The report was accepted: close the dialog and show `message` (an Alert or a toast). */
  onReported(message: string): void;
  /** Cancel and Escape. */
  onCancel(): void;
  /** Ask for a reason category: true = Harassment, Spam, Inappropriate Content; default for message and channel. */
  reasons?: boolean | readonly string[];
  /** Offer an optional context text (default: whenever reasons are asked). */
  withText?: boolean;
}

/**
 * The report flow of every target: a confirmation with the spec's question, then the spec's success
 * text (handed to `onReported`) or failure text (`reportFailure`: the server's reason, the target's
 * 'Error reporting …', or the could-not-send text; in the dialog, which stays open). Chat targets also ask
 * for a reason category and an optional text. Without those it is exactly the shared ConfirmDialog.
 *
 * `<ReportDialog target="event" onSubmit={() => reportEvent(id, me)} onReported={(m) => { setReporting(false); setNotice(m); }} onCancel={() => setReporting(false)} />`
 */
export function ReportDialog({ target, open = true, onSubmit, onReported, onCancel, reasons, withText }: ReportDialogProps) {
  const { productName } = useStore($config);
  const texts = reportTexts[target];
  const choices = reasons === true || (reasons === undefined && REASON_TARGETS.includes(target)) ? REPORT_REASONS : reasons || [];
  const asksText = withText ?? choices.length > 0;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const questionId = `rwb-report-${useId()}`;

  async function submit() {
    if (busy) return;
    if (choices.length > 0 && !reason) {
      setReasonError(reportLabels.chooseReason);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const input: ReportInput = {};
      if (reason) input.reason = reason;
      if (text.trim()) input.text = text.trim();
      await onSubmit(input);
      onReported(texts.sent(productName));
    } catch (failure) {
      setError(reportFailure(target, productName, failure));
    } finally {
      setBusy(false);
    }
  }

  if (choices.length === 0 && !asksText) {
    return (
      <ConfirmDialog
        open={open}
        title={texts.title}
        message={texts.confirm(productName)}
        confirmLabel={reportLabels.report}
        cancelLabel={reportLabels.cancel}
        busy={busy}
        error={error}
        onConfirm={() => void submit()}
        onCancel={onCancel}
      />
    );
  }

  return (
    <Modal
      open={open}
      title={texts.title}
      describedBy={questionId}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {reportLabels.cancel}
          </Button>
          <Button onClick={() => void submit()} busy={busy}>
            {reportLabels.report}
          </Button>
        </>
      }
    >
      <p id={questionId}>{texts.confirm(productName)}</p>
      {choices.length > 0 && (
        <ChoiceGroup
          legend={reportLabels.reason}
          name="report-reason"
          choices={choices.map((c) => ({ value: c, label: c }))}
          value={reason}
          required
          error={reasonError}
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
        />
      )}
      {asksText && (
        <Field
          label={reportLabels.details}
          control={(p) => <textarea {...p} name="report-text" maxLength={REPORT_TEXT_MAX} value={text} onChange={(e) => setText(e.currentTarget.value)} />}
        />
      )}
      {error && (
        <p role="alert" className="rwb-field__error">
          {error}
        </p>
      )}
    </Modal>
  );
}
