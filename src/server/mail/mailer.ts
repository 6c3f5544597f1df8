import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '#src/server/config.ts';
import { consoleSink, logTo, type LogSink } from '#src/server/log.ts';

export interface OutgoingMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** What the message is for (verify_email, reset_password, quote_request …), kept in email_outbox. */
  kind: string;
  replyTo?: string;
  /** Extra headers, such as an alert's List-Unsubscribe pair (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Hands the message on; throws when that failed. Only the outbox worker calls it (outbox.ts). */
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * How long an SMTP send may wait at each step (nodemailer's defaults run to 10 minutes): a live
 * worker must finish with a message well within the outbox's claim lease (outbox.ts), or another
 * worker would take it over and send it again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The transport. With SMTP_URL it sends by SMTP; otherwise each message is written to the
 * mailbox folder as an .eml file and a line is printed. Outside production that line holds the
 * recipients, the subject and the links, so a person running the product locally can click a
 * verification link; in production it names the kind only, since recipients, subjects (quote
 * requests carry the visitor's name) and one-time links do not belong in a server log.
 */
export function createMailer(config: AppConfig, sink: LogSink = consoleSink.info): Mailer {
  const log = logTo(sink);
  const smtp = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  const mailbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const to = Array.isArray(message.to) ? message.to : [message.to];
      const envelope = {
        from: config.mailFrom,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: message.headers,
      };
      if (smtp) {
        await smtp.sendMail(envelope);
        return;
      }
      const info = await mailbox.sendMail(envelope);
      await mkdir(config.mailboxDir, { recursive: true });
      const file = path.join(
        config.mailboxDir,
        `${Date.now()}-${message.kind}-${Math.random().toString(36).slice(2, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      if (config.production) {
        log(`[mail] ${message.kind} message written to ${config.mailboxDir}`);
        return;
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`[mail] to ${to.join(', ')}: ${message.subject}`, ...links.map((l) => `[mail]   ${l}`));
    },
  };
}
