/**
 * The report flow's facts, one home for every report target of both specs (events spec §3 'Report',
 * §8 'Reports'; accounts spec §8 'Confirmations'): the targets, the chat reason categories and each
 * target's texts. Pure, no imports: the client's ReportDialog (src/ui/report-dialog.tsx) and the
 * server's reports router can both use it.
 *
 * Spec texts are exact: the member confirmation, the event confirmation, '{product}: Your report has
 * been sent', and every failure text ('{product}: ' plus the server's message, 'Error reporting
 * {user|post|event|event post|comment|group}', 'Error reporting message.', 'Error reporting channel.',
 * 'There was an error sending your report. Please try again later.'), each in the situation
 * `reportFailure` gives it. The rest is ours (README "Decisions").
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
  /** The target's own failure text (the spec's 'Error reporting …'); what is shown is `reportFailure`'s choice. */
  failed: string;
  /** No answer came back: the target's own text where its section gives one (chat), else REPORT_UNSENT. */
  unsent?: string;
}

/** §8 'Chat': a chat or message report that got no answer (network, timeout). */
export const CHAT_REPORT_UNSENT = 'Failed to submit the report. Please try again.';

const sent = (product: string) => `${product}: Your report has been sent`;
const ask = (noun: string) => (product: string) => `${product}: Would you like to report this ${noun}?`;
const fixed = (text: string) => () => text;

export const reportTexts: Readonly<Record<ReportTarget, ReportTexts>> = {
  user: {
    title: 'Report',
    confirm: fixed('Would you like to report this member?'),
    sent: fixed('Thank you. Your report has been sent.'),
    failed: 'Error reporting user',
  },
  event: { title: 'Report Event', confirm: ask('event'), sent, failed: 'Error reporting event' },
  post: { title: 'Report Post', confirm: ask('post'), sent, failed: 'Error reporting post' },
  reaction: { title: 'Report Comment', confirm: ask('comment'), sent, failed: 'Error reporting comment' },
  event_post: { title: 'Report Post', confirm: ask('post'), sent, failed: 'Error reporting event post' },
  group: { title: 'Report Group', confirm: ask('group'), sent, failed: 'Error reporting group' },
  group_post: { title: 'Report Post', confirm: ask('post'), sent, failed: 'Error reporting post' },
  // Chat: §8 'Chat' gives its own text for a report that got no answer.
  message: { title: 'Report Message', confirm: ask('message'), sent, failed: 'Error reporting message.', unsent: CHAT_REPORT_UNSENT },
  channel: { title: 'Report Chat', confirm: ask('chat'), sent, failed: 'Error reporting channel.', unsent: CHAT_REPORT_UNSENT },
};

/** §8: the report never reached the server, or no answer came back (network, timeout). */
export const REPORT_UNSENT = 'There was an error sending your report. Please try again later.';

/**
 * What a failed report shows (events spec §8 'Reports'). The spec lists three kinds of failure text;
 * read together, each belongs to one situation, and every text is shown exactly as written:
 *
 * - The server refused the report and said why (a 4xx whose `error.message` became the ApiError's
 *   message, e.g. 404 'This event does not exist.', 422 'You cannot report yourself.'): '{product}: '
 *   plus that message ("failure shows '{product}: ' plus the error message"). Only a 4xx: a 5xx's
 *   message is not written for members.
 * - The server answered but gave no reason we can show (a 5xx, a 4xx without a message, which the
 *   HTTP client turns into 'Response returned {status}', or any other failure): the target's own
 *   text, 'Error reporting user' / 'post' / 'event' / 'event post' / 'comment' / 'group' (a group
 *   post is a post), and for chat 'Error reporting message.' / 'Error reporting channel.'.
 * - No answer at all (network failure, timeout, aborted: the client's status 0): 'There was an error
 *   sending your report. Please try again later.' — the one text that speaks of sending and of
 *   trying later, which fits a report that never arrived; for chat (a message or a chat) §8 'Chat'
 *   gives its own, 'Failed to submit the report. Please try again.'.
 *
 * `failure` is what the send rejected with; an ApiError (src/lib/api-error.ts) is recognised by its
 * shape so this module stays import-free (the server may use it).
 */
export function reportFailure(target: ReportTarget, product: string, failure: unknown): string {
  const status = failure instanceof Error && failure.name === 'ApiError' ? (failure as { status?: unknown }).status : undefined;
  if (typeof status !== 'number') return reportTexts[target].failed;
  if (status === 0) return reportTexts[target].unsent ?? REPORT_UNSENT;
  const message = (failure as Error).message;
  if (status >= 400 && status < 500 && message && message !== `Response returned ${status}`) return `${product}: ${message}`;
  return reportTexts[target].failed;
}

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
