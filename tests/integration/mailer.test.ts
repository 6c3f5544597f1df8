import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { arrayContains } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { emailOutbox } from '#db/schema.ts';
import { createApp } from '#src/server/api/app.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { createMailer } from '#src/server/mail/mailer.ts';
import { createOutboxWorker } from '#src/server/mail/outbox.ts';
import { verifyEmailMessage } from '#src/server/mail/templates/verify-email.ts';
import { request, TEST_SITE_URL, useTestApp, type TestContext } from '#tests/support/app.ts';
import { requestFrom } from '#tests/support/accounts.ts';
import { accountDetails } from '#tests/support/factories.ts';
import { linkFrom, parseEml, readMailbox } from '#tests/support/mail.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mailer', () => {
  const ctx = useTestApp();
  const received: Received[] = [];
  let server: SMTPServer;
  let smtpCtx: TestContext;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const config = { ...ctx.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    const outbox = createOutboxWorker(
      ctx.db,
      createMailer(config, () => {}),
    );
    smtpCtx = {
      ...ctx,
      config,
      outbox,
      app: createApp({ ...ctx.deps, config, outbox }),
    };
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the signup verification link, which then verifies the account', async () => {
    const res = await requestFrom(smtpCtx, '/api/auth/signup', {
      body: { ...accountDetails(), email: 'smtp.user@example.com' },
    });
    expect(res.status).toBe(201);

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['smtp.user@example.com']);
    expect(received[0]!.from).toBe('no-reply@warehousefinder.example');
    const message = parseEml(received[0]!.raw);
    expect(message.subject).toMatch(/^Verify your email address/);
    const link = linkFrom(message, '/verify-email');
    expect(link.href).toMatch(new RegExp(`^${TEST_SITE_URL}/verify-email\\?token=[\\w-]+$`));

    const token = link.searchParams.get('token')!;
    const verified = await request(smtpCtx, `/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: 'Email verified successfully. You can now log in.' });

    const rows = await ctx.db
      .select()
      .from(emailOutbox)
      .where(arrayContains(emailOutbox.to, ['smtp.user@example.com']));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'verify_email',
        status: 'sent',
        attempts: 1,
        lastError: null,
        sentAt: expect.any(Date),
        subject: expect.stringMatching(/^Verify your email/),
        // The body held the one-time link: gone once sent.
        text: null,
        html: null,
      }),
    ]);
  });

  it('records a failed attempt and schedules a retry without failing the signup when the SMTP server is gone', async () => {
    const config = { ...ctx.config, smtpUrl: 'smtp://127.0.0.1:1' };
    const lines: string[] = [];
    const outbox = createOutboxWorker(ctx.db, createMailer(config), { log: (l) => lines.push(l) });
    const broken = {
      ...ctx,
      config,
      outbox,
      app: createApp({ ...ctx.deps, config, outbox }),
    };
    const before = Date.now();
    const res = await requestFrom(broken, '/api/auth/signup', {
      body: { ...accountDetails(), email: 'no.smtp@example.com' },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(arrayContains(emailOutbox.to, ['no.smtp@example.com']));
    expect(row).toMatchObject({ kind: 'verify_email', status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    const log = lines.join('\n');
    expect(log).toContain('verify_email message');
    expect(log).toContain('attempt 1 of 6 failed');
    expect(log).not.toContain('no.smtp@example.com');
  });

  it('without SMTP_URL writes an .eml file and prints the subject and links for whoever runs the site', async () => {
    const mailboxDir = await mkdtemp(path.join(os.tmpdir(), 'mailbox-'));
    onTestFinished(() => rm(mailboxDir, { recursive: true, force: true }));
    const lines: string[] = [];
    const mailer = createMailer({ ...ctx.config, smtpUrl: undefined, mailboxDir }, (l) => lines.push(l));
    const content = inLanguageOf(null, () =>
      verifyEmailMessage({ siteUrl: TEST_SITE_URL, username: 'local_dev', token: 'tok-123' }),
    );
    await mailer.send({ to: 'local@example.com', kind: 'verify_email', ...content });

    const files = await readdir(mailboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-verify_email-\w+\.eml$/);
    const [eml] = await readMailbox(mailboxDir);
    expect(eml).toMatchObject({ to: ['local@example.com'], kind: 'verify_email' });
    expect(eml!.text).toMatch(/^To: local@example.com$/m);
    expect(eml!.text).toContain(`${TEST_SITE_URL}/verify-email?token=tok-123`);

    const log = lines.join('\n');
    expect(log).toContain('to local@example.com: Verify your email address');
    expect(log).toContain(`${TEST_SITE_URL}/verify-email?token=tok-123`);
  });

  it('in production prints neither recipients, subject nor links for a message written to the mailbox', async () => {
    const mailboxDir = await mkdtemp(path.join(os.tmpdir(), 'mailbox-'));
    onTestFinished(() => rm(mailboxDir, { recursive: true, force: true }));
    const lines: string[] = [];
    const mailer = createMailer({ ...ctx.config, production: true, smtpUrl: undefined, mailboxDir }, (l) =>
      lines.push(l),
    );
    const content = inLanguageOf(null, () =>
      verifyEmailMessage({ siteUrl: TEST_SITE_URL, username: 'prod_user', token: 'tok-456' }),
    );
    await mailer.send({ to: 'prod@example.com', kind: 'verify_email', ...content });
    expect(await readdir(mailboxDir)).toHaveLength(1);
    expect(lines).toEqual([`[mail] verify_email message written to ${mailboxDir}`]);
  });
});
