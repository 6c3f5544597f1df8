import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The e2e server has no SMTP_URL, so its mailer writes each message into this folder. */
export const E2E_MAILBOX = `${process.env.E2E_DIR || '.data/e2e'}/mailbox`;

function decodeQuotedPrintable(text: string) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest message to `to` whose subject matches, and returns its text and links. */
export async function readLatestMail(to: string, subject: RegExp, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(E2E_MAILBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const raw = decodeQuotedPrintable(await readFile(path.join(E2E_MAILBOX, file), 'utf8'));
      const toLine = raw.match(/^To: (.*)$/im)?.[1] ?? '';
      const subjectLine = raw.match(/^Subject: (.*)$/im)?.[1] ?? '';
      if (toLine.toLowerCase().includes(to.toLowerCase()) && subject.test(subjectLine)) {
        return { subject: subjectLine, raw, links: [...new Set(raw.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])] };
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} arrived`);
}
