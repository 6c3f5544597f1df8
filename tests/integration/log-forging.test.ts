import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#src/server/api/app.ts';
import { createMailer } from '#src/server/mail/mailer.ts';
import { createOutboxWorker } from '#src/server/mail/outbox.ts';
import { requestFrom } from '#tests/support/accounts.ts';
import { useTestApp, type TestContext } from '#tests/support/app.ts';
import { contactInquiryBody, createWarehouse, quoteRequestBody } from '#tests/support/factories.ts';

/** What a visitor would type to make the log show a line of their own, with a terminal escape to hide the real one. */
const FORGED = '[api] POST /api/x failed';
const forging = (name: string) => `${name}\n${FORGED}\r\u001b[2K\u0085${FORGED}\u2028${FORGED}`;

describe('the server log with visitor text in it', () => {
  const ctx = useTestApp();
  let site: TestContext;
  let mailboxDir: string;
  const output: string[] = [];

  beforeAll(async () => {
    // The mailer that runs without SMTP_URL, which prints each message's recipients and subject.
    mailboxDir = await mkdtemp(path.join(os.tmpdir(), 'mailbox-'));
    const config = { ...ctx.config, smtpUrl: undefined, mailboxDir };
    const outbox = createOutboxWorker(ctx.db, createMailer(config));
    site = { ...ctx, config, outbox, app: createApp({ ...ctx.deps, config, outbox }) };
    for (const level of ['error', 'warn', 'log', 'info'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        output.push(args.map(String).join(' '));
      });
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await rm(mailboxDir, { recursive: true, force: true });
  });

  /** The log as a terminal shows it: one entry per line break, whichever break the text held. */
  const logLines = () => output.join('\n').split(/\r\n|[\n\r\u0085\u2028\u2029]/);

  it('keeps a quote request name with line breaks and escapes on its own line, shown as typed', async () => {
    const warehouse = await createWarehouse(ctx.db);
    output.length = 0;
    const res = await requestFrom(site, '/api/quotes', {
      body: quoteRequestBody(warehouse.id, { name: forging('Mallory Quote') }),
    });
    expect(res.status).toBe(201);

    const lines = logLines();
    const mailLine = lines.find((line) => line.includes('Mallory Quote'));
    expect(mailLine).toContain('Mallory Quote\\n[api] POST /api/x failed\\r\\u001b[2K\\u0085[api]');
    expect(lines.filter((line) => line.startsWith('[api]'))).toEqual([]);
    // eslint-disable-next-line no-control-regex -- the characters that must not reach the log
    expect(output.join('')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });

  it('does the same for a contact inquiry', async () => {
    output.length = 0;
    const res = await requestFrom(site, '/api/contact', {
      body: contactInquiryBody({ firstName: forging('Mallory'), lastName: forging('Contact') }),
    });
    expect(res.status).toBe(200);

    const lines = logLines();
    expect(lines.some((line) => line.includes('Mallory\\n[api]'))).toBe(true);
    expect(lines.filter((line) => line.startsWith('[api]'))).toEqual([]);
    // eslint-disable-next-line no-control-regex -- the characters that must not reach the log
    expect(output.join('')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});
