/**
 * Outgoing e-mail behind one interface. Outside production every message is kept in the `outbox`
 * table (readable at GET /dev/outbox) and, in development, printed on the console. With SMTP_URL set
 * messages are also sent through SMTP; in production that is the only copy (codes are not kept in
 * the database). A failed SMTP send is logged, not thrown: the member can ask for the code again.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sendSmtp } from './smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  config: Config;
  /** Where development copies are printed (default console.log). */
  log?: (line: string) => void;
  /** The SMTP transport (tests replace it). */
  smtp?: (smtpUrl: string, message: MailMessage & { from: string }) => Promise<void>;
}

export function createMailer({ db, config, log = console.log, smtp = sendSmtp }: MailerOptions): Mailer {
  const keepInOutbox = config.appEnv !== 'production' || !config.smtp.url;
  return {
    async send(message) {
      if (keepInOutbox) {
        await db.query('INSERT INTO outbox (to_address, subject, text) VALUES ($1, $2, $3)', [message.to, message.subject, message.text]);
      }
      if (config.appEnv === 'development') {
        log(`\n[mail] to: ${message.to}\n[mail] subject: ${message.subject}\n${message.text.replace(/^/gm, '[mail] ')}\n`);
      }
      if (config.smtp.url) {
        try {
          await smtp(config.smtp.url, { ...message, from: config.smtp.from });
        } catch (error) {
          console.error(`[mail] SMTP send to ${message.to} failed: ${(error as Error).message}`);
        }
      }
    },
  };
}
