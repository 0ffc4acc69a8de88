/**
 * The report flow's facts, one home for every report target of both specs (events spec §3 'Report',
 * §8 'Reports'; accounts spec §8 'Confirmations'): the targets, the chat reason categories and each
 * target's texts. Pure, no imports: the client's ReportDialog (src/ui/report-dialog.tsx) and the
 * server's reports router can both use it.
 *
 * Spec texts are exact: the member confirmation, the event confirmation, '{product}: Your report has
 * been sent', '{product}: ' plus the error message (events), 'Error reporting {post|comment|group|event
 * post}', 'Error reporting message.', 'Error reporting channel.' and 'There was an error sending your
 * report. Please try again later.' (members). The rest is ours (README "Decisions").
 */

/** Every reportable thing (the server's `reports.target_type`). A reaction is a comment or a reply. */
export const REPORT_TARGETS = ['user', 'post', 'reaction', 'event', 'event_post', 'group', 'group_post', 'message', 'channel'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Reason categories offered for chat reports (message, channel); the context text stays optional. */
export const REPORT_REASONS = ['Harassment', 'Spam', 'Inappropriate Content'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Targets whose report asks for a reason category (events spec §3 'Report': chat, message or channel). */
export const REASON_TARGETS: readonly ReportTarget[] = ['message', 'channel'];

export interface ReportTexts {
  /** The dialog's title (and the options-menu entry). */
  title: string;
  /** The confirmation question. */
  confirm(product: string): string;
  /** Shown after the report was accepted. */
  sent(product: string): string;
  /** Shown in the dialog when the report failed; `error` is the failure's message. */
  failed(product: string, error: string): string;
}

const sent = (product: string) => `${product}: Your report has been sent`;
const ask = (noun: string) => (product: string) => `${product}: Would you like to report this ${noun}?`;
const fixed = (text: string) => () => text;

export const reportTexts: Readonly<Record<ReportTarget, ReportTexts>> = {
  user: {
    title: 'Report',
    confirm: fixed('Would you like to report this member?'),
    sent: fixed('Thank you. Your report has been sent.'),
    failed: fixed('There was an error sending your report. Please try again later.'),
  },
  event: {
    title: 'Report Event',
    confirm: ask('event'),
    sent,
    failed: (product, error) => `${product}: ${error}`,
  },
  post: { title: 'Report Post', confirm: ask('post'), sent, failed: fixed('Error reporting post') },
  reaction: { title: 'Report Comment', confirm: ask('comment'), sent, failed: fixed('Error reporting comment') },
  event_post: { title: 'Report Post', confirm: ask('post'), sent, failed: fixed('Error reporting event post') },
  group: { title: 'Report Group', confirm: ask('group'), sent, failed: fixed('Error reporting group') },
  group_post: { title: 'Report Post', confirm: ask('post'), sent, failed: fixed('Error reporting post') },
  message: { title: 'Report Message', confirm: ask('message'), sent, failed: fixed('Error reporting message.') },
  channel: { title: 'Report Chat', confirm: ask('chat'), sent, failed: fixed('Error reporting channel.') },
};

/** Labels of the dialog (ours). */
export const reportLabels = {
  report: 'Report',
  cancel: 'Cancel',
  reason: 'Reason',
  details: 'Tell us more (optional)',
  chooseReason: 'Please choose a reason.',
} as const;

/** The longest optional context text the server accepts (server/routes: `text` max 1500). */
export const REPORT_TEXT_MAX = 1500;
