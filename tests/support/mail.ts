import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, OutgoingMessage } from '#src/server/mail/mailer.ts';

/**
 * Reading the mail the app sent, for every kind of test: integration tests capture it in memory
 * (createCapturingMailer), browser tests read the .eml files the server writes to MAILBOX_DIR,
 * the SMTP test parses what its server received. All become a Mail, read with the same helpers.
 */
export interface Mail {
  to: string | string[];
  /** verify_email, reset_password, quote_request … (OutgoingMessage.kind). */
  kind: string;
  subject: string;
  /** The plain text; for a parsed .eml, the whole decoded message. */
  text: string;
}

/** Keeps every message in memory so a test can read the links it carries. */
export function createCapturingMailer(): Mailer & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

const recipients = (mail: Mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]);

/** The messages to `to`, oldest first, optionally of one kind. */
export function mailsTo<M extends Mail>(mail: readonly M[], to: string, kind?: string): M[] {
  return mail.filter((m) => recipients(m).includes(to) && (!kind || m.kind === kind));
}

/** The newest message to `to`, optionally of one kind. */
export function lastMailTo<M extends Mail>(mail: readonly M[], to: string, kind?: string): M {
  const found = mailsTo(mail, to, kind).at(-1);
  if (!found) throw new Error(`No ${kind ?? ''} message was sent to ${to}`);
  return found;
}

/** The first link in the message to `pathname` on any origin, e.g. '/verify-email'. */
export function linkFrom(mail: Pick<Mail, 'text'>, pathname: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s"'<>)]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in:\n${mail.text}`);
}

/** The token of the message's first link to `pathname`. */
export function tokenFrom(mail: Pick<Mail, 'text'>, pathname: string): string {
  const token = linkFrom(mail, pathname).searchParams.get('token');
  if (!token) throw new Error(`The ${pathname} link carries no token`);
  return token;
}

/** Undoes quoted-printable (soft line breaks and =XX), as nodemailer encodes long lines. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A raw message (an .eml file or what an SMTP server received); `kind` is not in it. */
export function parseEml(raw: string, kind = ''): Mail {
  const text = decodeQuotedPrintable(raw);
  const header = (name: string) => text.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim() ?? '';
  const to = header('To')
    .split(',')
    .map((a) => a.match(/<([^>]+)>/)?.[1] ?? a.trim())
    .filter(Boolean);
  return { to, kind, subject: header('Subject'), text };
}

/** The messages the mailer wrote to `dir` without SMTP, oldest first; each file name carries the kind. */
export async function readMailbox(dir: string): Promise<Mail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) =>
      parseEml(await readFile(path.join(dir, file), 'latin1'), file.match(/^\d+-(.+)-[a-z0-9]+\.eml$/)?.[1]),
    ),
  );
}

/** Waits for a message to `to` of `kind` to land in the mailbox folder, and returns the newest. */
export async function waitForMailTo(dir: string, to: string, kind: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(await readMailbox(dir), to, kind).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${kind} message to ${to} arrived in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
