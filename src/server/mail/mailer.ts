import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Database } from '#db/client.ts';
import { sentEmails } from '#db/schema.ts';
import type { AppConfig } from '#src/server/config.ts';

export interface OutgoingMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** What the message is for (verify_email, reset_password, quote_request …), kept in sent_emails. */
  kind: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends and records the message; resolves false (never throws) when delivery failed. */
  send(message: OutgoingMessage): Promise<boolean>;
}

/**
 * One mailer for every message. With SMTP_URL it sends by SMTP; otherwise each message is
 * written to the mailbox folder as an .eml file and its subject and links are printed, so a
 * person running the product locally can click a verification link.
 */
export function createMailer(config: AppConfig, db: Database, log: (line: string) => void = console.log): Mailer {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
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
      };
      let error: string | null = null;
      try {
        if (smtp) {
          await smtp.sendMail(envelope);
        } else {
          const info = await mailbox.sendMail(envelope);
          await mkdir(config.mailboxDir, { recursive: true });
          const file = path.join(config.mailboxDir, `${Date.now()}-${message.kind}-${Math.random().toString(36).slice(2, 8)}.eml`);
          await writeFile(file, info.message as Buffer);
          const links = message.text.match(/https?:\/\/\S+/g) ?? [];
          log(`[mail] to ${to.join(', ')}: ${message.subject}${links.map((l) => `\n[mail]   ${l}`).join('')}`);
        }
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        log(`[mail] failed to send "${message.subject}" to ${to.join(', ')}: ${error}`);
      }
      await db.insert(sentEmails).values({
        to: to.join(', '),
        subject: message.subject,
        kind: message.kind,
        transport: smtp ? 'smtp' : 'mailbox',
        status: error ? 'failed' : 'sent',
        error,
      });
      return error === null;
    },
  };
}
